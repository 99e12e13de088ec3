/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies and live rows are read loosely */
/**
 * Notifications (docs/product.md "Notifications") on PGlite and PostgreSQL: a deposit, a winning slip and a
 * voided round's refund each notify their player once, in Thai rendered from the i18n resources, and push
 * `notification/created` (and `wallet/balance-changed`) on the player's private channel in the same
 * transaction; tabs and pages of 10; marking one (only one's own: another's is 404) and all read; the unread
 * count; ops announcements to one player or to everyone (one shared row, seen by players registered by then,
 * pushed once on `system`, audited); ops' status and registry changes announced on `system`.
 */
import { LIVE_CHANNELS, NOTIFICATION_PAGE_SIZE, liveUserChannel } from 'shared-contracts';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, registerPlayer, type TestApp, useTestApp } from '../test-support/harness';
import { relayWholeLiveOutbox } from '../live/relay-live-outbox';

jest.setTimeout(240_000);

const MORNING = '2026-05-02T10:00:00+07:00';
const HANOI_SPECIAL = { special: '00321', prize1: '00044' }; // no official source for VNS: any valid result

/** The server messages stored on `channel`, oldest first. */
async function pushes(t: TestApp, channel: string): Promise<any[]> {
  await relayWholeLiveOutbox(t.ctx.db); // what the requests so far wrote to the live outbox
  const rows = await t.ctx.db
    .selectFrom('live_messages')
    .select(['message', 'publisher'])
    .where('channel', '=', channel)
    .orderBy('timetoken')
    .execute();
  return rows.filter((r) => r.publisher === 'server').map((r) => r.message);
}

