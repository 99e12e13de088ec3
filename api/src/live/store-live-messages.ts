/**
 * `storeLiveMessage` for many messages at once (a settlement batch notifies hundreds of players, issue 9),
 * inside the caller's transaction, in three statements whatever their number: take N consecutive timetokens
 * from the clock row in one update (held until the commit, as for one message: call it last), insert every
 * row, queue every NOTIFY in order. Each message gets the timetoken one message would get in its place, in
 * input order.
 */
import { sql } from 'kysely';
import type { Trx } from '../db/transaction';
import { expiryOf } from './channel-policy';
import { messageEvent, notifyLiveEvents } from './live-events';
import { liveMessageColumns, type LiveMessageInput } from './store-live-message';
import { timetokenAt } from './timetokens';

/**
 * Returns the messages' timetokens (17 digits), in input order. `notify: false` (the Redis transport,
 * live/redis-live-wakes.ts) queues no NOTIFY: the caller announces the newest timetoken after the commit.
 */
export async function storeLiveMessages(
  trx: Trx,
  inputs: readonly LiveMessageInput[],
  options: { notify: boolean } = { notify: true },
): Promise<string[]> {
  if (inputs.length === 0) return [];
  const n = BigInt(inputs.length);
  const now = inputs.reduce((max, i) => (i.now > max ? i.now : max), inputs[0]!.now);
  // the first is greatest(last + 1, now), as takeTimetoken's; the others follow it
  const clock = await sql<{ tt: string }>`
    update live_clock set last_tt = greatest(last_tt + ${n.toString()}::bigint,
                                             ${(timetokenAt(now) + n - 1n).toString()}::bigint)
    returning last_tt::text as tt`.execute(trx);
  const first = BigInt(clock.rows[0]!.tt) - n + 1n;
  const tts = inputs.map((_, i) => (first + BigInt(i)).toString());
  await sql`
    insert into live_messages (timetoken, channel, publisher, user_id, message, meta, custom_message_type,
                               in_history, expires_at, created_at)
    select v.tt, v.channel, v.publisher, v.user_id, v.message::jsonb, v.meta::jsonb, v.cmt, v.in_history,
           v.expires_at, v.created_at
      from unnest(${sql.val(tts)}::bigint[],
                  ${liveMessageColumns(inputs)},
                  ${sql.val(inputs.map((i) => expiryOf(i.channel, i.now, i.ttlHours).toISOString()))}::timestamptz[],
                  ${sql.val(inputs.map((i) => i.now.toISOString()))}::timestamptz[])
           as v(tt, channel, publisher, user_id, message, meta, cmt, in_history, expires_at, created_at)`.execute(trx);
  if (options.notify)
    await notifyLiveEvents(
      trx,
      inputs.map((i, k) =>
        messageEvent({
          timetoken: tts[k]!,
          channel: i.channel,
          publisher: i.publisher,
          message: i.message,
          meta: i.meta ?? null,
          custom_message_type: i.customMessageType ?? null,
        }),
      ),
    );
  return tts;
}
