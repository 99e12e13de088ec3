import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CancelFeeData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound, slip } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

const pending = () =>
  slip({ status: 'PENDING', lines: slip().lines.map((l) => ({ ...l, status: 'PENDING' as const, payout: 0 })) });

const fee = (lineIds: string[]): CancelFeeData => ({
  slip_id: 'UG2612160001',
  fee_percent: 10,
  cancellable: true,
  reason: null,
  cancellable_until: '2026-12-10T05:30:00.000Z',
  lines: lineIds.map((id) => ({ line_id: id, amount: 10, fee: 1, status: 'PENDING' as const })),
  total_amount: 10 * lineIds.length,
  total_fee: 1 * lineIds.length,
  refund: 9 * lineIds.length,
});

describe('partial cancel from the history tab', () => {
  it('shows the fee of the chosen lines first, then cancels them and shows the updated slip', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET underground/bet-slip/thai': () => [pending()],
      'GET underground/cancel-fee/partial/thai/UG2612160001': () => fee(['l2']),
      'POST underground/bet-slip/partial/thai/UG2612160001': () => {
        const s = pending();
        return {
          slip_id: s.slip_id,
          cancelled_line_ids: ['l2'],
          cancelled_amount: 10,
          fee: 1,
          refund: 9,
          slip: { ...s, lines: s.lines.map((l) => (l.line_id === 'l2' ? { ...l, status: 'USER_CANCEL' } : l)) },
        };
      },
    });
    const { events } = renderGames({ api });
    fireEvent.click(screen.getByTestId('tab-history'));
    await screen.findByTestId('slip-UG2612160001');
    expect(screen.getByTestId('slip-cancel-lines-UG2612160001')).toBeDisabled();
    fireEvent.click(screen.getByTestId('cancel-line-l2'));
    fireEvent.click(screen.getByTestId('slip-cancel-lines-UG2612160001'));
    const dialog = await screen.findByTestId('cancel-dialog');
    expect(await within(dialog).findByTestId('cancel-fee')).toHaveTextContent('ค่าธรรมเนียมการยกเลิก 1.00 บาท');
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('ได้รับเงินคืน 9.00 บาท');
    expect(calls.find((c) => c.path.includes('cancel-fee'))?.opts?.params).toEqual({ line_ids: 'l2' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ line_ids: ['l2'] });
    const statuses = screen.getAllByTestId('line-status').map((s) => s.getAttribute('data-status'));
    expect(statuses).toEqual(['PENDING', 'USER_CANCEL']);
    // the slip's stake is what is still staked, with what was cancelled beside it
    const cancelledLine = pending().lines.find((l) => l.line_id === 'l2')!;
    const standing = pending().total_amount - cancelledLine.amount;
    expect(screen.getByTestId('slip-total')).toHaveTextContent(
      `ยอดแทง ${standing.toFixed(2)} บาท` + `ยกเลิกแล้ว ${cancelledLine.amount.toFixed(2)} บาท`,
    );
    expect(events.some((e) => e.type === 'wallet/reload-requested')).toBe(true);
  });

  it('cancels a whole slip with an empty body, and can be dismissed without cancelling', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET underground/bet-slip/thai': () => [pending()],
      'GET underground/cancel-fee/partial/thai/UG2612160001': () => fee(['l1', 'l2']),
    });
    renderGames({ api });
    fireEvent.click(screen.getByTestId('tab-history'));
    fireEvent.click(await screen.findByTestId('slip-cancel-UG2612160001'));
    expect(await screen.findByTestId('cancel-fee')).toHaveTextContent('2.00');
    expect(calls.find((c) => c.path.includes('cancel-fee'))?.opts?.params).toBeUndefined();
    fireEvent.click(screen.getByTestId('cancel-dismiss'));
    expect(screen.queryByTestId('cancel-dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the quote of the latest request: a slow quote of an earlier tap never replaces it', async () => {
    let answerFirst: (fee: CancelFeeData) => void = () => undefined;
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET underground/bet-slip/thai': () => [pending()],
      // the quote of line l2 is slow; the quote of the whole slip answers at once
      'GET underground/cancel-fee/partial/thai/UG2612160001': (call) =>
        call.opts?.params
          ? new Promise<CancelFeeData>((resolve) => {
              answerFirst = resolve;
            })
          : fee(['l1', 'l2']),
      'POST underground/bet-slip/partial/thai/UG2612160001': () => {
        const s = pending();
        const lines = s.lines.map((l) => ({ ...l, status: 'USER_CANCEL' as const }));
        return {
          slip_id: s.slip_id,
          cancelled_line_ids: ['l1', 'l2'],
          cancelled_amount: 20,
          fee: 2,
          refund: 18,
          slip: { ...s, lines },
        };
      },
    });
    renderGames({ api });
    fireEvent.click(screen.getByTestId('tab-history'));
    await screen.findByTestId('slip-UG2612160001');
    fireEvent.click(screen.getByTestId('cancel-line-l2'));
    fireEvent.click(screen.getByTestId('slip-cancel-lines-UG2612160001'));
    expect(await screen.findByTestId('cancel-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-confirm')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-cancel-UG2612160001'));
    expect(await screen.findByTestId('cancel-fee')).toHaveTextContent('2.00');
    await act(async () => answerFirst(fee(['l2'])));
    expect(screen.getByTestId('cancel-fee')).toHaveTextContent('2.00');
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    await waitFor(() => expect(screen.queryByTestId('cancel-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{}]);
  });
});
