/**
 * Player protection through HTTP on PGlite and PostgreSQL (issue 12): deposit and loss limits per
 * Bangkok day/week/month (lower at once, raise or removal after LIMIT_RAISE_DELAY_HOURS), the reality
 * check of the session, and self-exclusion (at once, every session revoked, never shortened or lifted).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { createSession } from '../auth/sessions';
import { parseRoundId } from '../draw-games/rounds/parse-round-id';
import { BACKENDS } from '../test-support/databases';
import {
  BEFORE_2026_05_02,
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  registerPlayer,
  testConfig,
  useTestApp,
} from '../test-support/harness';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId } from '../wallet/accounts';
import { postLedgerTransfer } from '../wallet/post-ledger-transfer';
import { selfExclude } from '../self-exclusion/self-exclude';

jest.setTimeout(180_000);

const HOUR = 3_600_000;

describe.each(BACKENDS)('player protection on %s', (backend) => {
  const t = useTestApp(backend);
  let roundId: string;
  beforeAll(async () => {
    roundId = (await t.http.get('/underground/current-round/thai')).body.data.current_round.round_id;
  });
  beforeEach(() => t.clock.set(BEFORE_2026_05_02));

  const limits = (token: string) => t.http.get('/users/limits', token);
  const setLimits = (token: string, body: unknown) => t.http.call('PUT', '/users/limits', { token, body });
  const bet = (token: string, amount: number, key = idemKey('bet')) =>
    t.http.call('POST', '/underground/bet/thai', {
      token,
      body: { round_id: roundId, remark: '', lines: [{ kind: 'TWO_TOP', number: '12', amount }] },
      headers: { 'idempotency-key': key },
    });
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const userIdOf = async (phone: string) =>
    (await t.database.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id;
  /** A payout from the house (what settlement posts for a winning line). */
  const payout = async (userId: number, satang: number) =>
    t.database.db.transaction().execute(async (trx) =>
      postLedgerTransfer(trx, {
        kind: 'PAYOUT',
        userId,
        idempotencyScope: 'test.payout',
        idempotencyKey: idemKey('payout'),
        legs: [
          { accountId: await systemAccountId(trx, SYSTEM_ACCOUNTS.house), amountSatang: -satang },
          { accountId: await playerAccountId(trx, userId), amountSatang: satang },
        ],
        at: t.clock.now(),
      }),
    );

  describe('limits', () => {
    it('start with none; every period shows its Bangkok start and reset', async () => {
      const { token } = await registerPlayer(t.http);
      await depositBaht(t.http, token, 250);
      const res = await limits(token);
      expect(res.status).toBe(200);
      expect(res.body.data.raise_delay_hours).toBe(24);
      expect(res.body.data.as_of).toBe(t.clock.now().toISOString());
      expect(res.body.data.deposit_day).toEqual({
        limit: null,
        used: 250,
        remaining: null,
        // 2026-05-02 is a Saturday: day from 00:00 Bangkok (17:00 UTC the evening before)
        period_start: '2026-05-01T17:00:00.000Z',
        resets_at: '2026-05-02T17:00:00.000Z',
        pending: null,
      });
      expect(res.body.data.deposit_week).toMatchObject({
        period_start: '2026-04-26T17:00:00.000Z', // Monday 2026-04-27 00:00 Bangkok
        resets_at: '2026-05-03T17:00:00.000Z',
      });
      expect(res.body.data.loss_month).toMatchObject({
        used: 0,
        period_start: '2026-04-30T17:00:00.000Z',
        resets_at: '2026-05-31T17:00:00.000Z',
      });
    });

    it('a deposit past the daily limit → 422 E40001 {period, limit, used, remaining}, credits nothing', async () => {
      const { token } = await registerPlayer(t.http);
      const set = await setLimits(token, { deposit_day: 1000 });
      expect(set.status).toBe(200);
      expect(set.body.service_code).toBe('S10002');
      expect(set.body.data.deposit_day).toMatchObject({ limit: 1000, used: 0, remaining: 1000, pending: null });
      expect((await depositBaht(t.http, token, 600)).status).toBe(201);
      const key = idemKey('dep');
      const refused = await depositBaht(t.http, token, 500, key);
      expect(refused.status).toBe(422);
      expect(refused.body.service_code).toBe('E40001');
      expect(refused.body.data).toEqual({ period: 'day', limit: 1000, used: 600, remaining: 400 });
      expect(refused.body.service_message).toMatch(/daily deposit limit of 1000\.00 baht/);
      expect(await balance(token)).toBe(600);
      // exactly up to the limit is fine; the refused key stored nothing and may be used again
      expect((await depositBaht(t.http, token, 400)).status).toBe(201);
      expect((await depositBaht(t.http, token, 1, key)).body.service_code).toBe('E40001');
      expect((await limits(token)).body.data.deposit_day).toMatchObject({ used: 1000, remaining: 0 });
    });

    it('names the tightest limit when several would be passed', async () => {
      const { token } = await registerPlayer(t.http);
      await setLimits(token, { deposit_day: 500, deposit_week: 300, deposit_month: 5000 });
      expect((await depositBaht(t.http, token, 200)).status).toBe(201);
      const refused = await depositBaht(t.http, token, 400);
      expect(refused.body.data).toEqual({ period: 'week', limit: 300, used: 200, remaining: 100 });
    });

    it('lowering applies at once; raising waits 24 h as pending; the limit in force again cancels it', async () => {
      const { token } = await registerPlayer(t.http);
      await setLimits(token, { deposit_day: 1000 });
      const lowered = await setLimits(token, { deposit_day: 300 });
      expect(lowered.body.data.deposit_day).toMatchObject({ limit: 300, pending: null });
      const raised = await setLimits(token, { deposit_day: 2000 });
      const effectiveAt = new Date(t.clock.now().getTime() + 24 * HOUR).toISOString();
      expect(raised.body.data.deposit_day).toMatchObject({
        limit: 300,
        pending: { limit: 2000, effective_at: effectiveAt },
      });
      expect((await depositBaht(t.http, token, 301)).body.service_code).toBe('E40001');
      // asking for the same raise again later keeps its time
      t.clock.advance(HOUR);
      expect((await setLimits(token, { deposit_day: 2000 })).body.data.deposit_day.pending.effective_at).toBe(
        effectiveAt,
      );
      // the player changes their mind: the limit in force again cancels the raise
      expect((await setLimits(token, { deposit_day: 300 })).body.data.deposit_day.pending).toBeNull();
      await setLimits(token, { deposit_day: 2000 });
      const restartedAt = new Date(t.clock.now().getTime() + 24 * HOUR);
      t.clock.set(new Date(restartedAt.getTime() - 1000));
      expect((await limits(token)).body.data.deposit_day.limit).toBe(300);
      t.clock.set(restartedAt);
      expect((await limits(token)).body.data.deposit_day).toMatchObject({ limit: 2000, pending: null });
      expect((await depositBaht(t.http, token, 1500)).status).toBe(201);
    });

    it('removing a limit (null) waits too; a new limit where there was none applies at once', async () => {
      const { token } = await registerPlayer(t.http);
      const set = await setLimits(token, { loss_week: 100, deposit_month: 50 });
      expect(set.body.data.loss_week).toMatchObject({ limit: 100, remaining: 100, pending: null });
      const removed = await setLimits(token, { deposit_month: null });
      expect(removed.body.data.deposit_month).toMatchObject({
        limit: 50,
        pending: { limit: null, effective_at: expect.any(String) },
      });
      expect(removed.body.data.loss_week.limit).toBe(100); // a field left out stays as it is
      expect((await depositBaht(t.http, token, 51)).body.service_code).toBe('E40001');
      t.clock.advance(24 * HOUR);
      expect((await limits(token)).body.data.deposit_month).toMatchObject({ limit: null, pending: null });
      expect((await depositBaht(t.http, token, 51)).status).toBe(201);
    });

    it('counts Bangkok calendar periods: the day ends at 24:00 Bangkok, the week on Sunday, the month on its last day', async () => {
      const { token, phone, pin } = await registerPlayer(t.http);
      await setLimits(token, { deposit_day: 100, deposit_week: 250, deposit_month: 400 });
      t.clock.set('2026-04-30T23:59:59+07:00'); // Thursday, last day of April
      expect((await depositBaht(t.http, token, 100)).status).toBe(201);
      expect((await depositBaht(t.http, token, 1)).body.data.period).toBe('day');
      t.clock.set('2026-05-01T00:00:00+07:00'); // a new day and month, the same week
      expect((await depositBaht(t.http, token, 100)).status).toBe(201);
      t.clock.set('2026-05-03T23:59:00+07:00'); // Sunday
      const weekFull = await depositBaht(t.http, token, 51);
      expect(weekFull.body.data).toEqual({ period: 'week', limit: 250, used: 200, remaining: 50 });
      expect((await depositBaht(t.http, token, 50)).status).toBe(201);
      t.clock.set('2026-05-04T00:00:00+07:00'); // Monday: a new week; May holds 150 so far
      expect((await depositBaht(t.http, token, 100)).status).toBe(201);
      t.clock.set('2026-05-11T08:00:00+07:00'); // the next week (a new login: sessions last 7 days)
      const later = (await t.http.post('/auth/login', { phone, pin })).body.data.token as string;
      expect((await depositBaht(t.http, later, 100)).status).toBe(201); // May holds 350
      t.clock.set('2026-05-12T08:00:00+07:00'); // the day and the week allow 60, the month does not
      const monthFull = await depositBaht(t.http, later, 60);
      expect(monthFull.body.data).toEqual({ period: 'month', limit: 400, used: 350, remaining: 50 });
    });

    it('a stake past the loss limit → 422 E40002; payouts and refunds count back', async () => {
      const { token, phone } = await registerPlayer(t.http);
      await depositBaht(t.http, token, 1000);
      await setLimits(token, { loss_day: 100 });
      expect((await bet(token, 60)).status).toBe(201);
      const key = idemKey('bet');
      const refused = await bet(token, 50, key);
      expect(refused.status).toBe(422);
      expect(refused.body.service_code).toBe('E40002');
      expect(refused.body.data).toEqual({ period: 'day', limit: 100, used: 60, remaining: 40 });
      expect(await balance(token)).toBe(940);
      expect((await bet(token, 40)).status).toBe(201);
      expect((await bet(token, 1)).body.service_code).toBe('E40002');
      // a payout of 30 brings the net loss down to 70: 30 more may be staked
      await payout(await userIdOf(phone), 3000);
      expect((await limits(token)).body.data.loss_day).toMatchObject({ used: 70, remaining: 30 });
      expect((await bet(token, 31, key)).body.service_code).toBe('E40002');
      expect((await bet(token, 30, key)).status).toBe(201);
      // deposits are not play: they never count towards a loss
      expect((await depositBaht(t.http, token, 10)).status).toBe(201);
      expect((await limits(token)).body.data.loss_day.used).toBe(100);
      expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
    });

    it('a lottery-shop checkout is a stake too (what the wallet pays)', async () => {
      const { token } = await registerPlayer(t.http);
      const shop = (await t.http.get('/underground/current-round?game_type=LOTTERY')).body.data.current_round;
      // stock written directly: this suite is about the player's limit, not about ops loading stock
      await t.database.db
        .insertInto('lottery_inventory')
        .values({ round_id: parseRoundId(shop.round_id), number: '424242', quantity: 5 })
        .onConflict((oc) => oc.columns(['round_id', 'number']).doUpdateSet({ quantity: 5 }))
        .execute();
      await depositBaht(t.http, token, 1000);
      await setLimits(token, { loss_day: 50 });
      expect(
        (await t.http.post('/lottery/book', { bet_detail_list: [{ number: '424242', amount: 1 }] }, token)).status,
      ).toBe(200);
      const refused = await t.http.call('POST', '/lottery/bet', {
        token,
        body: { remark: '', uses: 0 },
        headers: { 'idempotency-key': idemKey('lot') },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.service_code).toBe('E40002');
      expect(refused.body.data).toMatchObject({ period: 'day', limit: 50, used: 0, remaining: 50 });
      expect(await balance(token)).toBe(1000);
    });

    it('refuses bad input with E10000 and changes nothing', async () => {
      const { token } = await registerPlayer(t.http);
      await setLimits(token, { deposit_day: 100 });
      for (const body of [
        {},
        { deposit_day: -5 },
        { deposit_day: 'abc' },
        { deposit_day: 10.555 },
        { deposit_day: true },
        { deposit_yearly: 5 },
      ]) {
        const res = await setLimits(token, body);
        expect([res.status, res.body.service_code]).toEqual([400, 'E10000']);
      }
      expect((await limits(token)).body.data.deposit_day.limit).toBe(100);
      expect((await t.http.get('/users/limits')).status).toBe(401);
    });
  });

  describe('reality check', () => {
    it('shows the session time, its net result and when the next check is due; the interval may be chosen', async () => {
      const { token, phone, pin } = await registerPlayer(t.http);
      await depositBaht(t.http, token, 500);
      const startedAt = t.clock.now().toISOString();
      const first = await t.http.get('/users/reality-check', token);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({
        interval_minutes: 60,
        session_started_at: startedAt,
        elapsed_minutes: 0,
        net_result: 0,
        next_check_in_seconds: 3600,
      });
      t.clock.advance(45 * 60_000);
      await bet(token, 25);
      await payout(await userIdOf(phone), 1000);
      expect((await t.http.get('/users/reality-check', token)).body.data).toMatchObject({
        elapsed_minutes: 45,
        net_result: -15,
        next_check_in_seconds: 15 * 60,
      });
      const chosen = await t.http.call('PUT', '/users/reality-check', { token, body: { interval_minutes: 30 } });
      expect(chosen.status).toBe(200);
      expect(chosen.body.data).toMatchObject({ interval_minutes: 30, next_check_in_seconds: 15 * 60 });
      for (const body of [{ interval_minutes: 20 }, { interval_minutes: '30' }, {}]) {
        const bad = await t.http.call('PUT', '/users/reality-check', { token, body });
        expect([bad.status, bad.body.service_code]).toEqual([400, 'E10000']);
      }
      // a new login starts a new session: its result starts from zero, the chosen interval stays
      t.clock.advance(60_000);
      const login = await t.http.post('/auth/login', { phone, pin });
      expect(login.status).toBe(200);
      expect((await t.http.get('/users/reality-check', login.body.data.token)).body.data).toMatchObject({
        interval_minutes: 30,
        session_started_at: t.clock.now().toISOString(),
        net_result: 0,
      });
    });

    it('takes its default interval from REALITY_CHECK_MINUTES and the raise delay from LIMIT_RAISE_DELAY_HOURS', () => {
      const config = testConfig({ REALITY_CHECK_MINUTES: '5', LIMIT_RAISE_DELAY_HOURS: '48' });
      expect([config.realityCheckMinutes, config.limitRaiseDelayHours]).toEqual([5, 48]);
      expect(() => testConfig({ REALITY_CHECK_MINUTES: '0' })).toThrow(/REALITY_CHECK_MINUTES/);
      expect(() => testConfig({ LIMIT_RAISE_DELAY_HOURS: 'soon' })).toThrow(/LIMIT_RAISE_DELAY_HOURS/);
    });
  });

  describe('self-exclusion', () => {
    const exclude = (token: string, body: unknown) => t.http.post('/users/self-exclusion', body, token);

    it('needs the PIN again: a wrong one changes nothing', async () => {
      const { token } = await registerPlayer(t.http);
      const wrong = await exclude(token, { period: '6M', pin: '000000' });
      expect(wrong.body.service_code).toBe('B5V003');
      expect((await t.http.get('/wallet/balance', token)).status).toBe(200);
      for (const body of [{ period: '2Y', pin: '123456' }, { period: '6M' }, { period: '6M', pin: '12' }]) {
        const bad = await exclude(token, body);
        expect([bad.status, bad.body.service_code]).toEqual([400, 'E10000']);
      }
      expect((await t.http.get('/wallet/balance', token)).status).toBe(200);
    });

    it('wrong PINs lock as login does (one throttle): the 5th is 423 B5V002, then even the right PIN and login are refused', async () => {
      const { token, phone, pin } = await registerPlayer(t.http);
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) codes.push((await exclude(token, { period: '6M', pin: '000000' })).body.service_code);
      expect(codes).toEqual(['B5V003', 'B5V003', 'B5V003', 'B5V003', 'B5V002']);
      const right = await exclude(token, { period: '6M', pin });
      expect([right.status, right.body.service_code]).toEqual([423, 'B5V002']);
      // the same lock as login's: the phone is blocked there too, and nothing was excluded
      expect((await t.http.post('/auth/login', { phone, pin })).body.service_code).toBe('B5V002');
      expect((await t.http.get('/wallet/balance', token)).status).toBe(200);
    });

    it('takes effect at once: every session revoked, login, bets and deposits refused with E40003', async () => {
      const { token, phone, pin } = await registerPlayer(t.http);
      await depositBaht(t.http, token, 100);
      const second = (await t.http.post('/auth/login', { phone, pin })).body.data.token as string;
      const res = await exclude(token, { period: '1Y', pin });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ self_excluded_until: '2027-05-02T03:00:00.000Z', sessions_revoked: 2 });
      for (const tok of [token, second]) expect((await t.http.get('/wallet/balance', tok)).status).toBe(401);
      const login = await t.http.post('/auth/login', { phone, pin });
      expect(login.status).toBe(403);
      expect(login.body.service_code).toBe('E40003');
      expect(login.body.data.self_excluded_until).toBe('2027-05-02T03:00:00.000Z');
      // a session that slipped through (a login racing the exclusion) is refused by the auth guard
      const userId = await userIdOf(phone);
      const raced = await createSession(t.database.db, { userId, customerCode: 'x', now: t.clock.now(), ttlHours: 24 });
      for (const refused of [
        await t.http.get('/wallet/balance', raced.token),
        await depositBaht(t.http, raced.token, 10),
        await bet(raced.token, 1),
        await t.http.post('/users/self-exclusion', { period: '6M', pin }, raced.token),
      ]) {
        expect([refused.status, refused.body.service_code]).toEqual([403, 'E40003']);
        expect(refused.body.data).toEqual({ self_excluded_until: '2027-05-02T03:00:00.000Z' });
      }
      // the 100 went back to the player's bank account (a withdrawal ops pay): nothing is left on the site
      const returned = await t.database.db
        .selectFrom('withdrawals')
        .select(['amount_satang', 'source', 'state'])
        .where('user_id', '=', userId)
        .execute();
      expect(returned).toEqual([{ amount_satang: 100_00, source: 'SELF_EXCLUSION', state: 'PENDING' }]);
      expect(await balance((await createSessionAfter(userId, '2027-05-02T03:00:00.000Z')).token)).toBe(0);
    });

    it('can never be shortened: a shorter period keeps the later end; nothing else in the api writes it', async () => {
      const { token, phone, pin } = await registerPlayer(t.http);
      const userId = await userIdOf(phone);
      const first = await exclude(token, { period: '5Y', pin });
      expect(first.body.data.self_excluded_until).toBe('2031-05-02T03:00:00.000Z');
      // the api refuses the player's sessions, so call the use case itself with a shorter period
      t.clock.advance(24 * HOUR);
      const shorter = await selfExclude(t.ctx, { userId, period: '6M', pin }, { ip: '127.0.0.1' });
      expect(shorter.self_excluded_until).toBe('2031-05-02T03:00:00.000Z');
      // a longer one extends it
      t.clock.set('2027-01-01T00:00:00+07:00');
      expect((await selfExclude(t.ctx, { userId, period: '5Y', pin }, { ip: '127.0.0.1' })).self_excluded_until).toBe(
        '2031-12-31T17:00:00.000Z',
      );
      // the only route about it is the player's own POST, and the only writer of the column is selfExclude
      const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const routes = Object.entries(docs.paths).flatMap(([p, methods]) =>
        /exclu/i.test(p) ? Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`) : [],
      );
      expect(routes).toEqual(['POST /api/v1/users/self-exclusion']);
      expect(writersOfSelfExclusion()).toEqual(['self-exclusion/self-exclude.ts']);
      const row = await sql<{
        until: Date;
      }>`select self_excluded_until as until from users where id = ${userId}`.execute(t.database.db);
      expect(row.rows[0]!.until.toISOString()).toBe('2031-12-31T17:00:00.000Z');
    });

    it('ends by itself: after the end, a new session plays again', async () => {
      const { token, phone, pin } = await registerPlayer(t.http);
      await exclude(token, { period: '6M', pin });
      t.clock.set('2026-11-02T09:59:59+07:00');
      expect((await t.http.post('/auth/login', { phone, pin })).body.service_code).toBe('E40003');
      t.clock.set('2026-11-02T10:00:00+07:00');
      const login = await t.http.post('/auth/login', { phone, pin });
      expect(login.status).toBe(200);
      expect((await depositBaht(t.http, login.body.data.token, 10)).status).toBe(201);
    });
  });

  async function createSessionAfter(userId: number, until: string) {
    t.clock.set(new Date(new Date(until).getTime() + 1000));
    return createSession(t.database.db, { userId, customerCode: 'x', now: t.clock.now(), ttlHours: 24 });
  }
});

/** Source files under api/src that write users.self_excluded_until (an update or insert naming it). */
function writersOfSelfExclusion(): string[] {
  const root = path.resolve(__dirname, '..');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) files.push(full);
    }
  };
  walk(root);
  return files
    .filter((f) => /\.set\(\s*\{[^}]*self_excluded_until|set\s+self_excluded_until\s*=/i.test(readFileSync(f, 'utf8')))
    .map((f) => path.relative(root, f).split(path.sep).join('/'));
}
