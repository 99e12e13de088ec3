/**
 * Shop slips and tickets as the wire shows them (baht; ticket states: docs/game-rules.md
 * "Government-lottery ticket shop").
 */
import type { Selectable } from 'kysely';
import { satangToBaht, type LotteryBetSlip, type LotteryTicket } from 'shared-contracts';
import type { LotterySlipsTable, LotteryTicketsTable } from '../../db/schema';
import type { DbOrTrx } from '../../db/transaction';

export type SlipRow = Selectable<LotterySlipsTable>;
export type TicketRow = Selectable<LotteryTicketsTable>;

interface StoredWin {
  tier: string;
  number: string;
  amountSatang: number;
}
interface StoredPromotion {
  promotion_type: 'BUY_FIRST_TIME' | 'BUY_GET_FREE';
  discount: number;
  free_tickets: number;
  description: string;
}

export function toTicketView(t: TicketRow): LotteryTicket {
  return {
    ticket_id: String(t.id),
    number: t.number,
    state: t.state,
    price: satangToBaht(t.price_satang),
    paid_with_free: t.paid_with_free,
    prize: satangToBaht(t.prize_satang),
    wins: ((t.wins as StoredWin[] | null) ?? []).map((w) => ({
      tier: w.tier,
      number: w.number,
      amount: satangToBaht(w.amountSatang),
    })),
  };
}

export function toSlipView(slip: SlipRow, drawDate: string, tickets: TicketRow[]): LotteryBetSlip {
  return {
    slip_id: slip.slip_code,
    round_id: String(slip.round_id),
    draw_date: drawDate,
    remark: slip.remark,
    total_count: slip.total_count,
    total_price: satangToBaht(slip.total_satang),
    discount: satangToBaht(slip.discount_satang),
    paid_amount: satangToBaht(slip.paid_satang),
    free_used: slip.free_used,
    free_earned: slip.free_earned,
    promotions: (slip.promotions as StoredPromotion[] | null) ?? [],
    refunded_amount: satangToBaht(slip.refunded_satang),
    total_prize: satangToBaht(slip.prize_satang),
    payout_status: slip.settled_at ? 'PAID' : 'PENDING',
    created_at: slip.created_at.toISOString(),
    tickets: tickets.map(toTicketView),
  };
}

/** Loads slips with their draw dates and tickets, keeping the order of `slips`. */
export async function loadSlipViews(db: DbOrTrx, slips: SlipRow[]): Promise<LotteryBetSlip[]> {
  if (slips.length === 0) return [];
  const ids = slips.map((s) => s.id);
  const [tickets, rounds] = await Promise.all([
    db.selectFrom('lottery_tickets').selectAll().where('slip_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('rounds')
      .select(['id', 'draw_date'])
      .where('id', 'in', [...new Set(slips.map((s) => s.round_id))])
      .execute(),
  ]);
  const dates = new Map(rounds.map((r) => [r.id, r.draw_date]));
  return slips.map((s) =>
    toSlipView(
      s,
      dates.get(s.round_id) ?? '',
      tickets.filter((t) => t.slip_id === s.id),
    ),
  );
}
