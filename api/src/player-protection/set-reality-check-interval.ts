/**
 * PUT users/reality-check: stores the player's reality-check interval (15, 30, 60 or 120 minutes,
 * validated by the route's schema) and answers the reality check as GET does.
 */
import type { RealityCheckData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { AuthUser } from '../http/auth-guard';
import { getRealityCheck } from './get-reality-check';

export async function setRealityCheckInterval(
  ctx: AppContext,
  user: AuthUser,
  intervalMinutes: number,
): Promise<RealityCheckData> {
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('player_protection')
    .values({ user_id: user.userId, reality_check_minutes: intervalMinutes, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ reality_check_minutes: intervalMinutes, updated_at: now }))
    .execute();
  return getRealityCheck(ctx, user);
}
