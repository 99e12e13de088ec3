/**
 * One pass of the live outbox's relay (issue 22, migration 0034): in one transaction, under an advisory lock
 * that lets one relay of all api processes work at a time (the others skip: it is working for them), the
 * oldest `limit` committed outbox rows are deleted and stored as live messages with consecutive timetokens
 * (live/store-live-messages.ts: the clock row is taken once for the whole batch, the NOTIFYs queued once),
 * so the instance-wide NOTIFY lock is taken once per batch at this commit instead of once per money
 * transaction. A failure rolls everything back: the rows stay for the next pass (never lost, never doubled).
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { LiveMessageInput } from './store-live-message';
import { storeLiveMessages } from './store-live-messages';

/** pg_advisory_xact_lock key of the relay ('live' + 'outbox' as a number). */
export const LIVE_RELAY_LOCK = 0x4c69_7665_4f75_74n;

/** What a pass did: `busy` when another process's relay held the lock (nothing was read). */
export interface RelayPass {
  relayed: number;
  busy: boolean;
  /** The newest timetoken stored (what a wake announces after the commit), when any. */
  lastTt?: string;
}

interface OutboxRow {
  id: string;
  channel: string;
  publisher: string;
  user_id: string | null;
  message: unknown;
  meta: Record<string, unknown> | null;
  custom_message_type: string | null;
  in_history: boolean;
  ttl_hours: number | null;
  created_at: Date;
}

/**
 * Relays up to `limit` outbox rows, oldest id first. `notify: false`: no NOTIFY in the transaction (the Redis
 * transport: the caller publishes a wake with `lastTt` after the commit).
 */
export async function relayLiveOutbox(db: Db, limit = 500, notify = true): Promise<RelayPass> {
  // the poll's usual case, in one round trip and no transaction: nothing waits
  const any = await sql<{ id: string }>`select id from live_outbox limit 1`.execute(db);
  if (any.rows.length === 0) return { relayed: 0, busy: false };
  return db.transaction().execute(async (trx) => {
    const lock = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_xact_lock(${LIVE_RELAY_LOCK.toString()}::bigint) as ok`.execute(trx);
    if (!lock.rows[0]!.ok) return { relayed: 0, busy: true };
    const taken = await sql<OutboxRow>`
      delete from live_outbox
       where id in (select id from live_outbox order by id limit ${limit})
      returning id::text as id, channel, publisher, user_id::text as user_id, message, meta, custom_message_type,
                in_history, ttl_hours, created_at`.execute(trx);
    if (taken.rows.length === 0) return { relayed: 0, busy: false };
    const rows = taken.rows.sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
    const inputs: LiveMessageInput[] = rows.map((r) => ({
      channel: r.channel,
      publisher: r.publisher,
      userId: r.user_id === null ? null : Number(r.user_id),
      message: r.message,
      meta: r.meta,
      customMessageType: r.custom_message_type,
      inHistory: r.in_history,
      ...(r.ttl_hours !== null ? { ttlHours: r.ttl_hours } : {}),
      now: new Date(r.created_at),
    }));
    const tts = await storeLiveMessages(trx, inputs, { notify });
    return { relayed: rows.length, busy: false, lastTt: tts[tts.length - 1]! };
  });
}

/** Relays until the outbox is empty, waiting while another process's relay holds the lock (tests, shutdown). */
export async function relayWholeLiveOutbox(
  db: Db,
  batch = 500,
  wake?: { notify: boolean; committed(tt: string): void },
): Promise<void> {
  for (;;) {
    const pass = await relayLiveOutbox(db, batch, wake?.notify ?? true);
    if (pass.lastTt) wake?.committed(pass.lastTt);
    if (pass.busy) await new Promise((r) => setTimeout(r, 5));
    else if (pass.relayed < batch) return;
  }
}
