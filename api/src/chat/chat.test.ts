/* eslint-disable @typescript-eslint/no-explicit-any -- gateway answers (PubNub's formats) are read loosely */
/**
 * Issue 8, the community chat, on PGlite and PostgreSQL, through the live gateway (`/pn`, PubNub's wire) and
 * the JSON API: the community rules refuse advertising and impolite words (also spelt out) with a 403 and store
 * nothing, and take ordinary Thai chat; publishes are limited per player; ops ban a player (who reads but gets
 * 403 B0V002 until the ban ends or is lifted), delete a message (gone from history, open rooms told), and read
 * reports, which a player files once per message; a big win is announced in the room when its payout commits.
 */
import {
  CHAT_SERVER_EVENTS,
  ErrorCode,
  LIVE_CHANNELS,
  gloDrawSchema,
  maskCustomerCode,
  type GloDraw,
  type LiveTokenData,
} from 'shared-contracts';
import { readSharedJson } from 'shared-contracts/testing/shared-data';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, registerPlayer, settleResult, useTestApp } from '../test-support/harness';
import { storedLiveMessageCount } from '../test-support/live';
import { relayWholeLiveOutbox } from '../live/relay-live-outbox';

jest.setTimeout(180_000);

const PUBLIC = LIVE_CHANNELS.public;
/** Publishes per player per window in this suite (RATE_LIMIT_CHAT_PER_MINUTE). */
const CHAT_LIMIT = 6;
const draws = readSharedJson<GloDraw[]>('glo-draws.json');
const draw20260502 = gloDrawSchema.parse(draws.find((d) => d.date === '2026-05-02'));

interface Player {
  token: string;
  customerCode: string;
  live: LiveTokenData;
}

