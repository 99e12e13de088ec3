/**
 * `GET chat/profile` (docs/product.md "Constants"; the spec's chat profile): how the room names the player
 * (the name set with `PUT chat/profile`, else the masked customer code), and their chat ban: `banned_until` (ISO-8601) and `count_down` (seconds left),
 * which the room counts down while the composer is off. 404 E10001 for an unknown player.
 */
import { AppError, ErrorCode, maskCustomerCode, type ChatProfileData } from 'shared-contracts';
import type { AppContext } from '../context';

/** The chat profile of `userId` (see above). */
export async function getChatProfile(ctx: AppContext, userId: number): Promise<ChatProfileData> {
  const row = await ctx.db
    .selectFrom('users as u')
    .leftJoin('live_access as la', 'la.user_id', 'u.id')
    .leftJoin('chat_display_names as dn', 'dn.user_id', 'u.id')
    .select(['u.customer_code', 'la.banned_until', 'dn.display_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'user not found');
  const now = ctx.clock.now().getTime();
  const until = row.banned_until && row.banned_until.getTime() > now ? row.banned_until : null;
  return {
    user_uid: row.customer_code,
    display_name: row.display_name ?? maskCustomerCode(row.customer_code),
    is_banned: until !== null,
    banned_until: until?.toISOString() ?? null,
    count_down: until ? Math.ceil((until.getTime() - now) / 1000) : 0,
  };
}
