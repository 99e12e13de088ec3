/** POST auth/logout: revokes the session of the bearer token; the token is refused from then on. */
import type { AppContext } from '../context';
import { revokeSession } from './sessions';

export async function logout(ctx: AppContext, sessionId: number): Promise<void> {
  await revokeSession(ctx.db, sessionId, ctx.clock.now());
}
