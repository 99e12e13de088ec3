/* eslint-disable @typescript-eslint/no-explicit-any -- SDK events and raw PubNub answers are read loosely */
/**
 * Issue 8, fan-out across api processes (PostgreSQL only; skipped with a warning when TEST_DATABASE_URL does
 * not answer, PGlite has one process): two apps on one database, each with its own pool and LISTEN
 * connection. A publish stored by one wakes the subscribers long-polling on the other, the server's own
 * publishes too; a process started later replays older events from the database; a LISTEN connection
 * killed by the server reconnects and the events sent meanwhile still arrive; a revocation on one process
 * refuses the token on the other at once.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import PubNub from 'pubnub';
import { liveSdk } from '../test-support/live';
import { LIVE_CHANNELS, type LiveTokenData } from 'shared-contracts';
import { buildApp, type BuiltApp } from '../app';
import { manualClock } from '../clock';
import { createPostgresDatabase, postgresUnavailable, type PostgresTestDatabase } from '../test-support/databases';
import { Http, registerPlayer, testConfig } from '../test-support/harness';
import { publishToChannel } from './publish-to-channel';
import { readLiveToken } from './live-token';
import { revokeLiveTokens } from './revoke-live-tokens';

jest.setTimeout(120_000);

const describePg = postgresUnavailable ? describe.skip : describe;
const PUBLIC = LIVE_CHANNELS.public;

async function until(what: string, cond: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describePg('live fan-out across two api processes on one PostgreSQL', () => {
  const clock = manualClock('2026-05-02T10:00:00+07:00');
  const config = testConfig({ LIVE_HOLD_SECONDS: '30' });
  const apps: BuiltApp[] = [];
  const clients: PubNub[] = [];
  let server: PostgresTestDatabase;
  let a: BuiltApp;
  let b: BuiltApp;
  let alice: LiveTokenData;
  let bob: LiveTokenData;
  /** One more api process on the same database, listening on a real port. */
  const startProcess = async () => {
    const database = server.open(5, { guards: false });
    const built = await buildApp(config, { clock, database, serveStatic: false });
    apps.push(built);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    return built;
  };
  const portOf = (app: BuiltApp) => (app.app.server.address() as AddressInfo).port;
  const sdk = (app: BuiltApp, token: LiveTokenData) => {
    const pn = liveSdk(portOf(app), token);
    clients.push(pn);
    return pn;
  };
  const inboxOf = async (pn: PubNub, channels: string[]) => {
    const messages: any[] = [];
    await new Promise<void>((resolve) => {
      pn.addListener({
        message: (m) => messages.push(m),
        status: (s) => {
          if (s.category === PubNub.CATEGORIES.PNConnectedCategory) resolve();
        },
      });
      pn.subscribe({ channels });
    });
    return messages;
  };
  const token = async (app: BuiltApp, bearer: string) =>
    (await new Http(app.app).call<LiveTokenData>('POST', '/live/token', { token: bearer })).body.data;

  beforeAll(async () => {
    // every process prepares it again at start (buildApp), as replicas of one database do
    server = await createPostgresDatabase(undefined, { migrated: true });
    a = await startProcess();
    b = await startProcess();
    alice = await token(a, (await registerPlayer(new Http(a.app))).token);
    bob = await token(b, (await registerPlayer(new Http(b.app))).token);
  });
  afterEach(() => {
    for (const pn of clients.splice(0)) pn.destroy();
  });
  afterAll(async () => {
    for (const app of apps) await app.app.close();
    await server?.drop();
  });

  it('wakes a subscriber held on process B with a message published on process A, and the other way round', async () => {
    const onB = await inboxOf(sdk(b, bob), [PUBLIC]);
    const onA = await inboxOf(sdk(a, alice), [PUBLIC]);
    const sent = Date.now();
    await sdk(a, alice).publish({ channel: PUBLIC, message: { text: 'จาก A ถึง B' } });
    await until('A → B', () => onB.length === 1);
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(onB[0]).toMatchObject({ channel: PUBLIC, publisher: alice.uuid, message: { text: 'จาก A ถึง B' } });
    await sdk(b, bob).publish({ channel: PUBLIC, message: { text: 'จาก B ถึง A' } });
    await until('B → A', () => onA.length === 2 && onB.length === 2);
    expect(onA.map((m) => m.message.text)).toEqual(['จาก A ถึง B', 'จาก B ถึง A']);
  });

  it("delivers the server's publish made on A to the player's channel held on B", async () => {
    const onB = await inboxOf(sdk(b, alice), [alice.user_channel!]);
    await publishToChannel(a.ctx, {
      channel: alice.user_channel!,
      message: { type: 'notification/new', data: { id: 1 } },
    });
    await until('the private message', () => onB.length === 1);
    expect(onB[0]).toMatchObject({ publisher: 'server', message: { type: 'notification/new', data: { id: 1 } } });
  });

  it('lets a process started later replay older events from the database', async () => {
    const handshake = (await (
      await fetch(
        `http://127.0.0.1:${portOf(a)}/pn/v2/subscribe/${bob.subscribe_key}/${PUBLIC}/0?auth=${encodeURIComponent(bob.token)}`,
      )
    ).json()) as any;
    for (const text of ['หนึ่ง', 'สอง', 'สาม']) await sdk(a, alice).publish({ channel: PUBLIC, message: { text } });
    const c = await startProcess();
    const res = (await (
      await fetch(
        `http://127.0.0.1:${portOf(c)}/pn/v2/subscribe/${bob.subscribe_key}/${PUBLIC}/0?auth=${encodeURIComponent(bob.token)}&tt=${handshake.t.t}&tr=1`,
      )
    ).json()) as any;
    expect(res.m.map((e: any) => e.d.text)).toEqual(['หนึ่ง', 'สอง', 'สาม']);
    expect(BigInt(res.t.t)).toBeGreaterThan(BigInt(handshake.t.t));
  });

  it('survives the LISTEN connection being killed: events published meanwhile still arrive', async () => {
    const onB = await inboxOf(sdk(b, bob), [PUBLIC]);
    const killed = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and query like 'LISTEN%'`.execute(a.database.db);
    expect(killed.rows[0]!.n).toBeGreaterThanOrEqual(2);
    await sdk(a, alice).publish({ channel: PUBLIC, message: { text: 'ระหว่างหลุด' } });
    await until('the message sent while B was not listening', () => onB.length === 1);
    await sdk(a, alice).publish({ channel: PUBLIC, message: { text: 'หลังต่อใหม่' } });
    await until('the message after reconnecting', () => onB.length === 2);
    expect(onB.map((m) => m.message.text)).toEqual(['ระหว่างหลุด', 'หลังต่อใหม่']);
  });

  it('refuses a token revoked on A at once on B', async () => {
    const pn = sdk(b, bob);
    await pn.fetchMessages({ channels: [PUBLIC] });
    await revokeLiveTokens(a.ctx.db, readLiveToken(config.jwtSecret, bob.token)!.userId!, clock.now());
    const start = Date.now();
    let status: any = null;
    while (!status && Date.now() - start < 3_000) {
      status = await pn.fetchMessages({ channels: [PUBLIC] }).then(
        () => null,
        (e: { status: unknown }) => e.status,
      );
    }
    expect(status?.statusCode).toBe(403);
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});
