/**
 * GET users/reality-check: for the session making the request, when it started (login), the minutes
 * since, the net result of play since then (payouts + refunds − stakes, baht) and the interval between
 * checks (the player's choice or REALITY_CHECK_MINUTES) with the seconds until the next one is due.
 */
import { satangToBaht, type RealityCheckData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { AuthUser } from '../http/auth-guard';
import { netPlayResultSince } from './player-totals';

export async function getRealityCheck(ctx: AppContext, user: AuthUser): Promise<RealityCheckData> {
  const now = ctx.clock.now();
  const [session, protection] = await Promise.all([
    ctx.db.selectFrom('sessions').select('created_at').where('id', '=', user.sessionId).executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('player_protection')
      .select('reality_check_minutes')
      .where('user_id', '=', user.userId)
      .executeTakeFirst(),
  ]);
  const intervalMinutes = protection?.reality_check_minutes ?? ctx.config.realityCheckMinutes;
  const intervalMs = intervalMinutes * 60_000;
  const elapsedMs = Math.max(0, now.getTime() - session.created_at.getTime());
  const net = await netPlayResultSince(ctx.db, user.userId, session.created_at);
  return {
    interval_minutes: intervalMinutes,
    session_started_at: session.created_at.toISOString(),
    elapsed_minutes: Math.floor(elapsedMs / 60_000),
    net_result: satangToBaht(net),
    next_check_in_seconds: Math.max(1, Math.ceil((intervalMs - (elapsedMs % intervalMs)) / 1000)),
  };
}
