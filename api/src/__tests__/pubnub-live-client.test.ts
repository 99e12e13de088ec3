/**
 * The browser's live client (`createPubnubLiveClient`, shared-contracts/live: the real `pubnub` SDK) against the
 * real gateway on a real port, on PGlite and PostgreSQL (ARCHITECTURE.md "The live layer"): a visitor's and a
 * player's channels, a login and a logout that keep the listeners, listeners of several callers merged on one
 * connection, publish / history / reactions / counts, refusals as LiveRefusal, and an expired token renewed on
 * the gateway's 403 with the subscription resumed where it stopped (nothing published meanwhile is lost).
 */
import type { AddressInfo } from 'node:net';
import { BehaviorSubject } from 'rxjs';
import {
  AppError,
  LIVE_CHANNELS,
  LiveRefusal,
  liveUserChannel,
  type ErrorCode,
  type HttpClient,
  type LiveActionEvent,
  type LiveMessage,
  type SessionSnapshot,
} from 'shared-contracts';
import { createPubnubLiveClient, type PubnubLiveClient } from 'shared-contracts/live';
import { publishToChannel } from '../live/publish-to-channel';
import { BACKENDS } from '../test-support/databases';
import { registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

const PUBLIC = LIVE_CHANNELS.public;
const VISITOR: SessionSnapshot = { status: 'anonymous', customerCode: null, inactive: false };
const player = (customerCode: string): SessionSnapshot => ({ status: 'authenticated', customerCode, inactive: false });

/** An HttpClient over the real port for `bearer()` (null: a visitor), as the shell's client answers. */
function httpClient(port: number, bearer: () => string | null): HttpClient {
  const send = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const token = bearer();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    const json = (await res.json()) as { service_code: string; service_message?: string; data: T };
    if (!json.service_code.startsWith('S')) throw new AppError(json.service_code as ErrorCode, json.service_message);
    return json.data;
  };
  return {
    get: (p) => send('GET', p),
    post: (p, b) => send('POST', p, b),
    put: (p, b) => send('PUT', p, b),
    patch: (p, b) => send('PATCH', p, b),
    delete: (p) => send('DELETE', p),
  };
}

