import {
  checkGloTicket,
  type CurrentRoundData,
  type GloDraw,
  type GovernmentWinningResult,
  type LotteryBetSlip,
  type LotteryCartData,
  type LotteryCartSummary,
} from 'shared-contracts';

export const DRAW_DATE = '2026-05-02';

export function shopRound(): CurrentRoundData {
  const round = {
    round_id: '77',
    count_down: { total_seconds: 3 * 3600 },
    start_at: '2026-04-16T09:30:00.000Z',
    // closes in 3 hours on this device's clock (the shop counts from the server's countdown)
    end_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
    end_date: DRAW_DATE,
    round_type: 'LOTTERY',
    state: 'open' as const,
  };
  return {
    current_round: round,
    all_rounds: [round],
    round_type: 'LOTTERY',
    lottery_bg: `/api/v1/lottery/fe/background/${DRAW_DATE}T16:00:00`,
    is_lottery_sold_out: false,
    closed_round: null,
    force_closed: false,
  };
}

export function cart(items: Record<string, number>, extra: Partial<LotteryCartData> = {}): LotteryCartData {
  const number_list = Object.entries(items)
    .filter(([, a]) => a > 0)
    .map(([number, amount]) => ({ number, amount, promotion_type: null }));
  return {
    round_id: '77',
    number_list,
    is_expired: false,
    expired_at: number_list.length ? new Date(Date.now() + 15 * 60_000).toISOString() : '9999-12-31T23:59:59.999Z',
    total_count: number_list.reduce((s, n) => s + n.amount, 0),
    updated_at: null,
    ...extra,
  };
}

export function summary(items: Record<string, number>, freeLottery = 0): LotteryCartSummary {
  const list = Object.entries(items).map(([number, amount]) => ({
    number,
    amount,
    promotion_type: null,
    unit_price: 79,
    price: amount * 79,
  }));
  const total = list.reduce((s, i) => s + i.amount, 0);
  return {
    round_id: '77',
    draw_date: DRAW_DATE,
    items: list,
    total_count: total,
    unit_price: 79,
    total_price: total * 79,
    promotions: [],
    discount: 0,
    net_price: total * 79,
    free_lottery: freeLottery,
    is_expired: false,
    expired_at: new Date(Date.now() + 15 * 60_000).toISOString(),
  };
}

export function slip(overrides: Partial<LotteryBetSlip> = {}): LotteryBetSlip {
  return {
    slip_id: 'LOTTH2605020001',
    round_id: '77',
    draw_date: DRAW_DATE,
    remark: '',
    total_count: 2,
    total_price: 158,
    discount: 0,
    paid_amount: 158,
    free_used: 0,
    free_earned: 0,
    promotions: [],
    refunded_amount: 0,
    total_prize: 0,
    payout_status: 'PENDING',
    created_at: '2026-05-01T03:00:00.000Z',
    tickets: [
      { ticket_id: 't1', number: '536077', state: 'available', price: 79, paid_with_free: false, prize: 0, wins: [] },
      { ticket_id: 't2', number: '123456', state: 'available', price: 79, paid_with_free: false, prize: 0, wins: [] },
    ],
    ...overrides,
  };
}

/** A real draw in the winning-result wire shape. */
export function winningResult(draw: GloDraw, payout: 'PENDING' | 'PAID' = 'PAID'): GovernmentWinningResult {
  return {
    date: draw.date,
    payout_status: payout,
    first_prize: [draw.first],
    first_three_prize: draw.firstThree,
    last_three_prize: draw.lastThree,
    last_two_prize: [draw.lastTwo],
    similar_first_prize: draw.adjacentFirst,
    second_prize: draw.second,
    third_prize: draw.third,
    fourth_prize: draw.fourth,
    fifth_prize: draw.fifth,
    prize_amount: {},
  };
}

export { checkGloTicket };

export { undergroundResult } from 'shared-contracts/testing';
