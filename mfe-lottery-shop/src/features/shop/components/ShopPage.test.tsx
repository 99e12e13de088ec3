/** The shop at /lottery/thai over a fake API: search, add, conflict, cart, checkout, history, visitor. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type LotteryBookBody } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { cart, DRAW_DATE, shopRound, slip, summary } from '../../../test/fixtures';
import { renderShop } from '../../../test/render-shop';

function shopApi(initial: Record<string, number> = {}) {
  const server = { items: { ...initial }, expired: false };
  const fake = createFakeHttpClient({
    'GET underground/current-round': () => shopRound(),
    'GET lottery/cart': () => cart(server.items, { is_expired: server.expired }),
    'POST lottery/book': (call) => {
      for (const l of (call.body as LotteryBookBody).bet_detail_list) server.items[l.number] = Number(l.amount);
      server.expired = false;
      return cart(server.items);
    },
    'POST lottery/search-number': () => ({
      round_id: '77',
      draw_date: DRAW_DATE,
      lottery_bg: null,
      number_list: [
        { number: '123456', remaining: 5 },
        { number: '123956', remaining: 2 },
      ],
    }),
    'GET lottery/cart/summary': () => summary(server.items, 1),
    'POST lottery/bet/limitation': (call) => {
      const uses = (call.body as { uses: number }).uses;
      const total = Object.values(server.items).reduce((s, a) => s + a, 0);
      return {
        round_id: '77',
        total_count: total,
        total_price: total * 79,
        discount: 0,
        uses,
        pay_amount: (total - uses) * 79,
        balance: 500,
        free_lottery: 1,
        promotions: [],
      };
    },
    'POST lottery/bet': () => {
      server.items = {};
      return slip({ slip_id: 'LOTTH0001', total_count: 2, paid_amount: 79, free_used: 1 });
    },
    'GET lottery/bet-slip': () => ({ items: [], total: 0 }),
    'GET underground/winning-number/thai': () => [],
  });
  return { ...fake, server };
}

async function searchFor(pattern: string[]) {
  pattern.forEach((d, i) => fireEvent.change(screen.getByTestId(`search-digit-${i}`), { target: { value: d } }));
  fireEvent.click(screen.getByTestId('search-submit'));
  await screen.findByTestId('search-results');
}

describe('ShopPage', () => {
  it('searches with blanks as any digit and shows ticket cards with the draw artwork', async () => {
    const { api, calls } = shopApi();
    renderShop({ api });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));
    expect(screen.getByTestId('shop-draw-date')).toHaveTextContent('2 พฤษภาคม 2569');
    // the spec's shown times: close 13:00, payout 16:16
    expect(screen.getByTestId('shop-times')).toHaveTextContent('ปิดรับ 13:00 น. · จ่ายรางวัล 16:16 น.');
    await searchFor(['1', '2', '3', '_', '', '6']);
    const call = calls.find((c) => c.path === 'lottery/search-number')!;
    expect(call.body).toEqual({
      first_number: '1',
      second_number: '2',
      third_number: '3',
      fourth_number: '',
      fifth_number: '',
      sixth_number: '6',
    });
    expect(call.opts?.params).toEqual({ limit: 20 });
    const card = screen.getByTestId('ticket-123456');
    expect(within(card).getByTestId('ticket-artwork')).toHaveAttribute(
      'src',
      `/api/v1/lottery/fe/background/${DRAW_DATE}T16:00:00`,
    );
    expect(within(card).getByTestId('ticket-remaining')).toHaveTextContent('เหลือ 5 ใบ');
  });

  it('adds tickets to the cart, updates the badge and publishes cart/changed', async () => {
    const { api, calls } = shopApi();
    const { events } = renderShop({ api });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));
    await searchFor(['1', '2', '3', '4', '5', '6']);
    const card = screen.getByTestId('ticket-123456');
    fireEvent.change(within(card).getByTestId('ticket-amount'), { target: { value: '3' } });
    fireEvent.click(within(card).getByTestId('ticket-add'));
    await waitFor(() => expect(screen.getByTestId('cart-message')).toHaveAttribute('data-result', 'UPDATED'));
    expect(calls.find((c) => c.path === 'lottery/book')?.body).toEqual({
      bet_detail_list: [{ number: '123456', amount: 3 }],
    });
    expect(screen.getByTestId('shop-cart-count')).toHaveTextContent('3');
    expect(events).toContainEqual({ type: 'cart/changed', totalCount: 3 });
  });

  it('reports a stock conflict retried with the remaining stock', async () => {
    const { api, routes } = shopApi();
    let first = true;
    const book = routes['POST lottery/book']!;
    routes['POST lottery/book'] = (call) => {
      if (first) {
        first = false;
        throw apiError(ErrorCode.LIMITATION_CHANGE, { remaining: [{ number: '123456', remaining: 2 }] });
      }
      return book(call);
    };
    renderShop({ api });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));
    await searchFor(['1', '2', '3', '4', '5', '6']);
    const card = screen.getByTestId('ticket-123456');
    fireEvent.change(within(card).getByTestId('ticket-amount'), { target: { value: '4' } });
    fireEvent.click(within(card).getByTestId('ticket-add'));
    const msg = await screen.findByTestId('cart-message');
    await waitFor(() => expect(msg).toHaveAttribute('data-result', 'UPDATE_WITH_CONFLICTED'));
    expect(msg).toHaveTextContent('ใส่ตะกร้าได้ 2 ใบ');
    expect(screen.getByTestId('shop-cart-count')).toHaveTextContent('2');
  });

  it('asks a visitor to log in instead of adding', async () => {
    const { api, calls } = shopApi();
    const { events } = renderShop({ api, visitor: true });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));
    await searchFor(['1', '', '', '', '', '']);
    fireEvent.click(within(screen.getByTestId('ticket-123456')).getByTestId('ticket-add'));
    await waitFor(() => expect(screen.getByTestId('cart-message')).toHaveAttribute('data-result', 'NOT_LOGGED_IN'));
    expect(calls.some((c) => c.path === 'lottery/book')).toBe(false);
    fireEvent.click(within(screen.getByTestId('cart-message')).getByRole('button'));
    expect(events.some((e) => e.type === 'auth/login-requested')).toBe(true);
  });

  it('shows the cart with its countdown, removes one, and checks out with a free ticket', async () => {
    const { api, calls } = shopApi({ '123456': 2, '654321': 1 });
    const { events } = renderShop({ api, path: '/lottery/thai?tab=cart' });
    await screen.findByTestId('cart-tab');
    expect(screen.getByTestId('cart-expiry')).toHaveTextContent(/^00:1[45]:\d\d$/);
    expect(screen.getByTestId('cart-total')).toHaveTextContent('237');
    fireEvent.click(screen.getByTestId('cart-decrease-654321'));
    await waitFor(() => expect(screen.queryByTestId('cart-item-654321')).toBeNull());
    fireEvent.click(screen.getByTestId('cart-checkout'));
    await screen.findByTestId('summary-step');
    await waitFor(() => expect(screen.getByTestId('summary-pay')).toHaveTextContent('158.00'));
    fireEvent.change(screen.getByTestId('summary-uses'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('summary-pay')).toHaveTextContent('79.00'));
    fireEvent.click(screen.getByTestId('summary-confirm'));
    expect(await screen.findByTestId('success-slip-id')).toHaveTextContent('LOTTH0001');
    const bet = calls.find((c) => c.path === 'lottery/bet')!;
    expect(bet.body).toEqual({ remark: '', uses: 1 });
    expect(bet.opts?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toContainEqual({ type: 'wallet/balance-changed' });
    expect(screen.getByTestId('shop-cart-count')).toHaveTextContent('0');
  });

  it('opens the tab named by ?tab= when the shell changes the location', async () => {
    const { api } = shopApi({ '123456': 1 });
    const { bus } = renderShop({ api });
    await screen.findByTestId('search-panel');
    act(() => {
      window.history.pushState(null, '', '/lottery/thai?tab=cart');
      bus.publish({ type: 'route/changed', pathname: '/lottery/thai' });
    });
    expect(await screen.findByTestId('cart-tab')).toBeInTheDocument();
  });

  it('shows an expired cart and refreshes it', async () => {
    const { api, server, calls } = shopApi({ '123456': 2 });
    server.expired = true;
    renderShop({ api, path: '/lottery/thai?tab=cart' });
    await screen.findByTestId('cart-expired');
    expect(screen.getByTestId('cart-checkout')).toBeDisabled();
    await act(async () => fireEvent.click(screen.getByTestId('cart-refresh')));
    await waitFor(() => expect(screen.getByTestId('cart-tab')).toHaveAttribute('data-status', 'ready'));
    expect(calls.filter((c) => c.path === 'lottery/book').at(-1)?.body).toEqual({
      bet_detail_list: [{ number: '123456', amount: 2 }],
    });
  });

  it('lists purchased tickets with their states and prizes', async () => {
    const { api, routes } = shopApi();
    routes['GET lottery/bet-slip'] = () => ({
      items: [
        slip({
          payout_status: 'PAID',
          total_prize: 6_000_000,
          tickets: [
            {
              ticket_id: 't1',
              number: '536077',
              state: 'win',
              price: 79,
              paid_with_free: false,
              prize: 6_000_000,
              wins: [],
            },
            {
              ticket_id: 't2',
              number: '123456',
              state: 'unavailable',
              price: 79,
              paid_with_free: false,
              prize: 0,
              wins: [],
            },
          ],
        }),
      ],
      total: 1,
    });
    renderShop({ api });
    fireEvent.click(screen.getByTestId('shop-tab-history'));
    const win = await screen.findByText('536077');
    const row = win.closest('[data-testid="lottery-ticket"]')!;
    expect(row).toHaveAttribute('data-state', 'win');
    expect(within(row as HTMLElement).getByTestId('ticket-prize')).toHaveTextContent('6,000,000.00');
    expect(screen.getByText('ไม่ถูกรางวัล')).toBeInTheDocument();
  });
});
