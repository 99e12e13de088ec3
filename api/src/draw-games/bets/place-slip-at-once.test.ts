/**
 * The bet's two paths (place-bet.ts) on PGlite and PostgreSQL, through the API: the usual slip is written in one
 * statement (place-slip-at-once.ts, migration 0035's place_bet_slip) and answers exactly what the locked path and
 * the slip's own read answer; whatever the one statement does not judge goes the locked path (a loss limit, a
 * per-player cap, a used key, a refusal); the one statement's own refusals change nothing; a key sent twice at
 * once debits once.
 */
import { sql } from 'kysely';
import { BACKENDS } from '../../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../../test-support/harness';
import { createRestrictedNumber } from '../restrictions/manage-restricted-numbers';
import type * as atOnce from './place-slip-at-once';
import { placeSlipAtOnce } from './place-slip-at-once';

jest.setTimeout(180_000);

// the real function, watched: what the one statement answered per call
jest.mock('./place-slip-at-once', () => {
  const actual = jest.requireActual<typeof atOnce>('./place-slip-at-once');
  return { ...actual, placeSlipAtOnce: jest.fn(actual.placeSlipAtOnce) };
});
const watched = placeSlipAtOnce as jest.MockedFunction<typeof placeSlipAtOnce>;
const real = jest.requireActual<typeof atOnce>('./place-slip-at-once').placeSlipAtOnce;

