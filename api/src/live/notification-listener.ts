/**
 * A dedicated LISTEN connection (ARCHITECTURE.md "Database"): on PostgreSQL its own `pg.Client`, outside
 * the pool (a pooled connection would lose its LISTEN when returned), reconnecting by itself with a growing
 * delay when the server drops it; on PGlite the instance's own `listen`. Notifications sent while the
 * connection was away are lost: `onReconnect` tells the caller to catch up from the database.
 */
import pg from 'pg';
import type { ListenTarget } from '../db/database';

export interface ListenHandlers {
  onNotify(channel: string, payload: string): void;
  /** Listening again after the connection was lost (notifications in between were missed). */
  onReconnect(): void;
  onError(err: Error): void;
}

export interface NotificationListener {
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

/** Starts listening on `channels`; resolves once the LISTENs are in place. */
export async function openNotificationListener(
  target: ListenTarget,
  channels: readonly string[],
  handlers: ListenHandlers,
): Promise<NotificationListener> {
  if (target.driver === 'pglite') {
    const stops = await Promise.all(
      channels.map((channel) => target.pglite.listen(channel, (payload) => handlers.onNotify(channel, payload))),
    );
    return {
      async close() {
        // the instance may be closed already (its owner closes it after the app)
        for (const stop of stops) await stop().catch(() => undefined);
      },
    };
  }
  return openPostgresListener(target.url, channels, handlers);
}

async function openPostgresListener(
  url: string,
  channels: readonly string[],
  handlers: ListenHandlers,
): Promise<NotificationListener> {
  let current: pg.Client | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on('notification', (n) => handlers.onNotify(n.channel, n.payload ?? ''));
    client.on('error', (err) => {
      handlers.onError(err);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      client.end().catch(() => undefined);
      throw err;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryMs = RETRY_MIN_MS;
  };

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      connect()
        .then(() => {
          if (!closed) handlers.onReconnect();
        })
        .catch((err: Error) => {
          handlers.onError(err);
          retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
          retry();
        });
    }, retryMs);
    timer.unref();
  };

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    client.end().catch(() => undefined);
    retry();
  };

  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => undefined);
    },
  };
}
