/** GET /lottery/cancel-fee/partial/{id}: fee and refund per cancellable ticket of a slip (baht). */
import { PARTIAL_CANCEL, satangToBaht, type LotteryCancelFeeData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { playerSlip } from './player-slip';
import { cancelRefusal, ticketCancelFee } from './cancel-rules';

export async function getCancelFee(ctx: AppContext, userId: number, slipCode: string): Promise<LotteryCancelFeeData> {
  const now = ctx.clock.now();
  const slip = await playerSlip(ctx.db, userId, slipCode);
  const round = await ctx.db.selectFrom('rounds').selectAll().where('id', '=', slip.round_id).executeTakeFirstOrThrow();
  const tickets = await ctx.db
    .selectFrom('lottery_tickets')
    .selectAll()
    .where('slip_id', '=', slip.id)
    .where('state', '=', 'available')
    .orderBy('id')
    .execute();
  const rows = tickets.map((t) => {
    const f = ticketCancelFee(t.price_satang);
    return {
      ticket_id: String(t.id),
      number: t.number,
      price: t.price_satang,
      fee: f.feeSatang,
      refund: f.refundSatang,
    };
  });
  return {
    slip_id: slip.slip_code,
    cancellable: rows.length > 0 && cancelRefusal(round, slip, now) === null,
    fee_percent: PARTIAL_CANCEL.defaultFeePercent,
    tickets: rows.map((r) => ({
      ...r,
      price: satangToBaht(r.price),
      fee: satangToBaht(r.fee),
      refund: satangToBaht(r.refund),
    })),
    total_fee: satangToBaht(rows.reduce((s, r) => s + r.fee, 0)),
    total_refund: satangToBaht(rows.reduce((s, r) => s + r.refund, 0)),
  };
}