describe.each(BACKENDS)('notifications on %s', (backend) => {
  const t = useTestApp(backend, { now: MORNING });
  let alice: { token: string; customerCode: string };
  let bob: { token: string; customerCode: string };
  const list = (token: string, tab = 'all', query = '') => t.http.get(`/notification/message/${tab}${query}`, token);
  const unread = async (token: string) => (await t.http.get('/notification/unread-count', token)).body.data;
  const readOne = (token: string, uid: string) => t.http.call('PUT', `/notification/read/${uid}`, { token });
  const announce = (body: unknown, token = t.ops) => t.http.post('/backoffice/notifications', body, token);

  beforeAll(async () => {
    alice = await registerPlayer(t.http);
    bob = await registerPlayer(t.http);
  });

  it('a deposit notifies its player once, in the transaction tab, pushed live with the balance change', async () => {
    const key = idemKey('n');
    expect((await depositBaht(t.http, alice.token, '1234.50', key)).status).toBe(201);
    expect((await depositBaht(t.http, alice.token, '1234.50', key)).status).toBe(201); // the replay notifies nobody
    const all = await list(alice.token);
    expect(all.status).toBe(200);
    expect(all.body.data.all_message).toHaveLength(1);
    const [n] = all.body.data.all_message;
    expect(n).toMatchObject({
      tab: 'transaction',
      kind: 'DEPOSIT',
      params: { amount_satang: 123450 },
      title: 'ฝากเงินสำเร็จ',
      body: 'ยอดฝาก 1,234.50 บาท เข้ากระเป๋าเงินของคุณแล้ว',
      read: false,
    });
    expect(n.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(n.created_at).toISOString()).toBe(new Date(MORNING).toISOString());
    expect((await list(alice.token, 'transaction')).body.data.all_message).toHaveLength(1);
    expect((await list(alice.token, 'reward')).body.data.all_message).toHaveLength(0);
    expect(await unread(alice.token)).toBe(1);
    expect(await unread(bob.token)).toBe(0);
    expect(await pushes(t, liveUserChannel(alice.customerCode))).toEqual([
      {
        type: 'notification/created',
        data: { uid: n.uid, tab: 'transaction', kind: 'DEPOSIT', created_at: new Date(MORNING).toISOString() },
      },
      { type: 'wallet/balance-changed' },
    ]);
  });

  it("marks one read (its own only: another player's uid and a non-uid are 404) and all read", async () => {
    const [n] = (await list(alice.token)).body.data.all_message;
    const foreign = await readOne(bob.token, n.uid);
    expect({ status: foreign.status, code: foreign.body.service_code }).toEqual({ status: 404, code: 'E10001' });
    for (const bad of ['not-a-uid', '00000000-0000-0000-0000-000000000000'])
      expect((await readOne(alice.token, bad)).status).toBe(404);
    const read = await readOne(alice.token, n.uid);
    expect({ status: read.status, code: read.body.service_code, data: read.body.data }).toEqual({
      status: 200,
      code: 'S10002',
      data: { unread_count: 0 },
    });
    expect((await readOne(alice.token, n.uid)).body.data).toEqual({ unread_count: 0 });
    expect((await list(alice.token)).body.data.all_message[0].read).toBe(true);

    await depositBaht(t.http, alice.token, 10);
    await depositBaht(t.http, alice.token, 20);
    expect(await unread(alice.token)).toBe(2);
    const all = await t.http.call('PUT', '/notification/read/all', { token: alice.token });
    expect({ status: all.status, data: all.body.data }).toEqual({ status: 200, data: { unread_count: 0 } });
    expect((await list(alice.token)).body.data.all_message.every((x: any) => x.read)).toBe(true);
    const anonymous = await t.http.get('/notification/unread-count');
    expect(anonymous.status).toBe(401);
  });

  it('pages newest first, 10 per fetch by default', async () => {
    const carol = await registerPlayer(t.http);
    for (let i = 1; i <= 12; i++) await depositBaht(t.http, carol.token, i);
    const first = (await list(carol.token)).body.data.all_message;
    expect(first).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.map((x: any) => x.params.amount_satang)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((b) => b * 100),
    );
    const second = (await list(carol.token, 'all', '?skip=10&limit=10')).body.data.all_message;
    expect(second.map((x: any) => x.params.amount_satang)).toEqual([200, 100]);
    expect((await list(carol.token, 'all', '?limit=0')).status).toBe(400);
    expect((await list(carol.token, 'all', '?skip=-1')).status).toBe(400);
    expect((await list(carol.token, 'nothing')).status).toBe(400);
  });

  it('a winning slip and a voided round notify their players in the reward tab, with the balance change', async () => {
    const dave = await registerPlayer(t.http);
    await depositBaht(t.http, dave.token, 1000);
    const round = async (type: string) =>
      (await t.http.get(`/hanoi/current-round/${type}`)).body.data.current_round.round_id as string;
    const bet = async (type: string, roundId: string) => {
      const res = await t.http.post(
        `/hanoi/bet/${type}`,
        { round_id: roundId, lines: [{ kind: 'TWO_TOP', number: '21', amount: 10 }] },
        dave.token,
        { 'idempotency-key': idemKey('nb') },
      );
      expect(res.status).toBe(201);
      return res.body.data.slip_id as string;
    };
    const special = await round('special');
    const won = await bet('special', special);
    const vip = await round('vip');
    const voided = await bet('vip', vip);
    expect((await t.http.post(`/backoffice/rounds/${vip}/void`, { reason: 'source down' }, t.ops)).status).toBe(200);

    t.clock.set('2026-05-02T17:30:00+07:00');
    expect((await t.http.post(`/backoffice/rounds/${special}/result`, HANOI_SPECIAL, t.ops)).status).toBe(201);
    const settled = await t.http.post(`/backoffice/rounds/${special}/result/confirm`, HANOI_SPECIAL, t.checker);
    expect(settled.body.data.total_payout).toBe(920);
    t.clock.set(MORNING);

    const rewards = (await list(dave.token, 'reward')).body.data.all_message;
    expect(rewards.map((x: any) => [x.kind, x.params.slip_code, x.params.amount_satang])).toEqual([
      ['PRIZE_WON', won, 92000],
      ['VOID_REFUND', voided, 1000],
    ]);
    expect(rewards[0].title).toBe('ยินดีด้วย คุณถูกรางวัล');
    expect(rewards[0].body).toBe(`โพย ${won} หวยฮานอยพิเศษ งวด 2 พฤษภาคม 2569 ได้รับเงินรางวัล 920.00 บาท`);
    expect(rewards[1].body).toMatch(/^หวยฮานอย VIP งวด 2 พฤษภาคม 2569 ถูกยกเลิก คืนเงินโพย .+ จำนวน 10.00 บาท/);
    expect(await unread(dave.token)).toBe(3);
    const live = await pushes(t, liveUserChannel(dave.customerCode));
    expect(live.map((m) => `${m.type}${m.data ? ` ${m.data.kind}` : ''}`)).toEqual([
      'notification/created DEPOSIT',
      'wallet/balance-changed',
      'notification/created VOID_REFUND',
      'wallet/balance-changed',
      'notification/created PRIZE_WON',
      'wallet/balance-changed',
    ]);
  });

  it('announces to one player or to everyone registered by then (one shared row), live and audited', async () => {
    const before = await t.ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const toAll = await announce({ title: 'ปิดปรับปรุงคืนนี้', body: 'ระบบจะปิดปรับปรุง 02:00-03:00 น.' });
    expect(toAll.status).toBe(201);
    expect(toAll.body.data).toMatchObject({ customer_code: null });
    const toBob = await announce({ title: 'ส่วนตัว', body: 'ถึงบ็อบ', customer_code: bob.customerCode });
    expect(toBob.body.data.customer_code).toBe(bob.customerCode);
    const after = await t.ctx.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n) - Number(before.n)).toBe(2);

    const bobs = (await list(bob.token, 'announcement')).body.data.all_message;
    expect(bobs.map((x: any) => [x.title, x.body])).toEqual([
      ['ส่วนตัว', 'ถึงบ็อบ'],
      ['ปิดปรับปรุงคืนนี้', 'ระบบจะปิดปรับปรุง 02:00-03:00 น.'],
    ]);
    expect((await list(alice.token, 'announcement')).body.data.all_message.map((x: any) => x.title)).toEqual([
      'ปิดปรับปรุงคืนนี้',
    ]);
    // read state is each player's own
    expect((await readOne(alice.token, toAll.body.data.uid)).body.data.unread_count).toBe(0);
    expect((await list(bob.token, 'announcement')).body.data.all_message[1].read).toBe(false);
    // a player registered later never sees it
    t.clock.advance(60_000);
    const late = await registerPlayer(t.http);
    expect((await list(late.token)).body.data.all_message).toEqual([]);
    t.clock.set(MORNING);

    expect((await pushes(t, LIVE_CHANNELS.system)).filter((m) => m.type === 'notification/created')).toEqual([
      {
        type: 'notification/created',
        data: { uid: toAll.body.data.uid, tab: 'announcement', kind: 'ANNOUNCEMENT', created_at: expect.any(String) },
      },
    ]);
    expect((await pushes(t, liveUserChannel(bob.customerCode))).at(-1)).toMatchObject({
      type: 'notification/created',
      data: { uid: toBob.body.data.uid, kind: 'ANNOUNCEMENT' },
    });
    const trail = await t.http.get('/backoffice/audit?action=notification.announce&limit=10', t.admin);
    expect(trail.body.data.map((r: any) => `${r.target} by ${r.actor.name}`)).toEqual([
      `player:${bob.customerCode} by maker`,
      'players:all by maker',
    ]);

    expect((await announce({ title: 'x', body: 'y', customer_code: 'NOBODY' })).status).toBe(404);
    expect((await announce({ title: ' ', body: 'y' })).status).toBe(400);
    expect((await announce({ title: 'x', body: 'y', extra: 1 })).status).toBe(400);
    expect((await announce({ title: 'x', body: 'y' }, bob.token)).status).toBe(403);
  });

  it("announces ops' system status and registry changes on the system channel", async () => {
    const status = await t.http.call('PUT', '/backoffice/system/status', {
      token: t.admin,
      body: { GameError: true },
    });
    expect(status.status).toBe(200);
    const remote = await t.http.call('PUT', '/backoffice/remotes/chat', { token: t.admin, body: { enabled: false } });
    expect(remote.status).toBe(200);
    await t.http.call('PUT', '/backoffice/remotes/chat', { token: t.admin, body: { enabled: true } });
    await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { GameError: false } });
    const system = (await pushes(t, LIVE_CHANNELS.system)).filter((m) => m.type !== 'notification/created');
    expect(system).toEqual([
      { type: 'system-status/changed' },
      { type: 'remotes/changed', data: { name: 'chat', enabled: false } },
      { type: 'remotes/changed', data: { name: 'chat', enabled: true } },
      { type: 'system-status/changed' },
    ]);
  });
});
