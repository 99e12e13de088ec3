/**
 * POST auth/logout: revokes the session of the bearer token; the token is refused from then on, and so is every
 * live token of that session (the gateway's processes are told in the same transaction, live/revoke-live-tokens.ts).
 */
import type { AppContext } from '../context';
import { announceLiveAccessChange } from '../live/revoke-live-tokens';
import { revokeSession } from './sessions';

export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await revokeSession(trx, sessionId, ctx.clock.now());
    if (userId !== null) await announceLiveAccessChange(trx, userId);
  });
}
