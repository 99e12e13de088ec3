/**
 * Money under pressure: idempotent deposits and bets, and 50 concurrent bets plus 50 concurrent
 * deposits on one account (real row locks on PostgreSQL; PGlite serialises them): the balance always
 * equals the ledger sum and is never negative.
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import { HOUSE_STRIPES, houseAccountCode, houseBalanceSatang } from '../wallet/accounts';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

describe.each(BACKENDS)('money on %s', (backend) => {
  const t = useTestApp(backend);
  let roundId: string;
  beforeAll(async () => {
    roundId = (await t.http.get('/underground/current-round/thai')).body.data.current_round.round_id;
  });

  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const bet = (token: string, key: string, amount = 1, number = '12') =>
    t.http.call('POST', '/underground/bet/thai', {
      token,
      body: { round_id: roundId, remark: '', lines: [{ kind: 'TWO_TOP', number, amount }] },
      headers: { 'idempotency-key': key },
    });

  it('the same deposit key twice credits once and returns the first response', async () => {
    const { token } = await registerPlayer(t.http);
    const key = idemKey('dep');
    const first = await depositBaht(t.http, token, 40, key);
    const second = await depositBaht(t.http, token, '40.00', key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await balance(token)).toBe(40);
    const conflict = await depositBaht(t.http, token, 41, key);
    expect(conflict.status).toBe(409);
    expect(conflict.body.service_code).toBe('E10409');
    expect(await balance(token)).toBe(40);
  });

  it('the same bet key twice debits once and returns the same slip', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 10);
    const key = idemKey('bet');
    const first = await bet(token, key, 3);
    const second = await bet(token, key, 3);
    expect(first.status).toBe(201);
    expect(second.body.data.slip_id).toBe(first.body.data.slip_id);
    expect(await balance(token)).toBe(7);
    expect((await bet(token, key, 4)).body.service_code).toBe('E10409');
    expect((await t.http.get('/underground/bet-slip/thai', token)).body.data).toHaveLength(1);
  });

  it('a refused bet stores nothing under its key: the retry with money runs', async () => {
    const { token } = await registerPlayer(t.http);
    const key = idemKey('retry');
    expect((await bet(token, key, 5)).body.service_code).toBe('P2R202');
    await depositBaht(t.http, token, 5);
    expect((await bet(token, key, 5)).status).toBe(201);
    expect(await balance(token)).toBe(0);
  });

  it('50 concurrent bets and 50 concurrent deposits keep balance == ledger and never negative', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 30);
    // 50 bets of 2 baht (100) against 30 baht + 50 deposits of 1 baht arriving at the same time:
    // at least 10 bets must be refused for lack of money, none may overdraw
    const bets = Array.from({ length: 50 }, (_, i) =>
      bet(token, idemKey(`c-bet-${i}`), 2, String(i % 100).padStart(2, '0')),
    );
    const deposits = Array.from({ length: 50 }, (_, i) => depositBaht(t.http, token, 1, idemKey(`c-dep-${i}`)));
    // the same deposit key sent 5 times at once credits once
    const dupKey = idemKey('c-dup');
    const dups = Array.from({ length: 5 }, () => depositBaht(t.http, token, 1, dupKey));
    const results = await Promise.all([...bets, ...deposits, ...dups]);
    const betResults = results.slice(0, 50);
    const okBets = betResults.filter((r) => r.status === 201).length;
    const refused = betResults.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 422 && r.body.service_code === 'P2R202')).toBe(true);
    expect(results.slice(50, 100).every((r) => r.status === 201)).toBe(true);
    const dupResults = results.slice(100);
    expect(dupResults.every((r) => r.status === 201)).toBe(true);
    expect(new Set(dupResults.map((r) => r.body.data.transaction_id)).size).toBe(1);

    expect(okBets).toBeGreaterThanOrEqual(15);
    expect(okBets).toBeLessThanOrEqual(40);
    const expected = 30 + 50 + 1 - 2 * okBets;
    expect(expected).toBeGreaterThanOrEqual(0);
    expect(await balance(token)).toBeCloseTo(expected, 2);
    const slips = await sql<{ n: number }>`select count(*)::int as n from bet_slips s join users u on u.id = s.user_id
      where u.id = (select user_id from sessions order by id desc limit 1)`.execute(t.database.db);
    expect(slips.rows[0]!.n).toBe(okBets);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it("bets of many players land on their house stripes, concurrently, and the house is the stripes' sum", async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => registerPlayer(t.http)));
    await Promise.all(players.map((p) => depositBaht(t.http, p.token, 100)));
    const houseBefore = await houseBalanceSatang(t.database.db);
    const results = await Promise.all(
      players.map((p, i) => bet(p.token, idemKey('stripe'), 1 + i, String(i).padStart(2, '0'))),
    );
    expect(results.map((r) => r.status)).toEqual(players.map(() => 201));
    const staked = players.reduce((s, _, i) => s + (1 + i) * 100, 0);
    expect((await houseBalanceSatang(t.database.db)) - houseBefore).toBe(staked);
    // each bet's house leg is on its player's stripe (user id mod 16)
    const legs = await sql<{ user_id: number; code: string }>`
      select t.user_id, a.code from ledger_transfers t
        join ledger_postings p on p.transfer_id = t.id
        join ledger_accounts a on a.id = p.account_id
       where t.kind = 'BET' and a.kind = 'house'`.execute(t.database.db);
    expect(legs.rows.length).toBeGreaterThanOrEqual(20);
    for (const l of legs.rows) expect(l.code).toBe(houseAccountCode(l.user_id));
    expect(new Set(legs.rows.map((l) => l.code)).size).toBeGreaterThan(1);
    const view = await sql<{ balance_satang: number; stripes: number }>`select * from house_balance`.execute(
      t.database.db,
    );
    expect(Number(view.rows[0]!.balance_satang)).toBe(await houseBalanceSatang(t.database.db));
    expect(view.rows[0]!.stripes).toBe(HOUSE_STRIPES);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('the database itself refuses a negative player balance', async () => {
    const { token } = await registerPlayer(t.http);
    const me = await sql<{ id: number }>`select a.id from ledger_accounts a join sessions s on s.user_id = a.user_id
      order by s.id desc limit 1`.execute(t.database.db);
    void token;
    await expect(
      sql`update ledger_accounts set balance_satang = -1 where id = ${me.rows[0]!.id}`.execute(t.database.db),
    ).rejects.toThrow(/ledger_accounts_non_negative/);
    await expect(sql`update ledger_postings set amount_satang = 1`.execute(t.database.db)).rejects.toThrow(/immutable/);
  });
});
