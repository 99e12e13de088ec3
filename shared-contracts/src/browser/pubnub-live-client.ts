/**
 * The real LiveClient (ARCHITECTURE.md "The live layer"): the `pubnub` SDK (loaded with a dynamic import, so it
 * is its own chunk and never in a first-load bundle) talking to our PubNub-compatible gateway on the page's own
 * origin (`origin: location.host + token.origin_path`, `ssl` when the page is https).
 *
 * - **Token**: `POST live/token` through the given HttpClient, for whoever the session says (a player's Bearer, or
 *   a visitor without one); `userId` = the token's uuid, the token sent as `auth` (`authKey`, then `setToken`).
 *   It is renewed before `expires_at` (`renewalDelayMs`) and at once when the gateway answers 403 for the token
 *   (expired, revoked): a refused call is retried once with the new token.
 * - **Session**: a login or logout (a new settled `session$` value) makes a new connection for the new caller;
 *   the listeners and their channels carry over, minus the channels the new token may not read (a visitor
 *   never asks for a player's private channel, which would refuse the whole subscribe).
 * - **Subscriptions**: every caller's channels are merged into one SDK subscription; each message goes to the
 *   listeners of its channel, and a listener's `ready` is called once the connection delivers its channels
 *   (again after every new connection). After a failure (network, 403) the connection is rebuilt with a
 *   back-off and resumes from the last event it delivered, so nothing published meanwhile is lost.
 * - **Errors**: a 4xx of the gateway rejects with `LiveRefusal(message, status)` (`Action Already Added` for a
 *   reaction already there, 409); anything else rejects with the SDK's error.
 *
 * Works in a browser and in Node (the api's tests drive it against the real gateway): `origin`/`ssl` override
 * `location`, `loadSdk` the import.
 */
import {
  LiveRefusal,
  callRoute,
  readLiveTokenData,
  type HttpClient,
  type LiveActionEvent,
  type LiveClient,
  type LiveHistoryPage,
  type LiveListener,
  type LiveMessage,
  type LiveTokenData,
  type SessionSnapshot,
} from 'shared-contracts';
import type { Observable } from 'rxjs';

/** What this client uses of a PubNub instance (pubnub@11). */
interface PubNubInstance {
  addListener(listener: object): void;
  subscribe(params: { channels: string[]; timetoken?: string }): void;
  unsubscribe(params: { channels: string[] }): void;
  setToken(token: string): void;
  destroy(isOffline?: boolean): void;
  publish(params: {
    channel: string;
    message: unknown;
    meta?: Record<string, unknown>;
  }): Promise<{ timetoken: string }>;
  fetchMessages(params: Record<string, unknown>): Promise<{
    channels: Record<string, RawHistoryMessage[] | undefined>;
    more?: unknown;
  }>;
  addMessageAction(params: {
    channel: string;
    messageTimetoken: string;
    action: { type: string; value: string };
  }): Promise<{ data: { actionTimetoken: string | number } }>;
  removeMessageAction(params: { channel: string; messageTimetoken: string; actionTimetoken: string }): Promise<unknown>;
  messageCounts(params: {
    channels: string[];
    channelTimetokens: string[];
  }): Promise<{ channels?: Record<string, number> }>;
}
type PubNubConstructor = (new (config: Record<string, unknown>) => PubNubInstance) & {
  CATEGORIES: Record<string, string>;
};

interface RawHistoryMessage {
  message: unknown;
  timetoken: string | number;
  uuid?: string;
  meta?: Record<string, unknown>;
  actions?: LiveMessage['actions'];
}
interface RawMessageEvent {
  channel: string;
  timetoken: string;
  publisher: string;
  message: unknown;
  userMetadata?: Record<string, unknown>;
}
interface RawActionEvent {
  channel: string;
  event: 'added' | 'removed';
  data: { type: string; value: string; uuid: string; messageTimetoken: string; actionTimetoken: string };
}
interface RawStatusEvent {
  category: string;
  error?: unknown;
  currentTimetoken?: string | number;
}

