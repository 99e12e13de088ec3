/**
 * One stored message of the community chat (`channel-public`, docs/product.md "Constants") by its timetoken,
 * as reports and deletions need it: author, player id and text. Undefined when it is not there (never
 * published, deleted, expired, live-only or on another channel).
 */
import { sql } from 'kysely';
import { LIVE_CHANNELS } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';

export interface ChatMessageRow {
  timetoken: string;
  channel: string;
  publisher: string;
  userId: number | null;
  /** The player's text, or the server message's JSON. */
  text: string;
}

/** `forUpdate` locks the row (a deletion). */
export async function findChatMessage(
  db: DbOrTrx,
  timetoken: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ChatMessageRow | undefined> {
  let query = db
    .selectFrom('live_messages')
    .select([sql<string>`timetoken::text`.as('timetoken'), 'channel', 'publisher', 'user_id', 'message'])
    .where('timetoken', '=', timetoken)
    .where('channel', '=', LIVE_CHANNELS.public)
    .where('in_history', '=', true);
  if (opts.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const message = row.message as { text?: unknown } | null;
  const text = typeof message?.text === 'string' ? message.text : JSON.stringify(row.message);
  return { timetoken: row.timetoken, channel: row.channel, publisher: row.publisher, userId: row.user_id, text };
}
