/**
 * GET invites/me (a player): the player's referral code and invite link path (`/register?ref=CODE`), whether
 * the FriendInvite flag has the feature open, the rate in force (basis points), the players they invited
 * (customer codes masked as the chat masks them, newest first, at most 100) with the commission each earned
 * them, and the totals. Commission amounts are baht on the wire (paid as play money, INVITE_COMMISSION).
 */
import { maskCustomerCode, satangToBaht, type InvitesMeData } from 'shared-contracts';
import type { AppContext } from '../context';
import { getSystemStatus } from '../system/system-status';
import { readCommissionRate } from './commission-rate';

const LISTED = 100;

export async function getMyInvites(ctx: AppContext, userId: number): Promise<InvitesMeData> {
  const now = ctx.clock.now();
  const me = await ctx.db.selectFrom('users').select('invite_code').where('id', '=', userId).executeTakeFirstOrThrow();
  const invited = await ctx.db
    .selectFrom('users as u')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('invite_commissions')
          .select((e) => [
            'invitee_id',
            e.fn.sum<string | number>('commission_satang').as('commission'),
            e.fn.countAll<string | number>().as('slips'),
          ])
          .where('referrer_id', '=', userId)
          .groupBy('invitee_id')
          .as('c'),
      (join) => join.onRef('c.invitee_id', '=', 'u.id'),
    )
    .select(['u.customer_code', 'u.created_at', 'c.commission', 'c.slips'])
    .where('u.invited_by', '=', userId)
    .orderBy('u.id', 'desc')
    .limit(LISTED)
    .execute();
  const totals = await ctx.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('invited_by', '=', userId)
    .executeTakeFirstOrThrow();
  const earned = await ctx.db
    .selectFrom('invite_commissions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('commission_satang'), eb.lit(0)).as('total'))
    .where('referrer_id', '=', userId)
    .executeTakeFirstOrThrow();
  const status = await getSystemStatus(ctx.db);
  return {
    invite_code: me.invite_code,
    link_path: `/register?ref=${encodeURIComponent(me.invite_code)}`,
    feature_open: status.FriendInvite,
    commission_rate_bps: (await readCommissionRate(ctx.db, ctx.config, now)).bps,
    invited_count: Number(totals.n),
    commission_total: satangToBaht(Number(earned.total)),
    invited: invited.map((p) => ({
      customer_code: maskCustomerCode(p.customer_code),
      joined_at: new Date(p.created_at).toISOString(),
      commission: satangToBaht(Number(p.commission ?? 0)),
      slips: Number(p.slips ?? 0),
    })),
  };
}