export interface PubnubLiveClientOptions {
  /** The shell's (or a standalone page's) API client: `POST live/token`. */
  api: HttpClient;
  /** The session: a new settled value (not `loading`) for another caller makes a new connection. */
  session$: Observable<SessionSnapshot>;
  /** `host[:port]` of the api; default `location.host` (tests give the port they listen on). */
  origin?: string;
  /** https; default `location.protocol === 'https:'`. */
  ssl?: boolean;
  /** Loads the SDK; default `import('pubnub')` (a separate chunk, a federation singleton). */
  loadSdk?: () => Promise<unknown>;
}

/** The live client with a way to let go of it (tests; the page keeps its one client for its lifetime). */
export interface PubnubLiveClient extends LiveClient {
  /** Stops the connection and every timer; the client must not be used afterwards. */
  close(): void;
}

/** Renewal margin before the token's expiry, and the shortest wait between two renewals, ms. */
const RENEW_MARGIN_MS = 5 * 60_000;
const MIN_RENEW_WAIT_MS = 30_000;
/** Longest single timer (setTimeout overflows past 2^31 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Waits before rebuilding a failed connection, ms: the n-th consecutive failure waits the n-th (then the last). */
const RECOVERY_DELAYS_MS = [500, 2_000, 5_000, 10_000, 30_000, 60_000];

/**
 * When to renew a token expiring at `expiresAt` (ISO-8601), seen at `nowMs`: RENEW_MARGIN_MS before it, or
 * at 4/5 of what is left for a token that short, and never sooner than MIN_RENEW_WAIT_MS (a device clock
 * that runs ahead must not renew in a loop; a token refused meanwhile is renewed on the 403).
 */
export function renewalDelayMs(expiresAt: string, nowMs: number): number {
  const left = new Date(expiresAt).getTime() - nowMs;
  if (!Number.isFinite(left)) return MIN_RENEW_WAIT_MS;
  const wait = Math.max(left - RENEW_MARGIN_MS, left * 0.8);
  return Math.min(MAX_TIMER_MS, Math.max(MIN_RENEW_WAIT_MS, wait));
}

/** True when `channel` is covered by the token's read grants (names, or prefixes ending in `*`). */
function canRead(token: LiveTokenData, channel: string): boolean {
  return token.channels.read.some((g) => (g.endsWith('*') ? channel.startsWith(g.slice(0, -1)) : g === channel));
}

/** The gateway's status and text of an SDK failure (`error.status.statusCode`, `errorData.message`). */
function failureOf(error: unknown): { status: number | null; message: string } {
  const status = (error as { status?: { statusCode?: number; errorData?: unknown } } | null)?.status;
  const data = status?.errorData as { message?: unknown } | undefined;
  const message =
    typeof data?.message === 'string' ? data.message : error instanceof Error ? error.message : String(error);
  return { status: typeof status?.statusCode === 'number' ? status.statusCode : null, message };
}

/** A 403 the gateway gives for the token itself (expired, revoked, ended with its session): renewing helps. */
function isTokenRefusal(error: unknown): boolean {
  const f = failureOf(error);
  return f.status === 403 && /live token|missing auth/i.test(f.message);
}

/** A gateway 4xx as LiveRefusal; anything else unchanged. */
function toRefusal(error: unknown): unknown {
  const f = failureOf(error);
  return f.status !== null && f.status >= 400 && f.status < 500 ? new LiveRefusal(f.message, f.status) : error;
}

const newer = (a: string | undefined, b: string) => (a === undefined || BigInt(b) > BigInt(a) ? b : a);

interface ListenerEntry {
  channels: string[];
  listener: LiveListener;
}

interface Connection {
  pn: PubNubInstance;
  token: LiveTokenData;
  /** The session it was made for (`player:<code>` or `visitor`). */
  key: string;
  /** Channels subscribed on `pn`. */
  channels: Set<string>;
  /** The newest event delivered (a reconnection resumes after it). */
  cursor?: string;
  renewTimer?: ReturnType<typeof setTimeout>;
  /** The SDK's subscription is up (handshake done). */
  connected: boolean;
  /** Listeners told `ready` on this connection. */
  readied: Set<ListenerEntry>;
}

