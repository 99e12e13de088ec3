/**
 * The fan-out of one api process: it LISTENs to `live_events` (every process's publishes, its own included)
 * and keeps the recent events in memory, oldest first; subscribers long-polling on this process wait here
 * and are woken at once by an event on one of their channels.
 *
 * Why nothing is skipped: timetokens commit in increasing order (live/timetokens.ts) and PostgreSQL delivers
 * notifications in commit order, so events arrive here in timetoken order. `coveredFrom` is the newest
 * timetoken taken when listening (re)started: every event after it is in memory (until trimmed, which
 * raises it), every event up to it is in the database. A cursor older than `coveredFrom` is served from
 * the database first (live/live-events.ts `readEventsAfter`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import type { Db, ListenTarget } from '../db/database';
import { parseLiveNotification, readAllEventsAfter, readEventAt, readEventsAfter, type LiveEvent } from './live-events';
import type { RedisLiveWakes } from './redis-live-wakes';
import { openNotificationListener, type NotificationListener } from './notification-listener';
import { LIVE_ACCESS_CHANNEL, LIVE_EVENTS_CHANNEL, advanceClock } from './timetokens';

/** At most this many events in one subscribe answer (the SDK asks again at once with the new cursor). */
export const MAX_EVENTS_PER_ANSWER = 100;

/** What a subscribe answers: the new cursor and the envelopes (JSON) after the old one. */
export interface ReceiveResult {
  cursor: bigint;
  events: string[];
}

/** The client of a held poll: `gone` once its connection closed; `onGone` is called then. */
export interface PollClient {
  gone: boolean;
  onGone?: (() => void) | undefined;
}

interface Waiter {
  channels: readonly string[];
  wake(): void;
}

export interface LiveHubOptions {
  db: Db;
  listenTarget: ListenTarget;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Events kept in memory (default 20,000); older ones are read from the database. */
  memoryEvents?: number;
  /** A channel's held polls are woken at most once per this many ms (default 50; 0: at every event). */
  batchMs?: number;
  /**
   * The Redis transport (REDIS_URL, live/redis-live-wakes.ts): events are read from the database after a wake
   * (a Redis one, a NOTIFY of `live_events`, or the once-a-second check) instead of taken from NOTIFY payloads.
   */
  wakes?: Pick<RedisLiveWakes, 'subscribe'>;
}

/** On the Redis transport, a catch-up at least this often (a wake lost while Redis was away), ms. */
const WAKE_CHECK_MS = 1_000;
/** Events read per catch-up query. */
const CATCH_UP_BATCH = 1_000;

