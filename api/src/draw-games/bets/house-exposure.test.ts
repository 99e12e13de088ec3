/**
 * House exposure (issue 12) through the API on PGlite and PostgreSQL, clock 2026-05-02 10:00 Bangkok:
 * a number's payout if it wins is capped per (round, kind, number) — 2,000,000 baht by default — and a
 * bet that would pass it is refused with 422 E20030 {kind, number, cap, current, requested} without any
 * change; bet/limitation reports it; ops override the cap per game and kind; a cancel releases exposure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { MIGRATIONS_DIR, splitSqlStatements } from '../../db/migrate';
import { BACKENDS } from '../../test-support/databases';
import {
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  registerPlayer,
  testConfig,
  useTestApp,
} from '../../test-support/harness';

jest.setTimeout(180_000);

describe.each(BACKENDS)('house exposure on %s', (backend) => {
  const t = useTestApp(backend);
  let token: string;
  const ops = (method: 'GET' | 'PUT', url: string, body?: unknown, who = t.ops) =>
    t.http.call(method, url, { token: who, ...(body !== undefined ? { body } : {}) });
  const roundOf = async (family: string, type: string) => {
    const res = await t.http.get(`/${family}/current-round/${type}`);
    expect(res.status).toBe(200);
    return res.body.data.current_round.round_id as string;
  };
  const bet = (family: string, type: string, roundId: string, lines: unknown[], who = token) =>
    t.http.post(`/${family}/bet/${type}`, { round_id: roundId, lines }, who, { 'idempotency-key': idemKey('bet') });
  const balance = async (who = token) => (await t.http.get('/wallet/balance', who)).body.data.balance as number;
  const lines = (n: number, kind: string, number: string, amount: number) =>
    Array.from({ length: n }, () => ({ kind, number, amount }));

  beforeAll(async () => {
    token = (await registerPlayer(t.http)).token;
    for (let i = 0; i < 5; i++) expect((await depositBaht(t.http, token, 100_000)).status).toBe(201);
  });

  it('refuses the 500 × 100 baht THREE_TOP slip (42.5 M baht on one number) with E20030 and changes nothing', async () => {
    const roundId = await roundOf('hanoi', 'normal');
    const before = await balance();
    const slips = await sql<{ n: number }>`select count(*)::int as n from bet_slips`.execute(t.database.db);
    const res = await bet('hanoi', 'normal', roundId, lines(500, 'THREE_TOP', '123', 100));
    expect(res.status).toBe(422);
    expect(res.body.service_code).toBe('E20030');
    expect(res.body.data).toEqual({
      kind: 'THREE_TOP',
      number: '123',
      cap: 2_000_000,
      current: 0,
      requested: 42_500_000,
    });
    expect(res.body.service_message).toMatch(/number 123 \(THREE_TOP\).*payout limit/);
    expect(await balance()).toBe(before);
    const after = await sql<{ n: number }>`select count(*)::int as n from bet_slips`.execute(t.database.db);
    expect(after.rows[0]!.n).toBe(slips.rows[0]!.n);
    const totals = await sql<{ n: number }>`
      select count(*)::int as n from round_number_totals where kind = 'THREE_TOP' and number = '123'`.execute(
      t.database.db,
    );
    expect(totals.rows[0]!.n).toBe(0);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('accepts slips up to the cap exactly, refuses the baht beyond it, and bet/limitation warns first', async () => {
    const roundId = await roundOf('hanoi', 'normal');
    const other = (await registerPlayer(t.http)).token;
    expect((await depositBaht(t.http, other, 10_000)).status).toBe(201);
    // 22 × 100 baht × 850 = 1,870,000 baht if 456 wins
    expect((await bet('hanoi', 'normal', roundId, lines(22, 'THREE_TOP', '456', 100))).status).toBe(201);
    const over = await bet('hanoi', 'normal', roundId, lines(2, 'THREE_TOP', '456', 100), other);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      service_code: 'E20030',
      data: { kind: 'THREE_TOP', number: '456', cap: 2_000_000, current: 1_870_000, requested: 170_000 },
    });
    // 100 more baht (85,000) fits: 1,955,000; then 52 baht (44,200) reaches 1,999,200 and 53 would pass 2 M
    expect(
      (await bet('hanoi', 'normal', roundId, [{ kind: 'THREE_TOP', number: '456', amount: 100 }], other)).status,
    ).toBe(201);
    const limitation = await t.http.post(
      '/hanoi/bet/limitation/normal',
      {
        round_id: roundId,
        lines: [
          { kind: 'THREE_TOP', number: '456', amount: 53 },
          { kind: 'THREE_TOP', number: '654', amount: 53 },
        ],
      },
      other,
    );
    expect(limitation.status).toBe(200);
    expect(limitation.body.data).toMatchObject({
      ok: false,
      lines: [
        { accepted: false, exposure: { cap: 2_000_000, current: 1_955_000, requested: 45_050 } },
        { accepted: true, exposure: null },
      ],
    });
    expect(limitation.body.data.lines[0].message).toMatch(/payout limit/);
    expect(
      (await bet('hanoi', 'normal', roundId, [{ kind: 'THREE_TOP', number: '456', amount: 53 }])).body.service_code,
    ).toBe('E20030');
    expect((await bet('hanoi', 'normal', roundId, [{ kind: 'THREE_TOP', number: '456', amount: 52 }])).status).toBe(
      201,
    );
    // other kinds on the same digits are separate buckets
    expect((await bet('hanoi', 'normal', roundId, [{ kind: 'THREE_TOD', number: '456', amount: 100 }])).status).toBe(
      201,
    );
    const stored = await sql<{ exposure: string | number }>`
      select exposure from round_number_totals where kind = 'THREE_TOP' and number = '456'`.execute(t.database.db);
    expect(Number(stored.rows[0]!.exposure)).toBe(1_999_200_00);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('ops read and override the cap per game and kind; null restores the default; bad input changes nothing', async () => {
    const shown = await ops('GET', '/backoffice/exposure-caps/VN');
    expect(shown.status).toBe(200);
    expect(shown.body.data.game_code).toBe('VN');
    expect(shown.body.data.kinds).toContainEqual({
      kind: 'TWO_TOP',
      cap: null,
      default_cap: 2_000_000,
      effective_cap: 2_000_000,
    });
    // set/zodiac kinds default to their spec per-number limit × top prize (99 tickets × 1,500,000)
    const zodiac = await ops('GET', '/backoffice/exposure-caps/LAZODC');
    expect(zodiac.body.data.kinds).toEqual([
      { kind: 'SIX_NUMBER', cap: null, default_cap: 148_500_000, effective_cap: 148_500_000 },
    ]);

    const set = await ops('PUT', '/backoffice/exposure-caps/VN', { caps: { TWO_TOP: 1000, RUN_TOP: 50_000.5 } });
    expect(set.status).toBe(200);
    expect(set.body.data.kinds).toEqual(
      expect.arrayContaining([
        { kind: 'TWO_TOP', cap: 1000, default_cap: 2_000_000, effective_cap: 1000 },
        { kind: 'RUN_TOP', cap: 50_000.5, default_cap: 2_000_000, effective_cap: 50_000.5 },
        { kind: 'THREE_TOP', cap: null, default_cap: 2_000_000, effective_cap: 2_000_000 },
      ]),
    );
    const roundId = await roundOf('hanoi', 'normal');
    // TWO_TOP pays 92: 10 baht = 920 fits under 1,000; one more baht (92) would reach 1,012
    expect((await bet('hanoi', 'normal', roundId, [{ kind: 'TWO_TOP', number: '55', amount: 10 }])).status).toBe(201);
    const refused = await bet('hanoi', 'normal', roundId, [{ kind: 'TWO_TOP', number: '55', amount: 1 }]);
    expect(refused.body).toMatchObject({
      service_code: 'E20030',
      data: { kind: 'TWO_TOP', number: '55', cap: 1000, current: 920, requested: 92 },
    });
    // another game keeps the default
    const vns = await roundOf('hanoi', 'special');
    expect((await bet('hanoi', 'special', vns, [{ kind: 'TWO_TOP', number: '55', amount: 20 }])).status).toBe(201);

    // a kind the game does not offer, a negative cap, an empty body: 400, nothing changes
    for (const body of [
      { caps: { SET_4D: 5 } },
      { caps: { TWO_TOP: -1 } },
      { caps: { TWO_TOP: 1.001 } },
      { caps: {} },
      {},
    ]) {
      const bad = await ops('PUT', '/backoffice/exposure-caps/VN', body);
      expect(`${JSON.stringify(body)} ${bad.status} ${bad.body.service_code}`).toBe(
        `${JSON.stringify(body)} 400 E10000`,
      );
    }
    expect((await ops('GET', '/backoffice/exposure-caps/NOPE')).status).toBe(404);
    expect((await ops('PUT', '/backoffice/exposure-caps/VN', { caps: { TWO_TOP: 5 } }, token)).status).toBe(403);
    expect((await t.http.call('GET', '/backoffice/exposure-caps/VN')).status).toBe(401);
    const still = await ops('GET', '/backoffice/exposure-caps/VN');
    expect(still.body.data.kinds).toContainEqual({
      kind: 'TWO_TOP',
      cap: 1000,
      default_cap: 2_000_000,
      effective_cap: 1000,
    });

    const reset = await ops('PUT', '/backoffice/exposure-caps/VN', { caps: { TWO_TOP: null } });
    expect(reset.body.data.kinds).toContainEqual({
      kind: 'TWO_TOP',
      cap: null,
      default_cap: 2_000_000,
      effective_cap: 2_000_000,
    });
    expect(reset.body.data.kinds).toContainEqual({
      kind: 'RUN_TOP',
      cap: 50_000.5,
      default_cap: 2_000_000,
      effective_cap: 50_000.5,
    });
    expect((await bet('hanoi', 'normal', roundId, [{ kind: 'TWO_TOP', number: '55', amount: 1 }])).status).toBe(201);
  });

  it('counts any-order lines by their digits, and a cancel releases the exposure of the lines it cancels', async () => {
    const roundId = await roundOf('lao', 'super');
    expect(
      (await ops('PUT', '/backoffice/exposure-caps/LASUPER', { caps: { THREE_TOP: 85_000, THREE_TOD: 1200 } })).status,
    ).toBe(200);
    // THREE_TOD pays 120: 123 and 321 are the same digits, 600 + 600 = 1,200 fits; 213 would add 120
    expect(
      (
        await bet('lao', 'super', roundId, [
          { kind: 'THREE_TOD', number: '123', amount: 5 },
          { kind: 'THREE_TOD', number: '321', amount: 5 },
        ])
      ).status,
    ).toBe(201);
    const tod = await bet('lao', 'super', roundId, [{ kind: 'THREE_TOD', number: '213', amount: 1 }]);
    expect(tod.body).toMatchObject({
      service_code: 'E20030',
      data: { kind: 'THREE_TOD', number: '213', cap: 1200, current: 1200, requested: 120 },
    });

    // THREE_TOP pays 850: 100 baht is exactly the 85,000 cap
    const placed = await bet('lao', 'super', roundId, [
      { kind: 'THREE_TOP', number: '777', amount: 100 },
      { kind: 'TWO_TOP', number: '77', amount: 10 },
    ]);
    expect(placed.status).toBe(201);
    const slipId = placed.body.data.slip_id as string;
    expect(
      (await bet('lao', 'super', roundId, [{ kind: 'THREE_TOP', number: '777', amount: 1 }])).body.service_code,
    ).toBe('E20030');
    const cancelled = await t.http.post(`/lao/bet-slip/partial/super/${slipId}`, { line_ids: [`${slipId}-1`] }, token);
    expect(cancelled.status).toBe(200);
    const stored = async (kind: string, number: string) => {
      const r = await sql<{ exposure: string | number; total: string | number }>`
        select t.exposure, t.total from round_number_totals t join rounds r on r.id = t.round_id
         where r.game_code = 'LASUPER' and t.kind = ${kind} and t.number = ${number}`.execute(t.database.db);
      return { exposure: Number(r.rows[0]!.exposure), total: Number(r.rows[0]!.total) };
    };
    expect(await stored('THREE_TOP', '777')).toEqual({ exposure: 0, total: 0 });
    expect(await stored('TWO_TOP', '77')).toEqual({ exposure: 920_00, total: 10_00 });
    expect((await bet('lao', 'super', roundId, [{ kind: 'THREE_TOP', number: '777', amount: 100 }])).status).toBe(201);
    expect(await stored('THREE_TOP', '777')).toEqual({ exposure: 85_000_00, total: 100_00 });
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it("migration 0009's backfill recomputes every stored exposure from the pending lines", async () => {
    const sets = await bet('set/hanoi', 'normal', await roundOf('set/hanoi', 'normal'), [
      { kind: 'SET_4D', number: '1234', amount: 2 },
    ]);
    expect(sets.status).toBe(201);
    const zodiac = await bet('lao/zodiac', 'normal', await roundOf('lao/zodiac', 'normal'), [
      { kind: 'SIX_NUMBER', number: '123456', amount: 1 },
    ]);
    expect(zodiac.status).toBe(201);
    const snapshot = async () =>
      (
        await sql<{ k: string; total: string | number; exposure: string | number }>`
          select round_id || ':' || kind || ':' || number as k, total, exposure from round_number_totals order by 1`.execute(
          t.database.db,
        )
      ).rows.map((r) => ({ k: r.k, total: Number(r.total), exposure: Number(r.exposure) }));
    const before = await snapshot();
    expect(before).toContainEqual({ k: expect.stringMatching(/:SET_4D:1234$/), total: 2, exposure: 2 * 90_000_00 });
    expect(before).toContainEqual({
      k: expect.stringMatching(/:SIX_NUMBER:123456$/),
      total: 1,
      exposure: 1_500_000_00,
    });
    expect(before).toContainEqual({ k: expect.stringMatching(/:THREE_TOD:123$/), total: 10_00, exposure: 1200_00 });
    await sql`update round_number_totals set exposure = 0`.execute(t.database.db);
    const text = fs.readFileSync(path.join(MIGRATIONS_DIR, '0009_house_exposure.sql'), 'utf8');
    const backfill = splitSqlStatements(text).find((q) => /INSERT INTO round_number_totals/.test(q))!;
    await sql.raw(backfill).execute(t.database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('EXPOSURE_CAP_BAHT sets the default; a bad value stops the start', () => {
    expect(testConfig({ EXPOSURE_CAP_BAHT: '5000' }).exposureCapSatang).toBe(5000_00);
    expect(testConfig().exposureCapSatang).toBe(2_000_000_00);
    expect(() => testConfig({ EXPOSURE_CAP_BAHT: 'lots' })).toThrow(/EXPOSURE_CAP_BAHT/);
  });
});
