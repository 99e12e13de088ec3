/**
 * Voids a round (docs/game-rules.md "Voids and refunds"): inside the caller's transaction, lock the round FOR
 * UPDATE, refuse a round already resulted or void (409 E10409), refund every slip's still-pending stake
 * through the ledger (house → player, scope `refund`, key `void:{slip id}`, so never twice), mark its
 * pending lines and slips CANCEL, and store the audit (reason, who, when) on the round → state void.
 * Lines the player already cancelled keep their own (fee-deducted) refund.
 * A round of a registered family (round-families.ts: the ticket shop's LOTTH) has no bet lines: the family refunds
 * its purchases (the shop: money, FREE_LOTTERY tickets, tickets → refund, carts released).
 * Each refunded player gets a VOID_REFUND notification per slip, pushed live (notify-void-refunds.ts).
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { notifyVoidRefunds } from './notify-void-refunds';
import { postVoidRefund } from './post-void-refund';
import { roundFamilyOf, type FamilyVoidRefund } from './round-families';

export interface VoidOutcome {
  roundId: number;
  slipsRefunded: number;
  /** satang */
  totalRefund: number;
  /** A family round's refund (round-families.ts; slips and money are in the fields above too). */
  family?: FamilyVoidRefund;
}

export async function voidRoundInTrx(
  trx: Trx,
  roundId: number,
  reason: string,
  voidedBy: string,
  now: Date,
): Promise<VoidOutcome> {
  const round = await trx.selectFrom('rounds').selectAll().where('id', '=', roundId).forUpdate().executeTakeFirst();
  if (!round) throw new AppError(ErrorCode.NOT_FOUND, `round ${roundId} does not exist`);
  if (round.state === 'void')
    throw new AppError(ErrorCode.CONFLICT, `round ${round.id} is already void (${round.void_reason ?? ''})`);
  if (round.state === 'resulted' || round.state === 'settled')
    throw new AppError(ErrorCode.CONFLICT, `round ${round.id} (${round.draw_date}) is resulted: it cannot be voided`);

  const family = roundFamilyOf(round.game_code);
  if (family) {
    const refund = await family.refundForVoid(trx, round, reason, now);
    await markVoid(trx, round, reason, voidedBy, now);
    return { roundId: round.id, slipsRefunded: refund.slipsRefunded, totalRefund: refund.totalRefund, family: refund };
  }

  const pending = await trx
    .selectFrom('bet_lines as l')
    .innerJoin('bet_slips as s', 's.id', 'l.slip_id')
    .select(['s.id as slip_id', 's.slip_code', 's.user_id', 'l.amount_satang'])
    .where('s.round_id', '=', round.id)
    .where('l.status', '=', 'PENDING')
    .execute();
  const bySlip = new Map<number, { code: string; userId: number; amount: number }>();
  for (const l of pending) {
    const s = bySlip.get(l.slip_id) ?? { code: l.slip_code, userId: l.user_id, amount: 0 };
    s.amount += l.amount_satang;
    bySlip.set(l.slip_id, s);
  }
  for (const s of bySlip.values())
    await postVoidRefund(trx, round, reason, { userId: s.userId, code: s.code, amountSatang: s.amount }, now);
  if (bySlip.size > 0) {
    const slipIds = [...bySlip.keys()];
    await trx
      .updateTable('bet_lines')
      .set({ status: 'CANCEL', settled_at: now })
      .where('slip_id', 'in', slipIds)
      .where('status', '=', 'PENDING')
      .execute();
    await trx.updateTable('bet_slips').set({ status: 'CANCEL' }).where('id', 'in', slipIds).execute();
  }
  await notifyVoidRefunds(
    trx,
    round,
    [...bySlip.values()].map((s) => ({ userId: s.userId, code: s.code, amountSatang: s.amount })),
    now,
  );
  await markVoid(trx, round, reason, voidedBy, now);
  return {
    roundId: round.id,
    slipsRefunded: bySlip.size,
    totalRefund: [...bySlip.values()].reduce((t, s) => t + s.amount, 0),
  };
}

/** The audit on the round: state void with the reason, who and when. */
async function markVoid(
  trx: Trx,
  round: { id: number; closed_at: Date | null },
  reason: string,
  voidedBy: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('rounds')
    .set({ state: 'void', void_reason: reason, voided_at: now, voided_by: voidedBy, closed_at: round.closed_at ?? now })
    .where('id', '=', round.id)
    .execute();
}
