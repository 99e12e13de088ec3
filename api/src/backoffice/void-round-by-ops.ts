/**
 * POST backoffice/rounds/{id}/void {reason}: an operator voids a round (draw-games/rounds/void-round.ts: every
 * pending stake refunded once, 404 / 409 E10409 when resulted or already void), recorded on the round as
 * `ops:<username>` and audited (`round.void`) in the same transaction. A round with a PENDING result entry
 * can still be voided by ops (a deliberate, audited decision: the entry is kept in the audit's `before`
 * and can no longer be confirmed); the scheduler's deadline voider skips such rounds instead.
 */
import { satangToBaht, type VoidRoundSummary } from 'shared-contracts';
import type { OpsActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { parseRoundId } from '../draw-games/rounds/parse-round-id';
import { voidRoundInTrx } from '../draw-games/rounds/void-round';

export async function voidRoundByOps(
  ctx: AppContext,
  actor: OpsActor,
  roundIdText: string,
  reason: string,
): Promise<VoidRoundSummary> {
  const roundId = parseRoundId(roundIdText);
  const now = ctx.clock.now();
  const voidedBy = `ops:${actor.username}`;
  const out = await ctx.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('rounds')
      .select(['state', 'closed_at'])
      .where('id', '=', roundId)
      .forUpdate()
      .executeTakeFirst();
    const outcome = await voidRoundInTrx(trx, roundId, reason, voidedBy, now);
    const pending = await trx
      .selectFrom('round_result_entries')
      .select(['raw', 'revision', 'entered_by', 'entered_at'])
      .where('round_id', '=', roundId)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    await recordAudit(
      trx,
      actor,
      {
        action: 'round.void',
        target: `round:${roundId}`,
        before: { state: before?.state, pending_result: pending ?? null },
        after: {
          state: 'void',
          reason,
          slips_refunded: outcome.slipsRefunded,
          total_refund: satangToBaht(outcome.totalRefund),
        },
      },
      now,
    );
    return outcome;
  });
  ctx.log.info({ reason, voidedBy, ...out }, 'round voided');
  return {
    round_id: String(out.roundId),
    slips_refunded: out.slipsRefunded,
    total_refund: satangToBaht(out.totalRefund),
    void: { reason, voided_at: now.toISOString(), voided_by: voidedBy },
  };
}
