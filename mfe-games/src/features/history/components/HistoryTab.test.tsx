import { fireEvent, screen, within } from '@testing-library/react';
import { numberPadStore } from '../../number-pad';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { openRound, slip } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

describe('history tab', () => {
  it("lists the player's slips with each line's Thai status and payout", async () => {
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET underground/bet-slip/thai': () => [slip({ status: 'WIN', total_payout: 9000 })],
    });
    renderGames({ api });
    fireEvent.click(screen.getByTestId('tab-history'));
    const card = await screen.findByTestId('slip-UG2612160001');
    const statuses = within(card).getAllByTestId('line-status');
    expect(statuses.map((s) => s.getAttribute('data-status'))).toEqual(['WIN', 'LOSE']);
    expect(statuses[0]).toHaveTextContent('ถูกรางวัล');
    expect(statuses[0]).toHaveTextContent('ได้รับ 9,000.00 บาท');
    expect(statuses[1]).toHaveTextContent('ไม่ถูกรางวัล');
    expect(within(card).getByTestId('slip-payout')).toHaveTextContent('9,000.00');
    expect(calls.find((c) => c.path === 'underground/bet-slip/thai')?.opts?.params).toEqual({ skip: 0, limit: 10 });
  });

  it('shows set lines as sets with their stake, and a voided slip', async () => {
    const setSlip = slip({
      slip_id: 'SETLA1',
      status: 'CANCEL',
      lines: [
        { ...slip().lines[0]!, kind: 'SET_4D', number: '1234', amount: 240, rate: 0, status: 'CANCEL', payout: 0 },
      ],
    });
    const { api } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET underground/bet-slip/thai': () => [
        { ...setSlip, void_reason: 'no result', lines: setSlip.lines.map((l) => ({ ...l, units: 2, rule: null })) },
      ],
    });
    renderGames({ api });
    fireEvent.click(screen.getByTestId('tab-history'));
    const card = await screen.findByTestId('slip-SETLA1');
    expect(within(card).getByTestId('line-status')).toHaveTextContent('2 ชุด (240.00 บาท)');
    expect(within(card).getByTestId('slip-voided')).toHaveTextContent('ถูกยกเลิก');
  });

  it('asks a visitor to log in', async () => {
    const { api } = createFakeHttpClient({ 'GET underground/current-round/thai': () => openRound() });
    renderGames({ api, visitor: true });
    fireEvent.click(screen.getByTestId('tab-history'));
    expect(await screen.findByTestId('history-login')).toHaveTextContent('เข้าสู่ระบบ');
  });
});
