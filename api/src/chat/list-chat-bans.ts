/** `GET backoffice/chat/bans`: the players banned from writing in the chat now, the longest ban first. */
import type { ChatBanData } from 'shared-contracts';
import type { AppContext } from '../context';
import { chatBanView } from './chat-ban-view';

export async function listChatBans(ctx: AppContext): Promise<ChatBanData[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db
    .selectFrom('live_access as la')
    .innerJoin('users as u', 'u.id', 'la.user_id')
    .select(['u.customer_code', 'la.banned_until', 'la.ban_reason'])
    .where('la.banned_until', '>', now)
    .orderBy('la.banned_until', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => chatBanView(r.customer_code, r.banned_until, r.ban_reason, now));
}
