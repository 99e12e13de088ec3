/**
 * Limits under parallel requests on a real PostgreSQL (PGlite serialises everything): 20 deposits and
 * 20 bets sent at once against a limit never take the period's sum past it, and a self-exclusion racing
 * deposits (both take the player's protection row) neither deadlocks nor loses a deposit.
 */
import { sql } from 'kysely';
import { postgresUnavailable } from '../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

const suite = postgresUnavailable ? describe.skip : describe;

suite('player-protection limits under races on PostgreSQL', () => {
  const t = useTestApp('postgres');
  let roundId: string;
  beforeAll(async () => {
    roundId = (await t.http.get('/underground/current-round/thai')).body.data.current_round.round_id;
  });

  const codes = (results: { status: number; body: { service_code: string } }[]) =>
    results.reduce<Record<string, number>>(
      (n, r) => ({ ...n, [r.body.service_code]: (n[r.body.service_code] ?? 0) + 1 }),
      {},
    );

  it('20 parallel deposits against a daily limit: the sum never passes it', async () => {
    const { token } = await registerPlayer(t.http);
    await t.http.call('PUT', '/users/limits', { token, body: { deposit_day: 1000 } });
    await depositBaht(t.http, token, 150);
    // 20 × 100 against 850 remaining: exactly 8 fit
    const results = await Promise.all(Array.from({ length: 20 }, () => depositBaht(t.http, token, 100)));
    expect(codes(results)).toEqual({ S10001: 8, E40001: 12 });
    expect((await t.http.get('/wallet/balance', token)).body.data.balance).toBe(950);
    const limits = (await t.http.get('/users/limits', token)).body.data;
    expect(limits.deposit_day).toMatchObject({ used: 950, remaining: 50 });
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('20 parallel bets against a daily loss limit: the net loss never passes it', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 1000);
    await t.http.call('PUT', '/users/limits', { token, body: { loss_day: 95 } });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.http.call('POST', '/underground/bet/thai', {
          token,
          body: {
            round_id: roundId,
            remark: '',
            lines: [{ kind: 'TWO_TOP', number: String(10 + i), amount: 10 }],
          },
          headers: { 'idempotency-key': idemKey('race') },
        }),
      ),
    );
    expect(codes(results)).toEqual({ S10001: 9, E40002: 11 });
    expect((await t.http.get('/wallet/balance', token)).body.data.balance).toBe(910);
    expect((await t.http.get('/users/limits', token)).body.data.loss_day).toMatchObject({ used: 90, remaining: 5 });
  });

  it('a self-exclusion racing 10 deposits: no deadlock or 5xx, the ledger holds exactly the accepted ones', async () => {
    const { token, pin, phone } = await registerPlayer(t.http);
    const [exclusion, ...deposits] = await Promise.all([
      t.http.post('/users/self-exclusion', { period: '6M', pin }, token),
      ...Array.from({ length: 10 }, () => depositBaht(t.http, token, 10)),
    ]);
    expect(exclusion!.status).toBe(200);
    for (const d of deposits) expect(['S10001', 'E10401', 'E40003']).toContain(d.body.service_code);
    const accepted = deposits.filter((d) => d.status === 201).length;
    const rows = await sql<{ n: number; total: number }>`
      select count(*)::int as n, coalesce(sum(p.amount_satang), 0)::bigint as total
        from ledger_postings p join ledger_accounts a on a.id = p.account_id join users u on u.id = a.user_id
        join ledger_transfers tr on tr.id = p.transfer_id
       where u.phone = ${phone} and tr.kind = 'DEPOSIT'`.execute(t.database.db);
    expect(rows.rows[0]).toEqual({ n: accepted, total: accepted * 1000 });
    // what was accepted went back to the player on the exclusion: one return of all of it, nothing left
    const returned = await sql<{ total: number }>`
      select coalesce(sum(w.amount_satang), 0)::bigint as total
        from withdrawals w join users u on u.id = w.user_id
       where u.phone = ${phone} and w.source = 'SELF_EXCLUSION'`.execute(t.database.db);
    expect(Number(returned.rows[0]!.total)).toBe(accepted * 1000);
    expect((await depositBaht(t.http, token, 10)).status).toBe(401);
  });
});
