/**
 * The mini-games under parallel requests on a real PostgreSQL (PGlite serialises everything): 20 cash-outs of
 * one slip at once pay it once, 20 stakes at once open one slip and debit once, and 20 retries of one call
 * with the same Idempotency-Key play one step (docs/game-rules.md "Mini-games"; the player's game lock and the
 * slip's row lock in api/src/minigames/run-slip-change.ts).
 */
import { postgresUnavailable } from '../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';
import { guessFor, patch, playFor } from '../test-support/minigames';

jest.setTimeout(180_000);

const suite = postgresUnavailable ? describe.skip : describe;

suite('mini-games under races on PostgreSQL', () => {
  const t = useTestApp('postgres');

  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const payouts = async (slipId: string) =>
    (
      await t.database.db
        .selectFrom('ledger_transfers')
        .select('id')
        .where('idempotency_scope', '=', 'minigame.payout')
        .where('idempotency_key', '=', slipId)
        .execute()
    ).length;

  it('20 cash-outs of one slip at once pay it once', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 100);
    const slip = (await t.http.post('/cointossing/bet', { total_bet: 10, key: idemKey('race') }, token)).body.data;
    await playFor(t, 'cointossing', token, slip.slip_id, 'WIN');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => patch(t, '/cointossing/bet', { is_end: true }, token)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.every((r) => r.body.data.slip_id === slip.slip_id && r.body.data.status === 'CASHED_OUT')).toBe(
      true,
    );
    expect(await payouts(slip.slip_id)).toBe(1);
    expect(await balance(token)).toBe(109.6);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('20 stakes at once open one slip and debit once', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.http.post('/paoyingchub/bet', { total_bet: 5, key: idemKey('race') }, token)),
    );
    const codes = results.map((r) => r.body.service_code).sort();
    expect(codes).toEqual([...Array(19).fill('E20024'), 'S10001']);
    expect(await balance(token)).toBe(95);
  });

  it('20 retries of one call with the same Idempotency-Key play one step', async () => {
    const { token } = await registerPlayer(t.http);
    await depositBaht(t.http, token, 100);
    const slip = (await t.http.post('/paoyingchub/bet', { total_bet: 5, key: idemKey('race') }, token)).body.data;
    const guess = await guessFor(t, 'paoyingchub', slip.slip_id, 'WIN');
    const key = idemKey('step');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => patch(t, '/paoyingchub/bet', { guess }, token, key)),
    );
    // the first runs; the others wait for it and replay its answer (or hear it is still running: 409)
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.body.service_code === 'E10409')).toBe(true);
    expect(new Set(ok.map((r) => JSON.stringify(r.body.data))).size).toBe(1);
    const current = (await t.http.get('/paoyingchub/current-bet-slip', token)).body.data;
    expect(current.steps).toHaveLength(1);
    expect(current.payout).toBe(9.8);
  });
});