/** One per app: start() before serving, stop() before closing (held polls answer at once). */
export class LiveHub {
  private readonly events: LiveEvent[] = [];
  /** Every event after it is in memory; null while that is unknown (then everything is read from the database). */
  private coveredFrom: bigint | null = null;
  private lastTt = 0n;
  private readonly waiters = new Map<string, Set<Waiter>>();
  private readonly everyWaiter = new Set<Waiter>();
  private readonly accessListeners = new Set<(userId: number) => void>();
  private listener: NotificationListener | null = null;
  // notifications are handled one by one, in arrival (= timetoken) order, even when one needs a read
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly memoryEvents: number;
  private catchUpQueued = false;
  private readonly batchMs: number;
  private readonly lastWake = new Map<string, number>();
  private readonly deferred = new Set<string>();
  private wakeCheck: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveHubOptions) {
    this.memoryEvents = options.memoryEvents ?? 20_000;
    this.batchMs = options.batchMs ?? 50;
  }

  /** Listens and learns where memory starts. */
  async start(): Promise<void> {
    this.listener = await openNotificationListener(
      this.options.listenTarget,
      [LIVE_EVENTS_CHANNEL, LIVE_ACCESS_CHANNEL],
      {
        onNotify: (channel, payload) => this.onNotify(channel, payload),
        onReconnect: () => {
          this.options.log.warn('live: listening again after a lost connection; catching up from the database');
          this.enqueue(() => this.resync());
        },
        onError: (err) => this.options.log.warn({ err: err.message }, 'live: listen connection error'),
      },
    );
    this.enqueue(() => this.resync());
    await this.queue;
    const wakes = this.options.wakes;
    if (wakes) {
      await wakes.subscribe(
        () => this.wake(),
        () => this.wake(),
      );
      this.wakeCheck = setInterval(() => this.wake(), WAKE_CHECK_MS);
      this.wakeCheck.unref();
    }
  }

  /** Redis transport: read what committed after the newest event held, once (wakes meanwhile share it). */
  private wake(): void {
    if (this.catchUpQueued || this.stopped) return;
    this.catchUpQueued = true;
    this.enqueue(async () => {
      this.catchUpQueued = false;
      if (this.coveredFrom === null) return; // a resync is due: it starts memory afresh
      for (;;) {
        const events = await readAllEventsAfter(this.options.db, this.lastTt, CATCH_UP_BATCH);
        for (const e of events) this.append(e);
        if (events.length < CATCH_UP_BATCH) return;
      }
    });
  }

  /** Answers every held poll now and stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.wakeCheck) clearInterval(this.wakeCheck);
    this.wakeAll();
    await this.listener?.close();
    this.listener = null;
  }

  /** Calls `listener` with the user id whenever a player's live tokens are revoked (any process). */
  onAccessChanged(listener: (userId: number) => void): void {
    this.accessListeners.add(listener);
  }

  /** The cursor a handshake answers: every event from now on has a greater timetoken. */
  handshakeCursor(): bigint {
    return this.lastTt;
  }

  /** Subscribers held right now (for the benchmark and tests). */
  heldCount(): number {
    return this.everyWaiter.size;
  }

  /**
   * The events of `channels` after `cursor`, waiting up to `holdMs` for one when there are none yet.
   * `client.gone` ends the wait (the connection closed). Answers an empty list on timeout or stop, with a cursor
   * moved up to what this process has seen (nothing on these channels was missed up to there).
   */
  async receive(
    channels: readonly string[],
    cursor: bigint,
    holdMs: number,
    client?: PollClient,
  ): Promise<ReceiveResult> {
    const deadline = Date.now() + holdMs;
    let at = cursor;
    for (;;) {
      const covered = this.coveredFrom;
      if (covered === null || at < covered) {
        const stored = await readEventsAfter(this.options.db, channels, at, MAX_EVENTS_PER_ANSWER);
        if (stored.length) return { cursor: stored[stored.length - 1]!.tt, events: stored.map((e) => e.json) };
        // none in the database after `at`, and everything up to `covered` had committed before we read
        if (covered !== null) at = covered;
      }
      const inMemory = this.coveredFrom !== null && at >= this.coveredFrom;
      if (inMemory) {
        const found = this.collect(channels, at);
        if (found.length) return { cursor: found[found.length - 1]!.tt, events: found.map((e) => e.json) };
      } else if (this.coveredFrom !== null) continue; // memory moved on while we read: read again
      const left = deadline - Date.now();
      if (this.stopped || left <= 0 || client?.gone)
        return { cursor: inMemory && this.lastTt > at ? this.lastTt : at, events: [] };
      await this.wait(channels, left, client);
    }
  }

  private collect(channels: readonly string[], after: bigint): LiveEvent[] {
    const events = this.events;
    // first event with tt > after (binary search: events are in timetoken order)
    let lo = 0;
    let hi = events.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (events[mid]!.tt <= after) lo = mid + 1;
      else hi = mid;
    }
    const found: LiveEvent[] = [];
    const wanted = channels.length === 1 ? null : new Set(channels);
    for (let i = lo; i < events.length && found.length < MAX_EVENTS_PER_ANSWER; i++) {
      const e = events[i]!;
      if (wanted ? wanted.has(e.channel) : e.channel === channels[0]) found.push(e);
    }
    return found;
  }

  private wait(channels: readonly string[], ms: number, client?: PollClient): Promise<void> {
    return new Promise((resolve) => {
      const waiter: Waiter = { channels, wake: () => done() };
      const timer = setTimeout(() => done(), ms);
      const done = () => {
        clearTimeout(timer);
        if (client) client.onGone = undefined;
        this.everyWaiter.delete(waiter);
        for (const c of channels) {
          const set = this.waiters.get(c);
          if (!set) continue;
          set.delete(waiter);
          if (set.size === 0) this.waiters.delete(c);
        }
        resolve();
      };
      if (client) client.onGone = done;
      this.everyWaiter.add(waiter);
      for (const c of channels) {
        let set = this.waiters.get(c);
        if (!set) this.waiters.set(c, (set = new Set()));
        set.add(waiter);
      }
    });
  }

  private wakeAll(): void {
    for (const w of [...this.everyWaiter]) w.wake();
  }

  /** Runs `task` after the previous ones; when it fails, memory no longer covers `upTo` (or anything). */
  private enqueue(task: () => Promise<void> | void, upTo?: bigint): void {
    this.queue = this.queue.then(task).catch((err: unknown) => {
      this.options.log.error({ err }, 'live: event handling failed; those events are read from the database');
      this.forget(upTo);
    });
  }

  /** Memory drops everything up to `tt` (all of it when undefined, until the next resync). */
  private forget(tt?: bigint): void {
    this.events.length = 0;
    if (tt === undefined) {
      this.coveredFrom = null;
      if (!this.stopped) setTimeout(() => this.enqueue(() => this.resync()), 1000).unref();
    } else if (this.coveredFrom !== null) {
      this.coveredFrom = tt;
      if (tt > this.lastTt) this.lastTt = tt;
    }
    this.wakeAll();
  }

  private onNotify(channel: string, payload: string): void {
    if (channel === LIVE_ACCESS_CHANNEL) {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) for (const l of this.accessListeners) l(userId);
      return;
    }
    if (channel !== LIVE_EVENTS_CHANNEL) return;
    if (this.options.wakes) return this.wake(); // in timetoken order from the database
    const note = parseLiveNotification(payload);
    if (!note) return;
    this.enqueue(async () => {
      if (note.tt <= this.lastTt) return;
      const event =
        note.json !== null
          ? { tt: note.tt, channel: note.channel, json: note.json }
          : await readEventAt(this.options.db, note.tt);
      if (event) this.append(event);
    }, note.tt);
  }

  private append(event: LiveEvent): void {
    if (event.tt <= this.lastTt) return;
    this.events.push(event);
    this.lastTt = event.tt;
    if (this.events.length > this.memoryEvents && this.coveredFrom !== null) {
      const dropped = this.events.splice(0, this.events.length - Math.floor(this.memoryEvents / 2));
      this.coveredFrom = dropped[dropped.length - 1]!.tt;
    }
    this.wakeChannel(event.channel);
  }

  /**
   * Wakes the held polls of `channel`: at once when it woke none in the last `batchMs`, else at the end of that
   * window, with every event that came meanwhile (a busy yeekee feed answers each watcher ~1000/batchMs times a
   * second, with several shots each, instead of once per shot: the fan-out's cost stays bounded under a crush).
   */
  private wakeChannel(channel: string): void {
    if (!this.waiters.has(channel) || this.deferred.has(channel)) return;
    const now = Date.now();
    const since = now - (this.lastWake.get(channel) ?? 0);
    const wake = () => {
      this.deferred.delete(channel);
      if (this.lastWake.size > 10_000) this.lastWake.clear();
      this.lastWake.set(channel, Date.now());
      const set = this.waiters.get(channel);
      if (set) for (const w of [...set]) w.wake();
    };
    if (this.batchMs <= 0 || since >= this.batchMs) return wake();
    this.deferred.add(channel);
    setTimeout(wake, this.batchMs - since).unref();
  }

  /** Memory restarts empty from the newest timetoken; held polls look again (from the database if need be). */
  private async resync(): Promise<void> {
    if (this.stopped) return;
    const newest = await advanceClock(this.options.db, this.options.clock.now());
    this.events.length = 0;
    this.coveredFrom = newest;
    if (newest > this.lastTt) this.lastTt = newest;
    this.wakeAll();
  }
}
