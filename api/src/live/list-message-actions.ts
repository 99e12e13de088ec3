/**
 * The message actions of a channel (`GET /v1/message-actions/{sub}/channel/{ch}`): the newest `limit` (at
 * most 100) whose action timetoken is before `start` (exclusive) and from `end` (inclusive), oldest first,
 * with `more` pointing to the older ones. Removed actions are not listed.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { MessageActionData } from './add-message-action';

export interface ActionsPage {
  data: MessageActionData[];
  more?: { url: string; start: string; end?: string; limit: number };
}

export async function listMessageActions(
  db: Db,
  input: { channel: string; start?: bigint; end?: bigint; limit: number; url: string },
): Promise<ActionsPage> {
  const rows = await sql<{
    type: string;
    value: string;
    publisher: string;
    action_tt: string;
    message_tt: string;
  }>`
    select type, value, publisher, action_timetoken::text as action_tt, message_timetoken::text as message_tt
      from live_message_actions
     where channel = ${input.channel} and removed_timetoken is null
       ${input.start !== undefined ? sql`and action_timetoken < ${input.start.toString()}::bigint` : sql``}
       ${input.end !== undefined ? sql`and action_timetoken >= ${input.end.toString()}::bigint` : sql``}
     order by action_timetoken desc
     limit ${input.limit + 1}`.execute(db);
  const page = rows.rows.slice(0, input.limit).reverse();
  const data = page.map((r) => ({
    type: r.type,
    value: r.value,
    uuid: r.publisher,
    actionTimetoken: r.action_tt,
    messageTimetoken: r.message_tt,
  }));
  if (rows.rows.length <= input.limit || data.length === 0) return { data };
  const start = data[0]!.actionTimetoken;
  const end = input.end?.toString();
  const query = `start=${start}${end ? `&end=${end}` : ''}&limit=${input.limit}`;
  return { data, more: { url: `${input.url}?${query}`, start, ...(end ? { end } : {}), limit: input.limit } };
}