/** Creates the page's live client; nothing is fetched or loaded until it is first used. */
export function createPubnubLiveClient(options: PubnubLiveClientOptions): PubnubLiveClient {
  const { api } = options;
  const loadSdk = options.loadSdk ?? (() => import(/* webpackChunkName: "pubnub" */ 'pubnub'));
  const place = (globalThis as { location?: { host: string; protocol: string } }).location;
  const origin = options.origin ?? place?.host ?? '';
  const ssl = options.ssl ?? place?.protocol === 'https:';

  const listeners = new Set<ListenerEntry>();
  let sdk: Promise<PubNubConstructor> | null = null;
  let sessionKey: string | null = null;
  let keyWaiters: Array<() => void> = [];
  let conn: Connection | null = null;
  let opening: Promise<Connection> | null = null;
  let generation = 0;
  let failures = 0;
  let recoveryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const loadPubNub = () => {
    sdk ??= loadSdk().then((m) => {
      const mod = m as { default?: unknown };
      return (mod.default ?? mod) as PubNubConstructor;
    });
    return sdk;
  };

  const settledKey = async (): Promise<string> => {
    while (sessionKey === null) await new Promise<void>((resolve) => keyWaiters.push(resolve));
    return sessionKey;
  };

  const fetchToken = async () => readLiveTokenData(await callRoute(api, 'POST /live/token'));

  const wantedChannels = () => new Set([...listeners].flatMap((l) => l.channels));

  /**
   * Brings `c`'s SDK subscription to the channels the listeners want and the token may read; returns the
   * channels added (the SDK reports them with a status event).
   */
  const syncChannels = (c: Connection, resumeAfter?: string): string[] => {
    const want = new Set([...wantedChannels()].filter((ch) => canRead(c.token, ch)));
    const gone = [...c.channels].filter((ch) => !want.has(ch));
    const added = [...want].filter((ch) => !c.channels.has(ch));
    c.channels = want;
    if (gone.length) c.pn.unsubscribe({ channels: gone });
    if (added.length) c.pn.subscribe({ channels: added, ...(resumeAfter ? { timetoken: resumeAfter } : {}) });
    return added;
  };

  /** Calls `ready` of every listener whose readable channels `c` now delivers (once per connection). */
  const notifyReady = (c: Connection) => {
    for (const entry of [...listeners]) {
      const readable = entry.channels.filter((ch) => canRead(c.token, ch));
      if (c.readied.has(entry) || readable.length === 0 || !readable.every((ch) => c.channels.has(ch))) continue;
      c.readied.add(entry);
      try {
        entry.listener.ready?.();
      } catch (err) {
        console.error('[live] a listener failed', err);
      }
    }
  };

  const deliver = (channel: string, send: (l: LiveListener) => void) => {
    for (const entry of [...listeners]) {
      if (!entry.channels.includes(channel)) continue;
      try {
        send(entry.listener);
      } catch (err) {
        console.error('[live] a listener failed', err);
      }
    }
  };

  const dispose = (c: Connection) => {
    clearTimeout(c.renewTimer);
    try {
      c.pn.destroy();
    } catch {
      // an instance that failed half-way has nothing left to stop
    }
  };

  /** After a failure: rebuild the connection (a fresh token, resuming after the cursor) with a back-off. */
  const recover = () => {
    if (closed || recoveryTimer !== undefined || listeners.size === 0) return;
    const delay = RECOVERY_DELAYS_MS[Math.min(failures, RECOVERY_DELAYS_MS.length - 1)]!;
    failures += 1;
    recoveryTimer = setTimeout(() => {
      recoveryTimer = undefined;
      reopen().catch(() => recover());
    }, delay);
  };

  const scheduleRenewal = (c: Connection) => {
    clearTimeout(c.renewTimer);
    c.renewTimer = setTimeout(
      () => void renew(c).catch(() => recover()),
      renewalDelayMs(c.token.expires_at, Date.now()),
    );
  };

  /** A new token for `c`: set on the same instance when the uuid stays, a new connection otherwise. */
  const renew = async (c: Connection): Promise<Connection> => {
    if (c !== conn || closed) return connection();
    const token = await fetchToken();
    if (c !== conn || closed) return connection();
    if (token.uuid !== c.token.uuid) return reopen();
    c.token = token;
    c.pn.setToken(token.token);
    scheduleRenewal(c);
    return c;
  };

  const listenerFor = (c: Connection, PubNub: PubNubConstructor) => ({
    message: (e: RawMessageEvent) => {
      if (c !== conn) return;
      const timetoken = String(e.timetoken);
      c.cursor = newer(c.cursor, timetoken);
      const m: LiveMessage = {
        channel: e.channel,
        timetoken,
        publisher: e.publisher,
        message: e.message,
        ...(e.userMetadata ? { meta: e.userMetadata } : {}),
      };
      deliver(e.channel, (l) => l.message?.(m));
    },
    messageAction: (e: RawActionEvent) => {
      if (c !== conn) return;
      c.cursor = newer(c.cursor, String(e.data.actionTimetoken));
      const a: LiveActionEvent = {
        channel: e.channel,
        event: e.event,
        type: e.data.type,
        value: e.data.value,
        messageTimetoken: String(e.data.messageTimetoken),
        actionTimetoken: String(e.data.actionTimetoken),
        uuid: e.data.uuid,
      };
      deliver(e.channel, (l) => l.action?.(a));
    },
    status: (s: RawStatusEvent) => {
      if (c !== conn) return;
      const cat = PubNub.CATEGORIES;
      if (s.category === cat.PNConnectedCategory) {
        failures = 0;
        c.connected = true;
        if (s.currentTimetoken !== undefined && c.cursor === undefined) c.cursor = String(s.currentTimetoken);
        notifyReady(c);
      } else if (s.category === cat.PNSubscriptionChangedCategory) {
        if (c.connected) notifyReady(c);
      } else if (s.category === cat.PNDisconnectedCategory) {
        // every channel was left: a later subscription starts afresh
        c.connected = false;
        c.readied.clear();
      } else if (
        s.category === cat.PNConnectionErrorCategory ||
        s.category === cat.PNDisconnectedUnexpectedlyCategory
      ) {
        // the SDK gave up (its own retries spent, or a 403 that a new token may cure)
        c.connected = false;
        recover();
      }
    },
  });

  /** Makes the connection for the current session (superseding any older one being made). */
  const reopen = (): Promise<Connection> => {
    const gen = ++generation;
    const p = open(gen);
    opening = p;
    void p.then(
      () => {
        if (opening === p) opening = null;
      },
      () => {
        if (opening === p) opening = null;
      },
    );
    return p;
  };

  const open = async (gen: number): Promise<Connection> => {
    const key = await settledKey();
    const token = await fetchToken();
    const PubNub = await loadPubNub();
    if (closed) throw new Error('the live client is closed');
    if (gen !== generation) return opening ?? connection();
    if (key !== sessionKey) return reopen();
    const previous = conn;
    // the same caller resumes after the last event it saw; another caller starts from now
    const resumeAfter = previous?.key === key ? previous.cursor : undefined;
    if (previous) dispose(previous);
    const pn = new PubNub({
      origin: `${origin}${token.origin_path}`,
      ssl,
      subscribeKey: token.subscribe_key,
      publishKey: token.publish_key,
      userId: token.uuid,
      authKey: token.token,
      // no presence: the gateway answers heartbeats and leaves with stubs only
      heartbeatInterval: 0,
      suppressLeaveEvents: true,
    });
    const c: Connection = {
      pn,
      token,
      key,
      channels: new Set(),
      connected: false,
      readied: new Set(),
      ...(resumeAfter ? { cursor: resumeAfter } : {}),
    };
    conn = c;
    pn.addListener(listenerFor(c, PubNub));
    syncChannels(c, resumeAfter);
    scheduleRenewal(c);
    return c;
  };

  /** The connection for the current session, made (or remade) when needed. */
  const connection = (): Promise<Connection> => {
    if (closed) return Promise.reject(new Error('the live client is closed'));
    if (opening) return opening;
    if (conn && conn.key === sessionKey) return Promise.resolve(conn);
    return reopen();
  };

  /** Runs `call` on the connection; a 403 for the token renews it and retries once; 4xx → LiveRefusal. */
  const withConnection = async <T>(call: (c: Connection) => Promise<T>): Promise<T> => {
    const c = await connection();
    try {
      return await call(c);
    } catch (err) {
      if (!isTokenRefusal(err)) throw toRefusal(err);
    }
    const renewed = await renew(c);
    try {
      return await call(renewed);
    } catch (err) {
      throw toRefusal(err);
    }
  };

  const sessionSub = options.session$.subscribe((s) => {
    const key = s.status === 'loading' ? null : s.status === 'authenticated' ? `player:${s.customerCode}` : 'visitor';
    if (key === null) {
      sessionKey = null;
      return;
    }
    const changed = key !== (conn?.key ?? sessionKey);
    sessionKey = key;
    const waiting = keyWaiters;
    keyWaiters = [];
    waiting.forEach((wake) => wake());
    // a login or logout: a new connection for the new caller, keeping every listener
    if (changed && (conn || opening)) reopen().catch(() => recover());
  });

  return {
    uuid: () => conn?.token.uuid ?? null,

    subscribe(channels, listener) {
      const entry: ListenerEntry = { channels: [...channels], listener };
      listeners.add(entry);
      connection().then(
        (c) => {
          // channels already delivered: ready now; new ones: when the SDK reports them
          if (syncChannels(c).length === 0 && c.connected) notifyReady(c);
        },
        () => recover(),
      );
      return () => {
        if (!listeners.delete(entry)) return;
        if (conn && !opening) syncChannels(conn);
      };
    },

    publish: (channel, message, meta) =>
      withConnection(async (c) => {
        const res = await c.pn.publish({ channel, message, ...(meta ? { meta } : {}) });
        return String(res.timetoken);
      }),

    history: <T = unknown>(channel: string, opts: { count: number; before?: string }) =>
      withConnection(async (c): Promise<LiveHistoryPage<T>> => {
        const res = await c.pn.fetchMessages({
          channels: [channel],
          count: opts.count,
          includeMessageActions: true,
          includeMeta: true,
          includeUUID: true,
          ...(opts.before ? { start: opts.before } : {}),
        });
        const messages = (res.channels[channel] ?? []).map((m): LiveMessage<T> => ({
          channel,
          timetoken: String(m.timetoken),
          publisher: m.uuid ?? '',
          message: m.message as T,
          ...(m.meta && Object.keys(m.meta).length ? { meta: m.meta } : {}),
          ...(m.actions ? { actions: m.actions } : {}),
        }));
        return { messages, more: Boolean(res.more) };
      }),

    addReaction: (channel, messageTimetoken, value) =>
      withConnection(async (c) => {
        const res = await c.pn.addMessageAction({ channel, messageTimetoken, action: { type: 'reaction', value } });
        return { actionTimetoken: String(res.data.actionTimetoken) };
      }).catch((err: unknown) => {
        // the interface's word for it (LiveClient.addReaction), whatever the gateway's text
        if (err instanceof LiveRefusal && err.status === 409) throw new LiveRefusal('Action Already Added', 409);
        throw err;
      }),

    removeReaction: (channel, messageTimetoken, actionTimetoken) =>
      withConnection(async (c) => {
        await c.pn.removeMessageAction({ channel, messageTimetoken, actionTimetoken });
      }),

    messageCount: (channel, since) =>
      withConnection(async (c) => {
        const res = await c.pn.messageCounts({ channels: [channel], channelTimetokens: [since] });
        return res.channels?.[channel] ?? 0;
      }),

    close() {
      closed = true;
      generation += 1;
      sessionSub.unsubscribe();
      clearTimeout(recoveryTimer);
      listeners.clear();
      if (conn) dispose(conn);
      conn = null;
    },
  };
}
