/**
 * The live outbox's write side (issue 22, migration 0034): live events that must go out only if the caller's
 * transaction commits (a settlement's pushes, a deposit's notice, a shot in the feed) are inserted into
 * `live_outbox` inside that transaction, in one statement whatever their number. No clock row is locked and
 * no NOTIFY is queued here, so concurrent money transactions never wait for each other's commits on the live
 * layer; the relay (live/live-relay.ts) gives them timetokens and publishes them right after the commit.
 * Order: the relay publishes in outbox id order, which for one channel written under one row lock (a player's
 * wallet, a round's sequencer) is that lock's commit order.
 */
import { sql } from 'kysely';
import type { Trx } from '../db/transaction';
import { liveMessageColumns, type LiveMessageInput } from './store-live-message';

const written = new Set<() => void>();

/**
 * Calls `listener` whenever a transaction of this process wrote outbox rows (before its commit): the process's
 * relays (live/live-relay.ts) listen, to relay soon after. A process-wide signal, not state: a listener that
 * hears it for another app's rows only runs one pass more. Returns the unsubscribe.
 */
export function onLiveOutboxWritten(listener: () => void): () => void {
  written.add(listener);
  return () => written.delete(listener);
}

/** Inserts `inputs` into the outbox, in input order (ascending ids). */
export async function enqueueLiveMessages(trx: Trx, inputs: readonly LiveMessageInput[]): Promise<void> {
  if (inputs.length === 0) return;
  for (const listener of written) listener();
  await sql`
    insert into live_outbox (channel, publisher, user_id, message, meta, custom_message_type, in_history, ttl_hours,
                             created_at)
    select v.channel, v.publisher, v.user_id, v.message::jsonb, v.meta::jsonb, v.cmt, v.in_history, v.ttl_hours,
           v.created_at
      from unnest(${liveMessageColumns(inputs)},
                  ${sql.val(inputs.map((i) => i.ttlHours ?? null))}::integer[],
                  ${sql.val(inputs.map((i) => i.now.toISOString()))}::timestamptz[])
           with ordinality as v(channel, publisher, user_id, message, meta, cmt, in_history, ttl_hours, created_at, ord)
     order by v.ord`.execute(trx);
}
