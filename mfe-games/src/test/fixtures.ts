import { undergroundResult } from 'shared-contracts/testing';
import type { DrawBetSlipData, CurrentRoundData, DrawWinningNumberData, LimitNumberEntry } from 'shared-contracts';

/** An open underground round closing in `seconds`. */
export function openRound(seconds = 3_725): CurrentRoundData {
  const round = {
    round_id: 'r-2026-12-16',
    count_down: { total_seconds: seconds },
    start_at: '2026-12-01T09:30:00.000Z',
    end_at: '2026-12-16T08:10:00.000Z',
    end_date: '2026-12-16',
    round_type: 'FULLDAY',
    state: 'open' as const,
  };
  return {
    current_round: round,
    all_rounds: [round],
    round_type: 'FULLDAY',
    lottery_bg: null,
    is_lottery_sold_out: false,
    closed_round: null,
    force_closed: false,
  };
}

/** A restricted number: THREE_TOP 123 closed for every round (no rate, remaining or cap), with `overrides`. */
export function limitEntry(overrides: Partial<LimitNumberEntry> = {}): LimitNumberEntry {
  return {
    kind: 'THREE_TOP',
    number: '123',
    rule: 'CLOSED',
    rate: null,
    remaining: null,
    cap: null,
    per_player_cap: null,
    unit: 'BAHT',
    round_id: null,
    ...overrides,
  };
}

export function slip(overrides: Partial<DrawBetSlipData> = {}): DrawBetSlipData {
  return {
    slip_id: 'UG2612160001',
    game_code: 'UG',
    round_id: 'r-2026-12-16',
    draw_date: '2026-12-16',
    remark: '',
    status: 'PENDING',
    total_amount: 20,
    total_payout: 0,
    created_at: '2026-12-10T05:00:00.000Z',
    lines: [
      {
        line_id: 'l1',
        kind: 'THREE_TOP',
        number: '123',
        amount: 10,
        rate: 900,
        potential_win: 9000,
        status: 'WIN',
        payout: 9000,
        units: null,
        rule: null,
        prize_tier: null,
      },
      {
        line_id: 'l2',
        kind: 'TWO_BOTTOM',
        number: '45',
        amount: 10,
        rate: 90,
        potential_win: 900,
        status: 'LOSE',
        payout: 0,
        units: null,
        rule: null,
        prize_tier: null,
      },
    ],
    void_reason: null,
    cancel_fee: 0,
    ...overrides,
  };
}

export const RESULT: DrawWinningNumberData = undergroundResult('2025-12-01');

/** Open rounds of a game with several sessions a day (e.g. a stock market's morning and afternoon). */
export function openSessions(
  sessions: { round_id: string; round_type: string; seconds: number; end_at: string }[],
): CurrentRoundData {
  const rounds = sessions.map((x) => ({
    round_id: x.round_id,
    count_down: { total_seconds: x.seconds },
    start_at: '2026-05-01T00:00:00.000Z',
    end_at: x.end_at,
    end_date: '2026-05-01',
    round_type: x.round_type,
    state: 'open' as const,
  }));
  return {
    current_round: rounds[0]!,
    all_rounds: rounds,
    round_type: rounds[0]!.round_type,
    lottery_bg: null,
    is_lottery_sold_out: false,
    closed_round: null,
    force_closed: false,
  };
}
