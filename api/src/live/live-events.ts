/**
 * Live events as subscribers receive them: the PubNub subscribe envelope of a message (no `e`) or of a
 * message action (`e: 3`, `d.source: "actions"`), built from the stored rows. Never `e: 0` (the SDK would
 * read a file event). Also how an event travels between api processes: NOTIFY `live_events` with
 * `<tt>\n<channel>\n<envelope JSON>`, or without the JSON when it would pass PostgreSQL's 8000-byte payload
 * limit (the receiver then reads the row).
 */
import { sql } from 'kysely';
import { LIVE_KEYS } from 'shared-contracts';
import type { Db } from '../db/database';
import type { DbOrTrx } from '../db/transaction';
import { LIVE_EVENTS_CHANNEL } from './timetokens';

/** The region of every timetoken we answer (`r`): the SDK refuses a falsy one. */
export const LIVE_REGION = 1;

/** One event on a channel: its timetoken and its envelope, already serialised. */
export interface LiveEvent {
  tt: bigint;
  channel: string;
  json: string;
}

/** A stored message as the envelope needs it. */
export interface MessageFields {
  timetoken: string;
  channel: string;
  publisher: string;
  message: unknown;
  meta: unknown;
  custom_message_type: string | null;
}

/** A message action event (added or removed). */
export interface ActionFields {
  /** The event's own timetoken: the action's when added, the removal's when removed. */
  eventTimetoken: string;
  event: 'added' | 'removed';
  channel: string;
  publisher: string;
  type: string;
  value: string;
  messageTimetoken: string;
  actionTimetoken: string;
}

/** The subscribe envelope of a message. */
export function messageEvent(m: MessageFields): LiveEvent {
  const envelope: Record<string, unknown> = {
    a: '1',
    f: 0,
    i: m.publisher,
    p: { t: m.timetoken, r: LIVE_REGION },
    k: LIVE_KEYS.subscribeKey,
    c: m.channel,
    d: m.message,
  };
  if (m.meta !== null && m.meta !== undefined) envelope.u = m.meta;
  if (m.custom_message_type) envelope.cmt = m.custom_message_type;
  return { tt: BigInt(m.timetoken), channel: m.channel, json: JSON.stringify(envelope) };
}

/** The subscribe envelope of a message action (`e: 3`). */
export function actionEvent(a: ActionFields): LiveEvent {
  const envelope = {
    a: '1',
    f: 0,
    e: 3,
    i: a.publisher,
    p: { t: a.eventTimetoken, r: LIVE_REGION },
    k: LIVE_KEYS.subscribeKey,
    c: a.channel,
    d: {
      source: 'actions',
      version: '1.0',
      event: a.event,
      data: {
        type: a.type,
        value: a.value,
        messageTimetoken: a.messageTimetoken,
        actionTimetoken: a.actionTimetoken,
      },
    },
  };
  return { tt: BigInt(a.eventTimetoken), channel: a.channel, json: JSON.stringify(envelope) };
}

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more
const NOTIFY_MAX_BYTES = 7900;

/** Announces `event` to every api process; delivered when (and only if) the transaction commits. */
export async function notifyLiveEvent(trx: DbOrTrx, event: LiveEvent): Promise<void> {
  await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${notifyPayload(event)})`.execute(trx);
}

/** `notifyLiveEvent` for many events in one statement, in their order (settlement's notifications, issue 9). */
export async function notifyLiveEvents(trx: DbOrTrx, events: readonly LiveEvent[]): Promise<void> {
  if (events.length === 0) return;
  await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, t.payload)
              from unnest(${sql.val(events.map(notifyPayload))}::text[]) with ordinality as t(payload, ord)
             order by t.ord`.execute(trx);
}

function notifyPayload(event: LiveEvent): string {
  const head = `${event.tt}\n${event.channel}`;
  const full = `${head}\n${event.json}`;
  return Buffer.byteLength(full) < NOTIFY_MAX_BYTES ? full : head;
}

/** Reads a NOTIFY payload back: the timetoken, the channel and the envelope when it travelled along. */
export function parseLiveNotification(payload: string): { tt: bigint; channel: string; json: string | null } | null {
  const first = payload.indexOf('\n');
  if (first < 0) return null;
  const second = payload.indexOf('\n', first + 1);
  const ttText = payload.slice(0, first);
  if (!/^\d{1,19}$/.test(ttText)) return null;
  return {
    tt: BigInt(ttText),
    channel: second < 0 ? payload.slice(first + 1) : payload.slice(first + 1, second),
    json: second < 0 ? null : payload.slice(second + 1),
  };
}

