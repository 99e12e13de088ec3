/**
 * PUT users/limits: changes the limits the body names (satang after parsing; null = no limit; a field
 * left out stays). A lower or new limit applies at once; a higher one or a removal is stored as pending
 * and applies LIMIT_RAISE_DELAY_HOURS later (server clock); the limit in force again cancels a pending
 * raise. Runs under the player's protection-row lock, so a limit lowered now binds the next deposit or
 * bet. Answers the limits as GET users/limits does.
 */
import { LIMIT_KINDS, type LimitKind, type PlayerLimitsData } from 'shared-contracts';
import type { AppContext } from '../context';
import { planLimitChange } from './limit-rules';
import { getLimits } from './get-limits';
import { lockProtectionRow } from './lock-protection-row';
import { readLimits } from './read-limits';

export async function setLimits(
  ctx: AppContext,
  userId: number,
  requested: Partial<Record<LimitKind, number | null>>,
): Promise<PlayerLimitsData> {
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    await lockProtectionRow(trx, userId, now);
    const current = await readLimits(trx, userId, now);
    const delayMs = ctx.config.limitRaiseDelayHours * 3_600_000;
    for (const kind of LIMIT_KINDS) {
      const value = requested[kind];
      if (value === undefined) continue;
      const next = planLimitChange(current[kind], value, now, delayMs);
      const row = {
        limit_satang: next.limitSatang,
        pending_satang: next.pending?.limitSatang ?? null,
        pending_effective_at: next.pending?.effectiveAt ?? null,
        updated_at: now,
      };
      await trx
        .insertInto('player_limits')
        .values({ user_id: userId, kind, ...row })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(row))
        .execute();
    }
  });
  return getLimits(ctx, userId);
}