async function until(what: string, cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function refusal(call: Promise<unknown>): Promise<LiveRefusal> {
  try {
    await call;
  } catch (e) {
    if (e instanceof LiveRefusal) return e;
    throw e;
  }
  throw new Error('the call succeeded');
}

describe.each(BACKENDS)('the PubNub live client against the gateway on %s', (backend) => {
  const t = useTestApp(backend, {
    opsUsers: false,
    env: { LIVE_HOLD_SECONDS: '2', LIVE_TOKEN_TTL_MINUTES: '1', SESSION_TTL_HOURS: String(24 * 30) },
  });
  let port: number;
  let alice: { token: string; customerCode: string };
  let bob: { token: string; customerCode: string };
  const clients: PubnubLiveClient[] = [];

  /** A client for a session stream; `bearer` says whose token the API client sends. */
  const client = (session$: BehaviorSubject<SessionSnapshot>, bearer: () => string | null) => {
    const c = createPubnubLiveClient({
      api: httpClient(port, bearer),
      session$,
      origin: `127.0.0.1:${port}`,
      ssl: false,
    });
    clients.push(c);
    return c;
  };
  const playerClient = (who: { token: string; customerCode: string }) =>
    client(new BehaviorSubject(player(who.customerCode)), () => who.token);

  /** Publishes server messages on `channel` until `heard()` (a subscription hears only what follows its handshake). */
  const serverPublishUntil = async (
    channel: string,
    message: { type: string; data?: unknown },
    heard: () => boolean,
  ) => {
    const end = Date.now() + 10_000;
    while (!heard()) {
      if (Date.now() > end) throw new Error(`nobody heard ${message.type} on ${channel}`);
      await publishToChannel(t.ctx, { channel, message });
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    alice = await registerPlayer(t.http);
    bob = await registerPlayer(t.http);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.close();
  });

  it('connects as a visitor, then as the player after a login and back after a logout, keeping its listeners', async () => {
    const session$ = new BehaviorSubject<SessionSnapshot>(VISITOR);
    let bearer: string | null = null;
    const live = client(session$, () => bearer);
    const heard: LiveMessage[] = [];
    let ready = 0;
    // a visitor may not read the private channel: it is asked for only once the token allows it
    live.subscribe([LIVE_CHANNELS.system, liveUserChannel(alice.customerCode)], {
      message: (m) => heard.push(m),
      ready: () => (ready += 1),
    });
    const on = (channel: string, type: string) => () =>
      heard.some((m) => m.channel === channel && (m.message as { type: string }).type === type);
    await serverPublishUntil(LIVE_CHANNELS.system, { type: 'as-visitor' }, on(LIVE_CHANNELS.system, 'as-visitor'));
    expect(live.uuid()).toMatch(/^visitor-/);
    expect(heard[0]).toMatchObject({ channel: 'system', publisher: 'server', message: { type: 'as-visitor' } });

    bearer = alice.token;
    session$.next({ status: 'loading', customerCode: null, inactive: false });
    session$.next(player(alice.customerCode));
    const mine = liveUserChannel(alice.customerCode);
    await serverPublishUntil(mine, { type: 'as-player' }, on(mine, 'as-player'));
    expect(live.uuid()).toBe(alice.customerCode);
    // the new connection told the listener again (what was published in between may need reading again)
    expect(ready).toBe(2);
    await serverPublishUntil(LIVE_CHANNELS.system, { type: 'still-system' }, on(LIVE_CHANNELS.system, 'still-system'));

    bearer = null;
    session$.next(VISITOR);
    await until('the visitor token', () => live.uuid()?.startsWith('visitor-') ?? false);
    await serverPublishUntil(
      LIVE_CHANNELS.system,
      { type: 'visitor-again' },
      on(LIVE_CHANNELS.system, 'visitor-again'),
    );
    const before = heard.length;
    await publishToChannel(t.ctx, { channel: mine, message: { type: 'not-for-visitors' } });
    await new Promise((r) => setTimeout(r, 500));
    expect(heard.slice(before).some((m) => m.channel === mine)).toBe(false);
  });

  it("merges several callers' listeners on one connection; an unsubscribed listener hears nothing more", async () => {
    const live = playerClient(bob);
    const first: string[] = [];
    const second: string[] = [];
    const text = (m: LiveMessage) =>
      (m.message as { text?: string; type?: string }).text ?? (m.message as { type: string }).type;
    const ready = { first: 0, second: 0 };
    const offFirst = live.subscribe([PUBLIC], {
      message: (m) => first.push(text(m)),
      ready: () => (ready.first += 1),
    });
    live.subscribe([PUBLIC, LIVE_CHANNELS.system], {
      message: (m) => second.push(text(m)),
      ready: () => (ready.second += 1),
    });
    await serverPublishUntil(PUBLIC, { type: 'hello' }, () => first.includes('hello') && second.includes('hello'));
    expect(first.filter((x) => x === 'hello').length).toBe(second.filter((x) => x === 'hello').length);
    // each told once that its channels are delivered; a late listener of a delivered channel at once
    expect(ready).toEqual({ first: 1, second: 1 });
    let late = 0;
    live.subscribe([PUBLIC], { ready: () => (late += 1) });
    await until('the late listener is ready', () => late === 1);
    offFirst();
    const sender = playerClient(alice);
    await sender.publish(PUBLIC, { text: 'หลังเลิกฟัง' });
    await until('the second listener', () => second.includes('หลังเลิกฟัง'));
    expect(first).not.toContain('หลังเลิกฟัง');
  });

  it('publishes, pages history with reactions, adds and removes reactions live, counts; refusals are LiveRefusal', async () => {
    const a = playerClient(alice);
    const b = playerClient(bob);
    const messages: LiveMessage[] = [];
    const actions: LiveActionEvent[] = [];
    b.subscribe([PUBLIC], { message: (m) => messages.push(m), action: (e) => actions.push(e) });
    await serverPublishUntil(PUBLIC, { type: 'ready' }, () => messages.length > 0);

    const first = await a.publish(PUBLIC, { text: 'สวัสดีครับ 🎉' }, { display_name: 'อลิซ' });
    const second = await a.publish(PUBLIC, { text: 'ข้อความที่สอง' });
    expect(first).toMatch(/^\d{17}$/);
    await until('both messages', () => messages.some((m) => m.timetoken === second));
    expect(messages.find((m) => m.timetoken === first)).toMatchObject({
      channel: PUBLIC,
      publisher: alice.customerCode,
      message: { text: 'สวัสดีครับ 🎉' },
      meta: { display_name: 'อลิซ' },
    });

    const { actionTimetoken } = await b.addReaction(PUBLIC, first, '👍');
    await until('the added reaction', () => actions.length === 1);
    expect(actions[0]).toEqual({
      channel: PUBLIC,
      event: 'added',
      type: 'reaction',
      value: '👍',
      messageTimetoken: first,
      actionTimetoken,
      uuid: bob.customerCode,
    });
    const again = await refusal(b.addReaction(PUBLIC, first, '👍'));
    expect({ message: again.message, status: again.status }).toEqual({ message: 'Action Already Added', status: 409 });

    const page = await a.history(PUBLIC, { count: 2 });
    expect(page.messages.map((m) => m.timetoken)).toEqual([first, second]);
    expect(page.more).toBe(true);
    expect(page.messages[0]).toMatchObject({
      publisher: alice.customerCode,
      message: { text: 'สวัสดีครับ 🎉' },
      actions: { reaction: { '👍': [{ uuid: bob.customerCode, actionTimetoken }] } },
    });
    const older = await a.history(PUBLIC, { count: 25, before: first });
    expect(older.messages.every((m) => BigInt(m.timetoken) < BigInt(first))).toBe(true);
    expect(await a.messageCount(PUBLIC, first)).toBe(1);

    await b.removeReaction(PUBLIC, first, actionTimetoken);
    await until('the removed reaction', () => actions.length === 2);
    expect(actions[1]).toMatchObject({ event: 'removed', actionTimetoken, value: '👍' });

    const system = await refusal(a.publish(LIVE_CHANNELS.system, { text: 'no' }));
    expect(system.status).toBe(403);
    const visitor = client(new BehaviorSubject(VISITOR), () => null);
    expect((await refusal(visitor.publish(PUBLIC, { text: 'no' }))).status).toBe(403);
    expect((await refusal(a.publish(PUBLIC, { text: 'ก'.repeat(501) }))).status).toBe(400);
  });

  it("renews an expired token on the gateway's 403 and resumes the subscription without losing a message", async () => {
    const live = playerClient(alice);
    const heard: string[] = [];
    live.subscribe([PUBLIC], { message: (m) => heard.push((m.message as { type?: string }).type ?? '') });
    await serverPublishUntil(PUBLIC, { type: 'before' }, () => heard.includes('before'));

    const saved = t.clock.now();
    try {
      // the 1-minute token is past its expiry on the server's clock
      t.clock.advance(5 * 60_000);
      // published while the held poll still runs on the old token: the resumed subscription must deliver it
      await publishToChannel(t.ctx, { channel: PUBLIC, message: { type: 'during' } });
      const tt = await live.publish(PUBLIC, { text: 'หลังต่ออายุ' });
      expect(tt).toMatch(/^\d{17}$/);
      await until('the message published meanwhile', () => heard.includes('during'), 15_000);
      await publishToChannel(t.ctx, { channel: PUBLIC, message: { type: 'after' } });
      await until('a message after the renewal', () => heard.includes('after'), 15_000);
      expect(heard.filter((x) => x === 'during')).toHaveLength(1);
    } finally {
      t.clock.set(saved);
    }
  });
});
