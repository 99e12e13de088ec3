/**
 * Stores one live message and announces it, inside the caller's transaction: the timetoken is taken last
 * (its clock lock is held only until the commit), the row inserted, the NOTIFY queued for the commit
 * (live/live-events.ts). Shared by the server's `publishToChannel` and players' publishes.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Trx } from '../db/transaction';
import { expiryOf } from './channel-policy';
import { messageEvent, notifyLiveEvent } from './live-events';
import { takeTimetoken } from './timetokens';

export interface LiveMessageInput {
  channel: string;
  /** The publisher uuid subscribers see (`i`). */
  publisher: string;
  /** The player who published; null for the server. */
  userId: number | null;
  /** Any JSON value. */
  message: unknown;
  meta?: Record<string, unknown> | null;
  customMessageType?: string | null;
  /** false: delivered live only, never in history or counts (`store=0`). */
  inHistory: boolean;
  /** Keep it fewer hours than the channel's retention. */
  ttlHours?: number;
  now: Date;
}

/**
 * The unnest() arguments of the columns every stored form of a live message shares, in this order: channel,
 * publisher, user_id, message, meta, custom_message_type, in_history (live_messages and live_outbox).
 */
export function liveMessageColumns(inputs: readonly LiveMessageInput[]): RawBuilder<unknown> {
  return sql`${sql.val(inputs.map((i) => i.channel))}::text[],
                  ${sql.val(inputs.map((i) => i.publisher))}::text[],
                  ${sql.val(inputs.map((i) => i.userId))}::bigint[],
                  ${sql.val(inputs.map((i) => JSON.stringify(i.message)))}::text[],
                  ${sql.val(inputs.map((i) => (i.meta ? JSON.stringify(i.meta) : null)))}::text[],
                  ${sql.val(inputs.map((i) => i.customMessageType ?? null))}::text[],
                  ${sql.val(inputs.map((i) => i.inHistory))}::boolean[]`;
}

/** Returns the message's timetoken (17 digits). */
export async function storeLiveMessage(trx: Trx, input: LiveMessageInput): Promise<string> {
  const tt = (await takeTimetoken(trx, input.now)).toString();
  const meta = input.meta ?? null;
  const customMessageType = input.customMessageType ?? null;
  await trx
    .insertInto('live_messages')
    .values({
      timetoken: tt,
      channel: input.channel,
      publisher: input.publisher,
      user_id: input.userId,
      message: JSON.stringify(input.message),
      meta: meta === null ? null : JSON.stringify(meta),
      custom_message_type: customMessageType,
      in_history: input.inHistory,
      expires_at: expiryOf(input.channel, input.now, input.ttlHours),
      created_at: input.now,
    })
    .execute();
  await notifyLiveEvent(
    trx,
    messageEvent({
      timetoken: tt,
      channel: input.channel,
      publisher: input.publisher,
      message: input.message,
      meta,
      custom_message_type: customMessageType,
    }),
  );
  return tt;
}