const MESSAGE_COLUMNS = sql`m.timetoken::text as timetoken, m.channel, m.publisher, m.message, m.meta,
  m.custom_message_type`;
const ACTION_COLUMNS = sql`a.channel, a.publisher, a.type, a.value, a.message_timetoken::text as message_tt,
  a.action_timetoken::text as action_tt, a.removed_timetoken::text as removed_tt`;

interface ActionRow {
  channel: string;
  publisher: string;
  type: string;
  value: string;
  message_tt: string;
  action_tt: string;
  removed_tt: string | null;
}

/** The event of a stored action, at `eventTimetoken` (its adding, or its removal). */
const actionRowEvent = (a: ActionRow, event: 'added' | 'removed', eventTimetoken: string) =>
  actionEvent({
    eventTimetoken,
    event,
    channel: a.channel,
    publisher: a.publisher,
    type: a.type,
    value: a.value,
    messageTimetoken: a.message_tt,
    actionTimetoken: a.action_tt,
  });
const added = (a: ActionRow) => actionRowEvent(a, 'added', a.action_tt);
const removed = (a: ActionRow) => actionRowEvent(a, 'removed', a.removed_tt!);

/**
 * The events of `channels` after timetoken `after`, oldest first, at most `limit`: what a subscriber whose
 * cursor is older than this process's memory replays (live/live-hub.ts).
 */
export async function readEventsAfter(
  db: Db,
  channels: readonly string[],
  after: bigint,
  limit: number,
): Promise<LiveEvent[]> {
  if (channels.length === 0) return [];
  const list = sql.join(channels.map((c) => sql`${c}`));
  const from = after.toString();
  const messages = await sql<MessageFields>`
    select ${MESSAGE_COLUMNS} from live_messages m
     where m.channel in (${list}) and m.timetoken > ${from}::bigint
     order by m.timetoken limit ${limit}`.execute(db);
  const adds = await sql<ActionRow>`
    select ${ACTION_COLUMNS} from live_message_actions a
     where a.channel in (${list}) and a.action_timetoken > ${from}::bigint
     order by a.action_timetoken limit ${limit}`.execute(db);
  const removals = await sql<ActionRow>`
    select ${ACTION_COLUMNS} from live_message_actions a
     where a.channel in (${list}) and a.removed_timetoken > ${from}::bigint
     order by a.removed_timetoken limit ${limit}`.execute(db);
  const events = [...messages.rows.map(messageEvent), ...adds.rows.map(added), ...removals.rows.map(removed)];
  events.sort((x, y) => (x.tt < y.tt ? -1 : x.tt > y.tt ? 1 : 0));
  return events.slice(0, limit);
}

/**
 * Every channel's events after timetoken `after`, oldest first, at most `limit`: how a hub on the Redis
 * transport catches up after a wake (live/redis-live-wakes.ts).
 */
export async function readAllEventsAfter(db: Db, after: bigint, limit: number): Promise<LiveEvent[]> {
  const from = after.toString();
  const messages = await sql<MessageFields>`
    select ${MESSAGE_COLUMNS} from live_messages m
     where m.timetoken > ${from}::bigint order by m.timetoken limit ${limit}`.execute(db);
  const adds = await sql<ActionRow>`
    select ${ACTION_COLUMNS} from live_message_actions a
     where a.action_timetoken > ${from}::bigint order by a.action_timetoken limit ${limit}`.execute(db);
  const removals = await sql<ActionRow>`
    select ${ACTION_COLUMNS} from live_message_actions a
     where a.removed_timetoken > ${from}::bigint order by a.removed_timetoken limit ${limit}`.execute(db);
  const events = [...messages.rows.map(messageEvent), ...adds.rows.map(added), ...removals.rows.map(removed)];
  events.sort((x, y) => (x.tt < y.tt ? -1 : x.tt > y.tt ? 1 : 0));
  return events.slice(0, limit);
}

/** The one event whose timetoken is `tt` (a message, an action added or removed), or null. */
export async function readEventAt(db: Db, tt: bigint): Promise<LiveEvent | null> {
  const at = tt.toString();
  const m = await sql<MessageFields>`
    select ${MESSAGE_COLUMNS} from live_messages m where m.timetoken = ${at}::bigint`.execute(db);
  if (m.rows[0]) return messageEvent(m.rows[0]);
  const a = await sql<ActionRow>`
    select ${ACTION_COLUMNS} from live_message_actions a
     where a.action_timetoken = ${at}::bigint or a.removed_timetoken = ${at}::bigint`.execute(db);
  const row = a.rows[0];
  if (!row) return null;
  return row.removed_tt === at ? removed(row) : added(row);
}