describe.each(BACKENDS)('placing a slip on %s', (backend) => {
  const t = useTestApp(backend);
  /** What the one statement answered per call: a slip code, 'locked-path' or the refusal's code. */
  let outcomes: string[];

  beforeEach(() => {
    outcomes = [];
    watched.mockImplementation(async (...args) => {
      try {
        const r = await real(...args);
        outcomes.push(r === 'locked-path' ? r : r.body.slip_id);
        return r;
      } catch (e) {
        outcomes.push((e as { code?: string }).code ?? 'error');
        throw e;
      }
    });
  });

  const roundId = async () => {
    const res = await t.http.get('/hanoi/current-round/normal');
    expect(res.status).toBe(200);
    return res.body.data.current_round.round_id as string;
  };
  const bet = (token: string, round: string, lines: unknown[], key = idemKey('bet')) =>
    t.http.post('/hanoi/bet/normal', { round_id: round, lines, remark: 'สองเส้น' }, token, { 'idempotency-key': key });
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const count = async (table: 'bet_slips' | 'idempotency_records' | 'ledger_transfers' | 'round_number_totals') =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.database.db)).rows[0]!.n;
  const funded = async (baht: number) => {
    const p = await registerPlayer(t.http);
    expect((await depositBaht(t.http, p.token, baht)).status).toBe(201);
    return p.token;
  };
  const lines = [
    { kind: 'THREE_TOP', number: '123', amount: 10 },
    { kind: 'THREE_TOD', number: '321', amount: 5 },
    { kind: 'TWO_BOTTOM', number: '07', amount: 20 },
    { kind: 'RUN_TOP', number: '7', amount: 1.5 },
  ];

  it('places the usual slip in one statement: the answer is the slip as read back, the replay and the locked path agree', async () => {
    const token = await funded(1_000);
    const round = await roundId();
    const key = idemKey('bet');
    const placed = await bet(token, round, lines, key);
    expect(placed.status).toBe(201);
    expect(outcomes).toEqual([placed.body.data.slip_id]);
    expect(await balance(token)).toBe(1_000 - 36.5);
    const read = await t.http.get(`/hanoi/bet-slip/normal/${placed.body.data.slip_id}`, token);
    expect(read.status).toBe(200);
    expect(placed.body.data).toEqual(read.body.data);
    // every game's slips in one list, newest first: this one is there, as placed
    const all = await t.http.get('/bet-slips?limit=5', token);
    expect(all.status).toBe(200);
    expect(all.body.data[0]).toEqual(placed.body.data);
    // the same key again: the stored answer, no second debit, and the one statement is not even tried
    const again = await bet(token, round, lines, key);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(placed.body.data);
    expect(outcomes).toHaveLength(1);
    expect(await balance(token)).toBe(1_000 - 36.5);

    // a player with a loss limit goes the locked path: the same slip, shaped the same
    const limited = await funded(1_000);
    expect((await t.http.call('PUT', '/users/limits', { token: limited, body: { loss_day: 500 } })).status).toBe(200);
    const locked = await bet(limited, round, lines);
    expect(locked.status).toBe(201);
    expect(outcomes.at(-1)).toBe('locked-path');
    const strip = (d: Record<string, unknown>) => ({
      ...d,
      slip_id: undefined,
      created_at: undefined,
      lines: (d.lines as Record<string, unknown>[]).map((l) => ({ ...l, line_id: undefined })),
    });
    expect(strip(locked.body.data)).toEqual(strip(placed.body.data));
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('refuses a slip the player cannot pay with P2R202 and the balance, and writes nothing', async () => {
    const token = await funded(30);
    const round = await roundId();
    const before = await Promise.all([count('bet_slips'), count('idempotency_records'), count('ledger_transfers')]);
    const res = await bet(token, round, lines);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ service_code: 'P2R202', data: { required: 36.5, balance: 30 } });
    expect(outcomes).toEqual(['P2R202']);
    expect(await Promise.all([count('bet_slips'), count('idempotency_records'), count('ledger_transfers')])).toEqual(
      before,
    );
    expect(await balance(token)).toBe(30);
  });

  it('refuses past a number cap in the one statement (E20013 with what remains) and rolls the totals back', async () => {
    const token = await funded(5_000);
    const round = await roundId();
    await createRestrictedNumber(
      t.ctx,
      { game_code: 'VN', round_id: round, kind: 'TWO_TOP', number: '88', rule: 'CAP', cap_amount: 100 },
      'test',
    );
    expect((await bet(token, round, [{ kind: 'TWO_TOP', number: '88', amount: 60 }])).status).toBe(201);
    const totals = await count('round_number_totals');
    const over = await bet(token, round, [
      { kind: 'TWO_BOTTOM', number: '11', amount: 10 },
      { kind: 'TWO_TOP', number: '88', amount: 50 },
    ]);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ service_code: 'E20013', data: { kind: 'TWO_TOP', number: '88', remaining: 40 } });
    expect(outcomes).toEqual([expect.stringMatching(/^VN/), 'E20013']);
    expect(await count('round_number_totals')).toBe(totals);
    expect(await balance(token)).toBe(5_000 - 60);
  });

  it('a slip judged while the round was open and written after its close is not placed (perfect-timing bot)', async () => {
    const token = await funded(1_000);
    const round = await roundId();
    expect((await bet(token, round, lines)).status).toBe(201);
    // the plan the one statement got, replayed as a bot would have it: judged open, arriving just after the close
    const judged = watched.mock.calls.at(-1)![1];
    await sql`update rounds set state = 'closed' where id = ${Number(round)}`.execute(t.database.db);
    try {
      const before = await Promise.all([count('bet_slips'), count('idempotency_records'), count('ledger_transfers')]);
      const late = await real(t.database.db, {
        ...judged,
        idempotencyKey: idemKey('late'),
        slipCode: `${judged.slipCode}L`,
      });
      expect(late).toBe('locked-path');
      expect(await Promise.all([count('bet_slips'), count('idempotency_records'), count('ledger_transfers')])).toEqual(
        before,
      );
      // and through the API the locked path refuses it with E20016
      const refused = await bet(token, round, lines);
      expect(refused.body.service_code).toBe('E20016');
    } finally {
      await sql`update rounds set state = 'open' where id = ${Number(round)}`.execute(t.database.db);
    }
  });

  it('debits once when the same key is sent ten times at once', async () => {
    const token = await funded(1_000);
    const round = await roundId();
    const key = idemKey('bet');
    const answers = await Promise.all(Array.from({ length: 10 }, () => bet(token, round, lines, key)));
    const ok = answers.filter((a) => a.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) if (a.status !== 201) expect(a.body.service_code).toBe('E10409');
    expect(new Set(ok.map((a) => a.body.data.slip_id)).size).toBe(1);
    expect(await balance(token)).toBe(1_000 - 36.5);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});