describe.each(BACKENDS)('the community chat on %s', (backend) => {
  const t = useTestApp(backend, {
    env: { RATE_LIMIT_CHAT_PER_MINUTE: String(CHAT_LIMIT), LIVE_HOLD_SECONDS: '1' },
  });

  const liveToken = async (bearer?: string): Promise<LiveTokenData> => {
    const res = await t.http.call<LiveTokenData>('POST', '/live/token', bearer ? { token: bearer } : {});
    if (res.status !== 200) throw new Error(`live token: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const player = async (): Promise<Player> => {
    const p = await registerPlayer(t.http);
    return { ...p, live: await liveToken(p.token) };
  };
  const auth = (live: LiveTokenData) => `auth=${encodeURIComponent(live.token)}&uuid=${live.uuid}`;
  /** A gateway request as the SDK sends it. */
  const pn = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/pn${url}` });
    return { status: res.statusCode, body: res.json() as any };
  };
  const publish = (live: LiveTokenData, text: string) =>
    pn(
      `/publish/${live.publish_key}/${live.subscribe_key}/0/${PUBLIC}/0/${encodeURIComponent(JSON.stringify({ text }))}?${auth(live)}`,
    );
  const history = async (live: LiveTokenData): Promise<any[]> => {
    await relayWholeLiveOutbox(t.ctx.db); // what the requests so far wrote to the live outbox
    const res = await pn(
      `/v3/history/sub-key/${live.subscribe_key}/channel/${PUBLIC}?max=100&include_uuid=true&${auth(live)}`,
    );
    expect(res.status).toBe(200);
    return res.body.channels[PUBLIC] ?? [];
  };
  const storedCount = () => storedLiveMessageCount(t.ctx.db);

  it('refuses advertising and impolite words, also spelt out, with a 403 in PubNub form, and stores nothing', async () => {
    const refused = [
      'สมัครเลย luckybet.com',
      'แอดไลน์ @hoydee99',
      'โทร 081-234-5678',
      'ไอ้ ค . ว . ย',
      'f u c k',
      'sh1ttt',
    ];
    // two players: each publish counts against the player's limit
    const players = [await player(), await player()];
    for (const [i, text] of refused.entries()) {
      const live = players[i % 2]!.live;
      const before = await storedCount();
      const res = await publish(live, text);
      expect({ text, status: res.status }).toEqual({ text, status: 403 });
      expect(res.body).toMatchObject({
        error: true,
        service_code: ErrorCode.FORBIDDEN,
        message: expect.stringMatching(/community rules/),
        payload: { rule: expect.stringMatching(/^(advertising|impolite)$/) },
      });
      expect(await storedCount()).toBe(before);
    }
  });

  it('takes ordinary Thai chat about numbers and wins, and shows it in history', async () => {
    const p = await player();
    const texts = ['สวัสดีครับ งวดนี้ 536077 มาแน่ 🎉', 'เลขท้าย 77 43 ขอให้ถูกนะ 🙏', 'ฆาตกรเหี้ยมในละคร 555'];
    for (const text of texts) expect((await publish(p.live, text)).status).toBe(200);
    const mine = (await history(p.live)).filter((m) => m.uuid === p.customerCode).map((m) => m.message.text);
    expect(mine).toEqual(texts);
  });

  it("names a message by the sender's chosen display name, set by the server: a name the page sends is dropped", async () => {
    const named = await player();
    const plain = await player();
    const set = await t.http.call('PUT', '/chat/profile', { token: named.token, body: { display_name: 'เซียนหวย' } });
    expect(set.status).toBe(200);
    const withMeta = (p: Player, text: string, meta: Record<string, string>) =>
      pn(
        `/publish/${p.live.publish_key}/${p.live.subscribe_key}/0/${PUBLIC}/0/${encodeURIComponent(JSON.stringify({ text }))}` +
          `?${auth(p.live)}&meta=${encodeURIComponent(JSON.stringify(meta))}`,
      );
    expect((await withMeta(named, 'สวัสดี', { client_id: 'a1', displayName: 'แอดมิน' })).status).toBe(200);
    expect((await withMeta(plain, 'หวัดดี', { client_id: 'b1', displayName: 'เซียนหวย' })).status).toBe(200);
    const rows = await t.ctx.db
      .selectFrom('live_messages')
      .select(['publisher', 'meta'])
      .where('publisher', 'in', [named.customerCode, plain.customerCode])
      .execute();
    const metaOf = (code: string) => rows.find((r) => r.publisher === code)?.meta as Record<string, unknown> | null;
    expect(metaOf(named.customerCode)).toEqual({ client_id: 'a1', displayName: 'เซียนหวย' });
    expect(metaOf(plain.customerCode)).toEqual({ client_id: 'b1' });
  });

  it(`limits each player to RATE_LIMIT_CHAT_PER_MINUTE publishes (429), counted apart from other players`, async () => {
    const a = await player();
    const b = await player();
    const statuses: number[] = [];
    for (let i = 0; i <= CHAT_LIMIT; i++) statuses.push((await publish(a.live, `ข้อความที่ ${i}`)).status);
    expect(statuses).toEqual([...Array<number>(CHAT_LIMIT).fill(200), 429]);
    const late = await publish(a.live, 'อีกครั้ง');
    expect(late.body).toMatchObject({ status: 429, service_code: ErrorCode.TOO_MANY_REQUESTS });
    expect((await publish(b.live, 'คนอื่นยังส่งได้')).status).toBe(200);
  });

  it('bans a player from writing until the ban ends: 403 B0V002, reading still works, the profile counts down', async () => {
    const p = await player();
    const other = await player();
    expect((await t.http.get('/chat/profile', p.token)).body.data).toEqual({
      user_uid: p.customerCode,
      display_name: maskCustomerCode(p.customerCode),
      is_banned: false,
      banned_until: null,
      count_down: 0,
    });
    const ban = await t.http.call('PUT', `/backoffice/chat/bans/${p.customerCode}`, {
      token: t.ops,
      body: { minutes: 30, reason: 'spam' },
    });
    expect(ban.status).toBe(200);
    const until = new Date(t.clock.now().getTime() + 30 * 60_000).toISOString();
    expect(ban.body.data).toEqual({ customer_code: p.customerCode, banned_until: until, reason: 'spam' });
    expect((await t.http.get('/backoffice/chat/bans', t.ops)).body.data).toContainEqual(ban.body.data);

    // the old live token is revoked; a new one says banned_until
    expect((await publish(p.live, 'ก่อนรู้ตัว')).status).toBe(403);
    const fresh = await liveToken(p.token);
    expect(fresh.banned_until).toBe(until);
    const refused = await publish(fresh, 'ขอส่งหน่อย');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ service_code: ErrorCode.USER_BANNED, payload: { banned_until: until } });
    expect((await t.http.get('/chat/profile', p.token)).body.data).toMatchObject({
      is_banned: true,
      banned_until: until,
      count_down: 30 * 60,
    });
    // reading works: another player's message is in the banned player's history
    expect((await publish(other.live, 'ระหว่างแบน')).status).toBe(200);
    expect((await history(fresh)).map((m) => m.message.text)).toContain('ระหว่างแบน');

    t.clock.advance(29 * 60_000);
    expect((await publish(fresh, 'ยังไม่หมดเวลา')).status).toBe(403);
    expect((await t.http.get('/chat/profile', p.token)).body.data.count_down).toBe(60);
    t.clock.advance(60_000);
    expect((await publish(fresh, 'กลับมาแล้ว')).status).toBe(200);
    expect((await t.http.get('/chat/profile', p.token)).body.data).toMatchObject({ is_banned: false, count_down: 0 });
  });

  it('lifts a ban at once, tells the player’s open rooms, and audits both; an unknown player is 404', async () => {
    const p = await player();
    const channel = `user.${p.customerCode}`;
    const handshake = await pn(`/v2/subscribe/${p.live.subscribe_key}/${channel}/0?${auth(p.live)}`);
    const cursor = handshake.body.t.t as string;
    await t.http.call('PUT', `/backoffice/chat/bans/${p.customerCode}`, {
      token: t.ops,
      body: { minutes: 60, reason: 'โฆษณา' },
    });
    const lifted = await t.http.call('DELETE', `/backoffice/chat/bans/${p.customerCode}`, { token: t.ops });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ customer_code: p.customerCode, reason: 'โฆษณา' });
    const live = await liveToken(p.token);
    expect(live.banned_until).toBeNull();
    expect((await publish(live, 'ขอบคุณครับ')).status).toBe(200);
    // the notices on the player's own channel, in order (the old token still reads with the new one's rights)
    // (each reaches the channel through the live outbox's relay after its request: poll until both came)
    const notices: any[] = [];
    for (let at = cursor; notices.length < 2;) {
      const poll = await pn(`/v2/subscribe/${live.subscribe_key}/${channel}/0?${auth(live)}&tt=${at}&tr=1`);
      notices.push(...poll.body.m.map((e: any) => e.d));
      at = poll.body.t.t;
    }
    expect(notices).toEqual([
      { type: 'chat/ban-changed', data: { banned_until: expect.any(String), count_down: 3600 } },
      { type: 'chat/ban-changed', data: { banned_until: null, count_down: 0 } },
    ]);
    const audit = await t.http.get('/backoffice/audit?action=chat', t.admin);
    const actions = audit.body.data
      .filter((r: any) => r.target === `player:${p.customerCode}`)
      .map((r: any) => r.action)
      .sort();
    expect(actions).toEqual(['chat.ban', 'chat.unban']);
    expect(
      (
        await t.http.call('PUT', '/backoffice/chat/bans/TL00000000', {
          token: t.ops,
          body: { minutes: 5, reason: 'x' },
        })
      ).status,
    ).toBe(404);
    const bad = await t.http.call('PUT', `/backoffice/chat/bans/${p.customerCode}`, {
      token: t.ops,
      body: { minutes: 0, reason: '' },
    });
    expect(bad.status).toBe(400);
  });

  it('files a report once per player and message; not one’s own, the site’s or a missing message', async () => {
    const author = await player();
    const reporter = await player();
    const sent = await publish(author.live, 'ข้อความน่าสงสัย');
    const timetoken = sent.body[2] as string;
    const report = (token: string, body: unknown) => t.http.post('/chat/reports', body, token);
    const first = await report(reporter.token, { timetoken, reason: 'SPAM' });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ timetoken, reason: 'SPAM' });
    const again = await report(reporter.token, { timetoken, reason: 'ABUSE' });
    expect(again.status).toBe(409);
    expect(again.body.service_code).toBe(ErrorCode.CONFLICT);
    expect((await report(author.token, { timetoken, reason: 'SPAM' })).status).toBe(400);
    expect((await report(reporter.token, { timetoken: '17000000000000000', reason: 'SPAM' })).status).toBe(404);
    expect((await report(reporter.token, { timetoken: 'abc', reason: 'SPAM' })).status).toBe(400);
    expect((await report(reporter.token, { timetoken, reason: 'BORING' })).status).toBe(400);
    expect((await t.http.post('/chat/reports', { timetoken, reason: 'SPAM' })).status).toBe(401);
    const open = await t.http.get('/backoffice/chat/reports', t.ops);
    expect(open.status).toBe(200);
    expect(open.body.data[0]).toMatchObject({
      id: first.body.data.id,
      timetoken,
      reason: 'SPAM',
      reporter: reporter.customerCode,
      publisher: author.customerCode,
      text: 'ข้อความน่าสงสัย',
      message_present: true,
      resolution: null,
    });
    const dismissed = await t.http.post(`/backoffice/chat/reports/${first.body.data.id}/dismiss`, {}, t.ops);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toMatchObject({ resolution: 'dismissed', resolved_by: 'maker' });
    expect((await t.http.post(`/backoffice/chat/reports/${first.body.data.id}/dismiss`, {}, t.ops)).status).toBe(409);
    const stillOpen = await t.http.get('/backoffice/chat/reports?status=open', t.ops);
    expect(stillOpen.body.data.map((r: any) => r.id)).not.toContain(first.body.data.id);
  });

  it('deletes a message: gone from history with its reactions, open rooms told, its reports resolved', async () => {
    const author = await player();
    const reader = await player();
    const sent = await publish(author.live, 'ข้อความที่จะถูกลบ');
    const timetoken = sent.body[2] as string;
    const react = await t.app.inject({
      method: 'POST',
      url: `/pn/v1/message-actions/${reader.live.subscribe_key}/channel/${PUBLIC}/message/${timetoken}?${auth(reader.live)}`,
      payload: JSON.stringify({ type: 'reaction', value: '👍' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(react.statusCode).toBe(200);
    await t.http.post('/chat/reports', { timetoken, reason: 'ABUSE' }, reader.token);
    const handshake = await pn(`/v2/subscribe/${reader.live.subscribe_key}/${PUBLIC}/0?${auth(reader.live)}`);

    const deleted = await t.http.call('DELETE', `/backoffice/chat/messages/${timetoken}`, { token: t.ops });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({
      timetoken,
      channel: PUBLIC,
      publisher: author.customerCode,
      text: 'ข้อความที่จะถูกลบ',
      reports_resolved: 1,
    });
    expect((await history(reader.live)).map((m) => m.timetoken)).not.toContain(timetoken);
    const actions = await t.ctx.db
      .selectFrom('live_message_actions')
      .select('value')
      .where('message_timetoken', '=', timetoken)
      .execute();
    expect(actions).toEqual([]);
    const poll = await pn(
      `/v2/subscribe/${reader.live.subscribe_key}/${PUBLIC}/0?${auth(reader.live)}&tt=${handshake.body.t.t}&tr=1`,
    );
    expect(poll.body.m.map((e: any) => e.d)).toContainEqual({
      type: CHAT_SERVER_EVENTS.messageDeleted,
      data: { timetoken },
    });
    const reports = await t.http.get('/backoffice/chat/reports?status=all', t.ops);
    expect(reports.body.data.find((r: any) => r.timetoken === timetoken)).toMatchObject({
      message_present: false,
      resolution: 'deleted',
      resolved_by: 'maker',
    });
    expect((await t.http.call('DELETE', `/backoffice/chat/messages/${timetoken}`, { token: t.ops })).status).toBe(404);
    expect((await t.http.call('DELETE', '/backoffice/chat/messages/12ab', { token: t.ops })).status).toBe(400);
    expect(
      (await t.http.call('DELETE', `/backoffice/chat/messages/${timetoken}`, { token: author.token })).status,
    ).toBe(403);
  });

  it('announces a slip paid at least CHAT_BIG_WIN_BAHT in the room, masked, and not the smaller wins', async () => {
    const big = await player();
    const small = await player();
    const round = (await t.http.get('/underground/current-round/thai')).body.data.current_round;
    const bet = async (p: Player, amount: number) => {
      expect((await depositBaht(t.http, p.token, 100)).status).toBe(201);
      const res = await t.http.call('POST', '/underground/bet/thai', {
        token: p.token,
        body: { round_id: round.round_id, remark: '', lines: [{ kind: 'THREE_TOP', number: '077', amount }] },
        headers: { 'idempotency-key': idemKey('bet') },
      });
      expect(res.status).toBe(201);
    };
    await bet(big, 20); // 900 × 20 = 18,000 baht
    await bet(small, 1); // 900 baht
    expect((await t.http.post(`/backoffice/rounds/${round.round_id}/close`, { reason: 'test' }, t.ops)).status).toBe(
      200,
    );
    t.clock.set('2026-05-02T16:00:00+07:00'); // the round's scheduled result time
    const settled = await settleResult(t, round.round_id, draw20260502);
    expect(settled.status).toBe(200);
    const wins = (await history(small.live)).filter((m) => m.message?.type === CHAT_SERVER_EVENTS.bigWin);
    expect(wins.map((m) => m.message.data)).toEqual([
      { game_code: 'UG', amount: '18000.00', customer: maskCustomerCode(big.customerCode) },
    ]);
    expect(wins[0].uuid).toBe('server');
    expect(JSON.stringify(wins)).not.toContain(big.customerCode);
  });
});
