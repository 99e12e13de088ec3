/**
 * Rounds by the clock (PGlite; the scheduler's SQL is plain and shared with PostgreSQL): history import,
 * calendar seeding, the scheduler's state moves, the current-round status mapping of docs/product.md "Round status",
 * and the ops calendar.
 */
import { sql } from 'kysely';
import { REMOTE_NAMES, roundStatusFrom, UPCOMING_GLO_DRAW_DATES } from 'shared-contracts';
import { importGloHistory } from '../draw-games/history/import-glo-history';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { type Res, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

const view = (res: Res) =>
  roundStatusFrom(
    res.status === 200
      ? { ok: true, data: res.body.data }
      : { ok: false, code: res.body.service_code, data: res.body.data },
  );

describe('rounds on the real calendar (clock at 2026-11-22)', () => {
  const t = useTestApp('pglite', { now: '2026-11-22T09:00:00+07:00' });

  it('imported every official draw as a settled round, once', async () => {
    const n = await sql<{
      n: number;
    }>`select count(*)::int as n from rounds where state = 'settled' and game_code = 'UG'`.execute(t.database.db);
    expect(n.rows[0]!.n).toBe(361);
    expect(await importGloHistory(t.ctx)).toEqual({ imported: 0, alreadyPresent: 361, rejected: 0 });
    const oldest = await t.http.get('/underground/winning-number/thai?limit=400');
    expect(oldest.body.data).toHaveLength(361);
    expect(oldest.body.data.at(-1)).toMatchObject({
      draw_date: '2010-03-01',
      top3: '227',
      bottom2: '97',
      front3: [],
      bottom3: ['374', '457', '470', '627'],
    });
  });

  it('opened the next real draw (2026-12-01) and scheduled the following ones from the calendar', async () => {
    const res = await t.http.get('/underground/current-round/thai');
    expect(res.status).toBe(200);
    expect(view(res)).toBe('opened');
    expect(res.body.data.current_round.end_date).toBe('2026-12-01');
    // the next 10 announced GLO dates from the clock's day on
    expect(res.body.data.all_rounds.map((r: { end_date: string }) => r.end_date)).toEqual(
      UPCOMING_GLO_DRAW_DATES.filter((d) => d >= '2026-12-01').slice(0, 10),
    );
    // 2027-01-02 opens at the previous real draw date (2026-12-16) 16:30 Bangkok
    expect(res.body.data.all_rounds[2].start_at).toBe('2026-12-16T09:30:00.000Z');
  });

  it("answers every game's next close at once (the home lobby's cards): taking bets now, or the next to open", async () => {
    const res = await t.http.get('/games/next-rounds');
    expect(res.status).toBe(200);
    type Next = { game_code: string; end_date: string; end_at: string; accepting: boolean; round_no?: number };
    const byCode = new Map((res.body.data.rounds as Next[]).map((r) => [r.game_code, r]));
    // the GLO draw of 1 December 2569 closes at 15:10 Bangkok that day; yeekee's round closes within 15 minutes
    expect(byCode.get('UG')).toMatchObject({
      end_date: '2026-12-01',
      end_at: '2026-12-01T08:10:00.000Z',
      accepting: true,
    });
    const yk = byCode.get('YK')!;
    expect(yk.accepting).toBe(true);
    const toClose = Date.parse(yk.end_at) - Date.parse('2026-11-22T09:00:00+07:00');
    expect(toClose).toBeGreaterThan(0);
    expect(toClose).toBeLessThanOrEqual(15 * 60_000);
    // each code once, and what it answers is the game's own current round
    expect(byCode.size).toBe(res.body.data.rounds.length);
    const hanoi = await t.http.get('/hanoi/current-round/normal');
    expect(byCode.get('VN')).toMatchObject({ round_id: hanoi.body.data.current_round.round_id, accepting: true });
  });

  it('moves the round closed at 15:10, then processing once the result is overdue, then waits for the next opening', async () => {
    t.clock.set('2026-12-01T15:10:00+07:00');
    expect(await runSchedulerTick(t.database.db, t.clock.now())).toMatchObject({ ran: true });
    const ug = await sql<{
      state: string;
    }>`select state from rounds where game_code = 'UG' and draw_date = '2026-12-01'`.execute(t.database.db);
    expect(ug.rows[0]!.state).toBe('closed');
    let res = await t.http.get('/underground/current-round/thai');
    expect(res.status).toBe(409);
    expect(res.body.service_code).toBe('E20016');
    expect(res.body.data.count_down.total_seconds).toBe(50 * 60);
    expect(view(res)).toBe('closed');

    t.clock.set('2026-12-01T16:05:00+07:00');
    res = await t.http.get('/underground/current-round/thai');
    expect(res.body.data.count_down.total_seconds).toBe(-5 * 60);
    expect(view(res)).toBe('processing');

    t.clock.set('2026-12-01T16:30:00+07:00');
    await runSchedulerTick(t.database.db, t.clock.now());
    res = await t.http.get('/underground/current-round/thai');
    expect(view(res)).toBe('opened');
    expect(res.body.data.current_round.end_date).toBe('2026-12-16');
    // the scheduler keeps 10 rounds ahead
    expect(res.body.data.all_rounds).toHaveLength(10);
  });

  it('ops list, add and remove calendar dates; a live round cannot be removed', async () => {
    const list = await t.http.call('GET', '/backoffice/draw-calendar/UG', { token: t.ops });
    expect(list.status).toBe(200);
    expect(list.body.data.dates.map((d: { draw_date: string }) => d.draw_date)).toContain('2027-05-16');
    const added = await t.http.call('POST', '/backoffice/draw-calendar/UG', {
      token: t.ops,
      body: { draw_date: '2027-06-01' },
    });
    expect(added.status).toBe(200);
    expect(added.body.data.dates.find((d: { draw_date: string }) => d.draw_date === '2027-06-01')).toMatchObject({
      source: 'ops',
    });
    const dup = await t.http.call('POST', '/backoffice/draw-calendar/UG', {
      token: t.ops,
      body: { draw_date: '2027-06-01' },
    });
    expect(dup.body.service_code).toBe('E10409');
    const past = await t.http.call('POST', '/backoffice/draw-calendar/UG', {
      token: t.ops,
      body: { draw_date: '2026-01-01' },
    });
    expect(past.body.service_code).toBe('E10000');
    const notADate = await t.http.call('POST', '/backoffice/draw-calendar/UG', {
      token: t.ops,
      body: { draw_date: '2027-02-30' },
    });
    expect(notADate.body.service_code).toBe('E10000');
    const removed = await t.http.call('DELETE', '/backoffice/draw-calendar/UG/2027-06-01', { token: t.ops });
    expect(removed.status).toBe(200);
    const live = await t.http.call('DELETE', '/backoffice/draw-calendar/UG/2026-12-16', { token: t.ops });
    expect(live.status).toBe(409);
    const unknownGame = await t.http.call('GET', '/backoffice/draw-calendar/XX', { token: t.ops });
    expect(unknownGame.status).toBe(404);
  });
});

describe('platform endpoints', () => {
  const t = useTestApp('pglite');

  it('GET /healthz pings the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ service_code: 'S10000', data: { status: 'ok', database: 'pglite' } });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/underground/bet/thai',
        '/api/v1/backoffice/rounds/{id}/result',
        '/api/v1/wallet/deposit',
      ]),
    );
  });

  it('lists the remotes with relative manifest entries; ops disable one', async () => {
    const res = await t.http.get('/remotes');
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual([...REMOTE_NAMES]);
    expect(res.body.data[1]).toMatchObject({ entry: '/remotes/lottery-shop/mf-manifest.json', enabled: true });
    const off = await t.http.call('PUT', '/backoffice/remotes/chat', { token: t.admin, body: { enabled: false } });
    expect(off.body.data).toMatchObject({ name: 'chat', enabled: false });
    expect((await t.http.get('/remotes')).body.data.find((r: { name: string }) => r.name === 'chat').enabled).toBe(
      false,
    );
    expect(
      (await t.http.call('PUT', '/backoffice/remotes/nope', { token: t.admin, body: { enabled: false } })).status,
    ).toBe(404);
    expect(
      (await t.http.call('PUT', '/backoffice/remotes/chat', { token: t.admin, body: { enabled: 'no' } })).body
        .service_code,
    ).toBe('E10000');
  });

  it('system status is public to read, ops-only to change, and refuses unknown flags', async () => {
    const res = await t.http.get('/backoffice/system/status');
    expect(res.body.data).toMatchObject({ Register: true, UnderConstruction: false });
    expect((await t.http.call('PUT', '/backoffice/system/status', { body: { GameError: true } })).status).toBe(401);
    const bad = await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { Nope: true } });
    expect(bad.body.service_code).toBe('E10000');
    const upd = await t.http.call('PUT', '/backoffice/system/status', {
      token: t.admin,
      body: { GameError: true, FreeStyleText: 'x' },
    });
    expect(upd.body.data).toMatchObject({ GameError: true, FreeStyleText: 'x', Register: true });
  });
});
