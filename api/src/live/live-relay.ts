/**
 * The live outbox's relay of one api process (issue 22): runs `relayLiveOutbox` passes, one at a time, when
 * kicked (a transaction of this process wrote outbox rows: at the end of its HTTP request, or shortly after)
 * and every `pollMs` otherwise (rows written by a job, or by a process that died
 * before relaying them). A pass that relayed a full batch runs again at once; one that found another process's
 * relay busy runs again shortly (that relay may have read before our rows committed). `flush()` relays until
 * the outbox is empty (tests, shutdown). Errors are logged; the rows stay for the next pass.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { onLiveOutboxWritten } from './enqueue-live-messages';
import type { LiveWakePublisher } from './redis-live-wakes';
import { relayLiveOutbox, relayWholeLiveOutbox } from './relay-live-outbox';

const BATCH = 500;
/** Retry after a busy pass (another process's relay held the lock), ms. */
const BUSY_RETRY_MS = 5;
/** A kick this long after a transaction wrote outbox rows, when nothing kicked sooner, ms. */
const WRITTEN_KICK_MS = 10;

export interface LiveRelayOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Poll interval, ms (default 100). */
  pollMs?: number;
  /** The Redis transport (live/redis-live-wakes.ts): no NOTIFY in the pass, a wake after its commit. */
  wakes?: LiveWakePublisher;
}

export class LiveRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private pending = false;
  private stopped = true;
  private poll: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly options: LiveRelayOptions) {}

  /** Starts polling. */
  start(): void {
    this.stopped = false;
    this.poll = setInterval(() => this.kick(), this.options.pollMs ?? 100);
    this.poll.unref();
    this.unsubscribe = onLiveOutboxWritten(() => this.written());
  }

  /** Stops polling and relays what is left. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.retry) clearTimeout(this.retry);
    if (this.soon) clearTimeout(this.soon);
    this.poll = this.retry = this.soon = null;
    this.unsubscribe?.();
    await this.running;
    await this.flush().catch((err: unknown) => this.options.log.warn({ err }, 'live relay: final flush failed'));
  }

  /**
   * A transaction of this process wrote outbox rows (not committed yet): relay at the end of its HTTP request
   * (`kickIfWritten`), or in WRITTEN_KICK_MS for a job's transaction, or on the next poll if it commits later.
   */
  written(): void {
    this.pending = true;
    if (this.soon || this.stopped) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.kickIfWritten();
    }, WRITTEN_KICK_MS);
    this.soon.unref();
  }

  /** Kicks when a transaction wrote outbox rows since the last kick (the end of an HTTP request). */
  kickIfWritten(): void {
    if (this.pending) this.kick();
  }

  kick(): void {
    this.pending = false;
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Relays until the outbox is empty (waits for another process's relay to let go). */
  async flush(): Promise<void> {
    await this.running;
    await relayWholeLiveOutbox(this.options.db, BATCH, this.options.wakes);
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        const wakes = this.options.wakes;
        const pass = await relayLiveOutbox(this.options.db, BATCH, !wakes);
        if (wakes && pass.lastTt) wakes.committed(pass.lastTt);
        if (pass.relayed === BATCH) this.again = true;
        if (pass.busy && !this.stopped && !this.retry) {
          this.retry = setTimeout(() => {
            this.retry = null;
            this.kick();
          }, BUSY_RETRY_MS);
          this.retry.unref();
        }
      } catch (err) {
        this.options.log.error({ err }, 'live relay: pass failed; the outbox keeps its rows for the next one');
        return;
      }
    } while (this.again);
  }
}
