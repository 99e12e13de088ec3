/**
 * History of the gateway (`GET /v3/history/...` and `/v3/history-with-actions/...`, the SDK's
 * fetchMessages): per channel the newest `max` stored messages with `end <= timetoken < start` (start
 * exclusive, end inclusive, both optional), oldest first; with actions, each message's live reactions as
 * `{type: {value: [{uuid, actionTimetoken}]}}`. For one channel, `more` gives the `start` of the next older
 * page when there is one (the chat pages by LIVE_HISTORY_PAGE, docs/product.md "Constants").
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface HistoryQuery {
  channels: string[];
  max: number;
  start?: bigint;
  end?: bigint;
  includeMeta: boolean;
  includeUuid: boolean;
  includeMessageType: boolean;
  includeCustomMessageType: boolean;
  withActions: boolean;
  /** The path of this request (for `more.url`). */
  url: string;
}

type Actions = Record<string, Record<string, { uuid: string; actionTimetoken: string }[]>>;

export interface HistoryItem {
  message: unknown;
  timetoken: string;
  uuid?: string;
  meta?: unknown;
  message_type?: null;
  custom_message_type?: string;
  actions?: Actions;
}

export interface HistoryPage {
  status: 200;
  error: false;
  error_message: '';
  channels: Record<string, HistoryItem[]>;
  more?: { url: string; start: string; max: number };
}

interface Row {
  timetoken: string;
  publisher: string;
  message: unknown;
  meta: unknown;
  custom_message_type: string | null;
}

export async function fetchHistory(db: Db, q: HistoryQuery): Promise<HistoryPage> {
  const page: HistoryPage = { status: 200, error: false, error_message: '', channels: {} };
  for (const channel of q.channels) {
    const rows = await sql<Row>`
      select timetoken::text as timetoken, publisher, message, meta, custom_message_type
        from live_messages
       where channel = ${channel} and in_history
         ${q.start !== undefined ? sql`and timetoken < ${q.start.toString()}::bigint` : sql``}
         ${q.end !== undefined ? sql`and timetoken >= ${q.end.toString()}::bigint` : sql``}
       order by timetoken desc
       limit ${q.max + 1}`.execute(db);
    const found = rows.rows.slice(0, q.max).reverse();
    const actions = q.withActions
      ? await actionsOf(
          db,
          found.map((r) => r.timetoken),
        )
      : new Map<string, Actions>();
    page.channels[channel] = found.map((r) => {
      const item: HistoryItem = { message: r.message, timetoken: r.timetoken };
      if (q.includeUuid) item.uuid = r.publisher;
      if (q.includeMeta && r.meta !== null) item.meta = r.meta;
      if (q.includeMessageType) item.message_type = null;
      if (q.includeCustomMessageType && r.custom_message_type) item.custom_message_type = r.custom_message_type;
      const a = actions.get(r.timetoken);
      if (a) item.actions = a;
      return item;
    });
    if (q.channels.length === 1 && rows.rows.length > q.max && found.length > 0) {
      const start = found[0]!.timetoken;
      page.more = { url: `${q.url}?start=${start}&max=${q.max}`, start, max: q.max };
    }
  }
  return page;
}

async function actionsOf(db: Db, messageTimetokens: string[]): Promise<Map<string, Actions>> {
  const byMessage = new Map<string, Actions>();
  if (messageTimetokens.length === 0) return byMessage;
  const list = sql.join(messageTimetokens.map((t) => sql`${t}::bigint`));
  const rows = await sql<{ message_tt: string; type: string; value: string; publisher: string; action_tt: string }>`
    select message_timetoken::text as message_tt, type, value, publisher, action_timetoken::text as action_tt
      from live_message_actions
     where message_timetoken in (${list}) and removed_timetoken is null
     order by action_timetoken`.execute(db);
  for (const r of rows.rows) {
    const actions = byMessage.get(r.message_tt) ?? {};
    byMessage.set(r.message_tt, actions);
    const values = (actions[r.type] ??= {});
    (values[r.value] ??= []).push({ uuid: r.publisher, actionTimetoken: r.action_tt });
  }
  return byMessage;
}
