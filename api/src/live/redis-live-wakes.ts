/**
 * The live layer's fan-out across api replicas through Redis (issue 22; with REDIS_URL): Redis pub/sub carries
 * wakes, not events. A writer that committed live messages (the outbox relay, live/live-relay.ts) publishes the
 * newest timetoken it committed on `tl-live-wakes`; every replica's hub (live/live-hub.ts) then reads the events
 * after the last one it holds from PostgreSQL, in timetoken order. That order is safe because a timetoken is
 * taken under the clock row's lock, held to the commit: once timetoken T is committed, every smaller one is
 * committed or rolled back. So a wake lost while Redis restarts only delays delivery (the hub also catches up
 * every second and after Redis comes back), and nothing arrives twice or out of order. Pub/sub rather than
 * streams: the events themselves are kept in PostgreSQL, Redis only says "look now".
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The Redis channel of live wakes. */
export const LIVE_WAKES_CHANNEL = 'tl-live-wakes';

/** What a writer needs: no NOTIFY in its transaction, a wake after its commit. */
export interface LiveWakePublisher {
  readonly notify: false;
  committed(tt: string): void;
}

export interface RedisLiveWakes {
  publisher: LiveWakePublisher;
  /** Calls `onWake` with each announced timetoken, `onReconnect` once Redis is back after a loss. */
  subscribe(onWake: (tt: bigint) => void, onReconnect: () => void): Promise<void>;
  close(): Promise<void>;
}

/** Opens the two Redis connections (publishing, subscribed) of one api process. */
export function openRedisLiveWakes(url: string, log: FastifyBaseLogger): RedisLiveWakes {
  // no offline queue: a wake while Redis is away is dropped (the hubs catch up), never held
  const pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // the subscriber connects (and reconnects, subscribing again) by itself: a Redis away at start-up delays wakes,
  // it never stops the api from starting (the hubs' once-a-second check covers the gap)
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  return {
    publisher: {
      notify: false,
      committed(tt) {
        pub.publish(LIVE_WAKES_CHANNEL, tt).catch(() => undefined);
      },
    },
    async subscribe(onWake, onReconnect) {
      let lost = false;
      sub.on('message', (_channel: string, message: string) => {
        if (/^\d{1,19}$/.test(message)) onWake(BigInt(message));
      });
      sub.on('close', () => {
        lost = true;
      });
      sub.on('ready', () => {
        if (!lost) return;
        lost = false;
        log.warn('live wakes: redis is back; catching up from the database');
        onReconnect();
      });
      sub.connect().catch((err: Error) => log.warn({ err: err.message }, 'live wakes: redis away at start'));
      sub.subscribe(LIVE_WAKES_CHANNEL).catch((err: Error) => log.warn({ err: err.message }, 'live wakes: subscribe'));
    },
    async close() {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
