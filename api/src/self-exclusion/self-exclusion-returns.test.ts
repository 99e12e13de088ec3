/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests; the routes' zod schemas check them */
/**
 * A self-excluded player's money goes back to them (player-protection/return-self-excluded-funds.ts), on PGlite and
 * PostgreSQL: at the exclusion, the open coin-toss slip is cashed out and the whole balance held as one SELF_EXCLUSION
 * withdrawal to the registered bank account (ops see it in the queue and pay it); another scheduler pass adds
 * nothing; a later refund (ops void the round of a pending bet) is returned once the pending return is paid; a return ops reject
 * is not asked again until the balance grows past it; a player not excluded is never touched. The ledger stays
 * consistent and no balance goes negative throughout.
 */
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { selfExcludedWithFunds } from './return-self-excluded-funds';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(240_000);

describe.each(BACKENDS)('self-excluded players get their money back on %s', (backend) => {
  const t = useTestApp(backend, { env: { PAYMENT_RAIL: 'demo,manual-bank-transfer' } });

  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const tick = () => runSchedulerTick(t.database.db, t.clock.now(), { context: t.ctx });
  const returnsOf = async (customerCode: string) => {
    const all: any[] = [];
    for (const state of ['PENDING', 'SUCCESS', 'CANCEL'])
      all.push(...(await t.http.get(`/backoffice/withdrawals?state=${state}&limit=100`, t.ops)).body.data.items);
    return all
      .filter((w) => w.customer_code === customerCode && w.source === 'SELF_EXCLUSION')
      .map((w) => ({ amount: w.amount, status: w.status, id: w.withdrawal_id as string }));
  };
  const playerBaht = async (customerCode: string) => {
    const row = await t.database.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select('a.balance_satang')
      .where('u.customer_code', '=', customerCode)
      .executeTakeFirstOrThrow();
    return row.balance_satang / 100;
  };

  it('cashes out, returns the balance once, returns a later refund, and does not loop on a rejection', async () => {
    const p = await registerPlayer(t.http);
    const bystander = await registerPlayer(t.http);
    expect((await depositBaht(t.http, p.token, 1000)).status).toBe(201);
    expect((await depositBaht(t.http, bystander.token, 300)).status).toBe(201);
    const slip = await t.http.post('/cointossing/bet', { total_bet: 10, key: idemKey('mg') }, p.token);
    expect(slip.status).toBe(201);
    const round = (await t.http.get('/hanoi/current-round/special')).body.data.current_round.round_id as string;
    const bet = await t.http.post(
      '/hanoi/bet/special',
      { round_id: round, lines: [{ kind: 'TWO_TOP', number: '12', amount: 40 }] },
      p.token,
      { 'idempotency-key': idemKey('bet') },
    );
    expect(bet.status).toBe(201);
    expect(await balance(p.token)).toBe(950);

    const excluded = await t.http.post('/users/self-exclusion', { period: '6M', pin: p.pin }, p.token);
    expect(excluded.status).toBe(200);
    // the open slip paid its running payout (the stake: no step played), then the whole 960 was held for return
    const slipRow = await t.database.db
      .selectFrom('minigame_slips')
      .select('status')
      .where('slip_code', '=', slip.body.data.slip_id)
      .executeTakeFirstOrThrow();
    expect(slipRow.status).toBe('CASHED_OUT');
    expect(await returnsOf(p.customerCode)).toEqual([{ amount: 960, status: 'PENDING', id: expect.any(String) }]);
    expect(await playerBaht(p.customerCode)).toBe(0);

    // another pass: nothing more; the player who is not excluded keeps their money
    await tick();
    expect(await returnsOf(p.customerCode)).toHaveLength(1);
    expect(await balance(bystander.token)).toBe(300);
    expect(await returnsOf(bystander.customerCode)).toEqual([]);

    // a refund after the exclusion (ops void the round of the pending bet) waits while a return is pending (one at
    // a time), and is returned by the pass after ops paid that one
    const voided = await t.http.post(`/backoffice/rounds/${round}/void`, { reason: 'feed disputed' }, t.ops);
    expect(voided.status).toBe(200);
    expect(await playerBaht(p.customerCode)).toBe(40);
    await tick();
    const [first] = await returnsOf(p.customerCode);
    expect(await returnsOf(p.customerCode)).toHaveLength(1);
    expect((await t.http.post(`/backoffice/withdrawals/${first!.id}/approve`, {}, t.ops)).status).toBe(200);
    await tick();
    const both = await returnsOf(p.customerCode);
    expect(both.map((r) => [r.amount, r.status])).toEqual([
      [40, 'PENDING'],
      [960, 'SUCCESS'],
    ]);
    expect(await playerBaht(p.customerCode)).toBe(0);

    // ops reject the 40 (say the account closed): it is back on the balance and not asked again by itself
    const reject = await t.http.post(
      `/backoffice/withdrawals/${both[0]!.id}/reject`,
      { reason: 'account closed' },
      t.ops,
    );
    expect(reject.status).toBe(200);
    expect(await playerBaht(p.customerCode)).toBe(40);
    await tick();
    await tick();
    expect((await returnsOf(p.customerCode)).map((r) => [r.amount, r.status])).toEqual([
      [960, 'SUCCESS'],
      [40, 'CANCEL'],
    ]);
    // and the scheduler does not even look at them each pass any more
    const userId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('customer_code', '=', p.customerCode)
        .executeTakeFirstOrThrow()
    ).id;
    const candidates = await t.database.db.transaction().execute((trx) => selfExcludedWithFunds(trx, t.clock.now()));
    expect(candidates).not.toContain(userId);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});
