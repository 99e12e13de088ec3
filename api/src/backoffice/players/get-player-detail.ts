/**
 * `GET backoffice/players/{customer_code}`: a player's card for ops: the search summary plus free lottery tickets,
 * their six protection limits as in force now (player-protection/get-limits.ts, baht), their last 10 logins
 * (sessions, newest first) and their status history (newest first, at most 50). Unknown code → 404 E10001.
 */
import { AppError, ErrorCode, satangToBaht, type PlayerDetailData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { getLimits } from '../../player-protection/get-limits';
import { playerBalanceSatang } from '../../wallet/accounts';

const iso = (d: Date | string) => new Date(d).toISOString();

export async function getPlayerDetail(ctx: AppContext, customerCode: string): Promise<PlayerDetailData> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'customer_code', 'phone', 'status', 'created_at', 'self_excluded_until', 'free_lottery'])
    .where('customer_code', '=', customerCode.toUpperCase())
    .where('role', '=', 'player')
    .executeTakeFirst();
  if (!user) throw new AppError(ErrorCode.NOT_FOUND, `no player with customer_code ${customerCode}`);
  const now = ctx.clock.now();
  const [balance, limits, sessions, history] = await Promise.all([
    playerBalanceSatang(ctx.db, user.id),
    getLimits(ctx, user.id),
    ctx.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(10)
      .execute(),
    ctx.db
      .selectFrom('player_status_history')
      .select(['from_status', 'to_status', 'reason', 'actor_name', 'sessions_revoked', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .limit(50)
      .execute(),
  ]);
  const hasLimits = Object.values(limits).some((v) => typeof v === 'object' && v !== null && v.limit !== null);
  return {
    customer_code: user.customer_code,
    phone: user.phone,
    status: user.status,
    created_at: iso(user.created_at),
    balance: satangToBaht(Number(balance)),
    self_excluded_until:
      user.self_excluded_until && user.self_excluded_until.getTime() > now.getTime()
        ? iso(user.self_excluded_until)
        : null,
    has_limits: hasLimits,
    free_lottery: user.free_lottery,
    limits,
    recent_sessions: sessions.map((s) => ({
      created_at: iso(s.created_at),
      expires_at: iso(s.expires_at),
      revoked_at: s.revoked_at ? iso(s.revoked_at) : null,
    })),
    status_history: history.map((h) => ({
      from_status: h.from_status,
      to_status: h.to_status,
      reason: h.reason,
      actor: h.actor_name,
      sessions_revoked: h.sessions_revoked,
      created_at: iso(h.created_at),
    })),
  };
}
