/** Partial cancel from the history tab over a fake API: quote first, then cancel, refresh and wallet reload. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type LotteryBetSlip, type LotteryCancelFeeData, type LotteryTicket } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { cart, shopRound, slip } from '../../../test/fixtures';
import { renderShop } from '../../../test/render-shop';

const SLIP = 'LOTTH2605020001';

const ticket = (ticket_id: string, number: string, state: LotteryTicket['state'] = 'available'): LotteryTicket => ({
  ticket_id,
  number,
  state,
  price: 79,
  paid_with_free: false,
  prize: 0,
  wins: [],
});

/** The server's quote: every ticket still available, 10% fee. */
function quote(s: LotteryBetSlip, cancellable = true): LotteryCancelFeeData {
  const tickets = s.tickets
    .filter((t) => t.state === 'available')
    .map((t) => ({ ticket_id: t.ticket_id, number: t.number, price: t.price, fee: 7.9, refund: 71.1 }));
  return {
    slip_id: s.slip_id,
    cancellable,
    fee_percent: 10,
    tickets,
    total_fee: 7.9 * tickets.length,
    total_refund: 71.1 * tickets.length,
  };
}

function historyApi(opts: { roundId?: string; cancellable?: boolean } = {}) {
  const server = {
    slip: slip({
      round_id: opts.roundId ?? '77',
      total_count: 3,
      tickets: [ticket('t1', '536077'), ticket('t2', '123456'), ticket('t3', '654321', 'user_cancel')],
    }),
  };
  const fake = createFakeHttpClient({
    'GET underground/current-round': () => shopRound(),
    'GET lottery/cart': () => cart({}),
    'GET lottery/bet-slip': () => ({ items: [server.slip], total: 1 }),
    [`GET lottery/cancel-fee/partial/${SLIP}`]: () => quote(server.slip, opts.cancellable ?? true),
    [`POST lottery/bet-slip/partial/${SLIP}`]: (call) => {
      const ids = new Set((call.body as { ticket_ids: string[] }).ticket_ids);
      server.slip = {
        ...server.slip,
        refunded_amount: 71.1 * ids.size,
        tickets: server.slip.tickets.map((t) => (ids.has(t.ticket_id) ? { ...t, state: 'user_cancel' as const } : t)),
      };
      return server.slip;
    },
  });
  return { ...fake, server };
}

async function openHistory() {
  fireEvent.click(screen.getByTestId('shop-tab-history'));
  await screen.findByTestId(`lottery-slip-${SLIP}`);
  // the cancel actions wait for the shop round (only its purchases can be cancelled)
  await screen.findByTestId(`slip-cancel-${SLIP}`);
}

const states = () => screen.getAllByTestId('lottery-ticket').map((r) => r.getAttribute('data-state'));

