import type { LivePlayerMeta } from 'shared-contracts';
import type { AppContext } from '../context';

/**
 * The chat room's sender name (the spec's message metadata `displayName`): the name the player chose
 * (`PUT chat/profile`, chat/set-chat-display-name.ts), set by the server so nobody can write another's; a
 * `displayName` the page sent is dropped. Without a chosen name the room shows the masked customer code.
 */
export async function withSenderDisplayName(
  ctx: AppContext,
  userId: number,
  meta: LivePlayerMeta | null,
): Promise<LivePlayerMeta | null> {
  const { displayName: _sent, ...rest } = meta ?? {};
  const row = await ctx.db
    .selectFrom('chat_display_names')
    .select('display_name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const out = row ? { ...rest, displayName: row.display_name } : rest;
  return Object.keys(out).length ? out : null;
}