describe('partial cancel in the history tab', () => {
  it('quotes the fee of one ticket, cancels it on confirm, refreshes the list and reloads the wallet', async () => {
    const { api, calls } = historyApi();
    const { events } = renderShop({ api });
    await openHistory();
    // a cancelled ticket shows as cancelled and has no action
    const cancelled = screen.getAllByTestId('lottery-ticket')[2]!;
    expect(within(cancelled).getByTestId('ticket-state')).toHaveTextContent('ยกเลิกแล้ว');
    expect(screen.queryByTestId('ticket-cancel-t3')).toBeNull();

    fireEvent.click(screen.getByTestId('ticket-cancel-t2'));
    const dialog = await screen.findByTestId('shop-cancel-dialog');
    expect(await within(dialog).findByTestId('shop-cancel-fee')).toHaveTextContent('7.90 บาท');
    expect(within(dialog).getByTestId('shop-cancel-fee')).toHaveTextContent('10%');
    expect(within(dialog).getByTestId('shop-cancel-refund')).toHaveTextContent('71.10 บาท');
    expect(within(dialog).getByText('123456')).toBeInTheDocument();
    expect(within(dialog).queryByText('536077')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const listCalls = calls.filter((c) => c.path === 'lottery/bet-slip').length;
    fireEvent.click(within(dialog).getByTestId('shop-cancel-confirm'));
    await waitFor(() => expect(screen.queryByTestId('shop-cancel-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ticket_ids: ['t2'] });
    await waitFor(() => expect(states()).toEqual(['available', 'user_cancel', 'user_cancel']));
    expect(calls.filter((c) => c.path === 'lottery/bet-slip').length).toBe(listCalls + 1);
    expect(events).toContainEqual({ type: 'wallet/reload-requested' });
    expect(events.some((e) => e.type === 'cart/changed' && e.totalCount !== 0)).toBe(false);
    expect(screen.getByTestId('shop-cancel-done')).toBeInTheDocument();
    expect(screen.getByTestId('slip-refunded')).toHaveTextContent('71.10');
    expect(screen.queryByTestId('ticket-cancel-t2')).toBeNull();
    expect(screen.getByTestId('ticket-cancel-t1')).toBeInTheDocument();
  });

  it('cancels the whole purchase with the ids of every waiting ticket, and can be dismissed first', async () => {
    const { api, calls } = historyApi();
    renderShop({ api });
    await openHistory();
    fireEvent.click(screen.getByTestId(`slip-cancel-${SLIP}`));
    expect(await screen.findByTestId('shop-cancel-refund')).toHaveTextContent('142.20');
    expect(screen.getByTestId('shop-cancel-fee')).toHaveTextContent('15.80');
    fireEvent.click(screen.getByTestId('shop-cancel-dismiss'));
    expect(screen.queryByTestId('shop-cancel-dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByTestId(`slip-cancel-${SLIP}`));
    fireEvent.click(await screen.findByTestId('shop-cancel-confirm'));
    await waitFor(() => expect(states()).toEqual(['user_cancel', 'user_cancel', 'user_cancel']));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ticket_ids: ['t1', 't2'] });
    expect(screen.queryByTestId(`slip-cancel-${SLIP}`)).toBeNull();
  });

  it("shows the API's refusal outside the cancel window in Thai and keeps the tickets", async () => {
    const { api, routes } = historyApi();
    routes[`POST lottery/bet-slip/partial/${SLIP}`] = () => {
      throw apiError(ErrorCode.ROUND_CLOSED, { slip_id: SLIP });
    };
    const { events } = renderShop({ api });
    await openHistory();
    fireEvent.click(screen.getByTestId('ticket-cancel-t1'));
    fireEvent.click(await screen.findByTestId('shop-cancel-confirm'));
    const error = await screen.findByTestId('shop-cancel-error');
    expect(error).toHaveTextContent('ยกเลิกได้ภายใน 30 นาทีหลังซื้อ และไม่น้อยกว่า 15 นาทีก่อนปิดรับงวด');
    expect(screen.getByTestId('shop-cancel-dialog')).toBeInTheDocument();
    expect(states()).toEqual(['available', 'available', 'user_cancel']);
    expect(events.some((e) => e.type === 'wallet/reload-requested')).toBe(false);
  });

  it('explains the window when the quote is not cancellable, without a confirm button', async () => {
    const { api, calls } = historyApi({ cancellable: false });
    renderShop({ api });
    await openHistory();
    fireEvent.click(screen.getByTestId('ticket-cancel-t1'));
    expect(await screen.findByTestId('shop-cancel-not-allowed')).toHaveTextContent('30 นาที');
    expect(screen.queryByTestId('shop-cancel-confirm')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers no cancel on purchases of a round that is no longer open', async () => {
    const { api } = historyApi({ roundId: '76' });
    renderShop({ api });
    fireEvent.click(screen.getByTestId('shop-tab-history'));
    await screen.findByTestId(`lottery-slip-${SLIP}`);
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));
    expect(screen.queryByTestId(`slip-cancel-${SLIP}`)).toBeNull();
    expect(screen.queryByTestId('ticket-cancel-t1')).toBeNull();
  });
});
