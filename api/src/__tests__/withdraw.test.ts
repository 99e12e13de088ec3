/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely; the routes' schemas check them */
/**
 * Issue 11, the wallet's money out and in by bank transfer, on PGlite and PostgreSQL: a withdraw holds its amount
 * at once (exact balances of the player, the player's hold and the bank rail), ops approve (hold → bank) or reject
 * (hold → player) exactly once — also when two ops click at once —, the per-day maximum holds against 20 parallel
 * requests (P7V006), P2R202 / E20014 / a closed withdraw refuse with nothing changed, bad bodies are 400 E10000, a
 * player cannot decide, and the history shows PENDING, SUCCESS and CANCEL. Declared bank-transfer deposits are
 * credited once when ops confirm, never when they reject.
 */
import { sql } from 'kysely';
import { BACKENDS } from '../test-support/databases';
import {
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  registerPlayer,
  startTestApp,
  useTestApp,
} from '../test-support/harness';
import { SYSTEM_ACCOUNTS, withdrawHoldAccountCode } from '../wallet/accounts';

jest.setTimeout(240_000);

const MAX_PER_DAY = 1000;
const MIN = 10;

describe.each(BACKENDS)('withdrawals and manual deposits on %s', (backend) => {
  const t = useTestApp(backend, {
    env: {
      WITHDRAW_MAX_PER_DAY_BAHT: String(MAX_PER_DAY),
      WITHDRAW_MIN_BAHT: String(MIN),
      PAYMENT_RAIL: 'demo,manual-bank-transfer',
    },
  });

  const db = () => t.database.db;
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const accountBaht = async (code: string) => {
    const row = await db()
      .selectFrom('ledger_accounts')
      .select('balance_satang')
      .where('code', '=', code)
      .executeTakeFirst();
    return (row?.balance_satang ?? 0) / 100;
  };
  const userIdOf = async (customerCode: string) =>
    (await db().selectFrom('users').select('id').where('customer_code', '=', customerCode).executeTakeFirstOrThrow())
      .id;
  const withdraw = (token: string, amount: unknown, key = idemKey('wd')) =>
    t.http.call('POST', '/wallet/withdraw', { token, body: { amount }, headers: { 'idempotency-key': key } });
  const decide = (id: string, decision: string, body: unknown = {}, token = t.ops) =>
    t.http.post(`/backoffice/withdrawals/${id}/${decision}`, body, token);
  const history = async (token: string) =>
    (await t.http.get('/wallet/transactions?limit=100', token)).body.data as any[];
  const funded = async (baht: number) => {
    const p = await registerPlayer(t.http);
    expect((await depositBaht(t.http, p.token, baht)).status).toBe(201);
    return { ...p, userId: await userIdOf(p.customerCode) };
  };
  const counts = async () => {
    const r = await sql<{ w: number; tr: number; d: number }>`
      select (select count(*) from withdrawals)::int as w, (select count(*) from ledger_transfers)::int as tr,
             (select count(*) from manual_deposits)::int as d`.execute(db());
    return r.rows[0]!;
  };

  it('holds at once; approve pays the hold out to the bank, exactly once; history PENDING → SUCCESS', async () => {
    const p = await funded(1500);
    const bankBefore = await accountBaht(SYSTEM_ACCOUNTS.bankRail);
    const res = await withdraw(p.token, 300);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 300,
      balance: 1200,
      status: 'PENDING',
      rail: 'manual-bank-transfer',
      decided_at: null,
    });
    // the first registered bank account (spec "User profile": the first is read)
    const profile = (await t.http.get('/users/info/me', p.token)).body.data;
    expect(res.body.data.bank_account).toEqual(profile.bank_accounts[0]);
    const id = res.body.data.withdrawal_id as string;
    expect(await balance(p.token)).toBe(1200);
    expect(await accountBaht(withdrawHoldAccountCode(p.userId))).toBe(300);
    const [held] = await history(p.token);
    expect(held).toMatchObject({ kind: 'WITHDRAW', amount: -300, balance_after: 1200, status: 'PENDING' });
    const options = (await t.http.get('/wallet/payment-options', p.token)).body.data;
    expect(options.withdraw).toMatchObject({
      min: MIN,
      max_per_day: MAX_PER_DAY,
      used_today: 300,
      remaining_today: 700,
    });
    expect(options.deposit_rails).toEqual(['demo', 'manual-bank-transfer']);

    const queue = (await t.http.get('/backoffice/withdrawals?state=PENDING', t.ops)).body.data;
    expect(queue.items.map((w: any) => w.withdrawal_id)).toContain(id);
    expect(queue.items.find((w: any) => w.withdrawal_id === id)).toMatchObject({ customer_code: p.customerCode });

    const approved = await decide(id, 'approve', { reason: 'KBANK ref 0001' });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'SUCCESS', decided_by: 'maker', reason: 'KBANK ref 0001' });
    expect(await balance(p.token)).toBe(1200);
    expect(await accountBaht(withdrawHoldAccountCode(p.userId))).toBe(0);
    expect(await accountBaht(SYSTEM_ACCOUNTS.bankRail)).toBe(bankBefore + 300);
    expect((await history(p.token))[0]).toMatchObject({ kind: 'WITHDRAW', amount: -300, status: 'SUCCESS' });

    for (const again of ['approve', 'reject']) {
      const res2 = await decide(id, again, { reason: 'again' });
      expect({ status: res2.status, code: res2.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    }
    expect(await accountBaht(SYSTEM_ACCOUNTS.bankRail)).toBe(bankBefore + 300);
    expect(await balance(p.token)).toBe(1200);
    // the player is told once, in the transaction tab
    const told = (await t.http.get('/notification/message/transaction', p.token)).body.data.all_message;
    expect(told.filter((n: any) => n.kind === 'WITHDRAW_PAID')).toEqual([
      expect.objectContaining({ title: 'ถอนเงินสำเร็จ', body: expect.stringContaining('300.00 บาท') }),
    ]);
    const audit = (await t.http.get('/backoffice/audit?action=wallet.withdrawal.approve', t.admin)).body.data;
    expect(JSON.stringify(audit)).toContain(`withdrawal:${id}`);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('reject returns the hold; the history shows CANCEL and the return; the day total frees it', async () => {
    const p = await funded(1000);
    const id = (await withdraw(p.token, 200)).body.data.withdrawal_id as string;
    expect(await balance(p.token)).toBe(800);
    expect((await decide(id, 'reject', {})).body.service_code).toBe('E10000'); // a reason is required
    expect((await decide(id, 'reject', { reason: '   ' })).body.service_code).toBe('E10000');
    const rejected = await decide(id, 'reject', { reason: 'name does not match the bank account' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'CANCEL', reason: 'name does not match the bank account' });
    expect(await balance(p.token)).toBe(1000);
    expect(await accountBaht(withdrawHoldAccountCode(p.userId))).toBe(0);
    const [back, hold] = await history(p.token);
    expect(back).toMatchObject({ kind: 'WITHDRAW_RETURN', amount: 200, balance_after: 1000, status: 'SUCCESS' });
    expect(hold).toMatchObject({ kind: 'WITHDRAW', amount: -200, status: 'CANCEL' });
    expect((await t.http.get('/wallet/payment-options', p.token)).body.data.withdraw.used_today).toBe(0);
    const mine = (await t.http.get('/wallet/withdrawals', p.token)).body.data;
    expect(mine).toEqual([expect.objectContaining({ withdrawal_id: id, status: 'CANCEL' })]);
    expect((await decide(id, 'approve')).status).toBe(409);
    expect(await balance(p.token)).toBe(1000);
    const told = (await t.http.get('/notification/message/all', p.token)).body.data.all_message;
    expect(told.map((n: any) => n.kind)).toContain('WITHDRAW_REJECTED');
    expect(told.filter((n: any) => n.kind === 'WITHDRAW_PAID')).toEqual([]);
  });

  it('two ops deciding at once: one wins, the other gets 409, the money moves once', async () => {
    const p = await funded(500);
    const id = (await withdraw(p.token, 100)).body.data.withdrawal_id as string;
    const bankBefore = await accountBaht(SYSTEM_ACCOUNTS.bankRail);
    const results = await Promise.all([
      decide(id, 'approve', {}, t.ops),
      decide(id, 'approve', {}, t.checker),
      decide(id, 'reject', { reason: 'x' }, t.ops),
      decide(id, 'reject', { reason: 'y' }, t.checker),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data.status as string;
    const settles = await db()
      .selectFrom('ledger_transfers')
      .select('kind')
      .where('idempotency_scope', '=', 'withdraw')
      .where('idempotency_key', '=', `${id}:settle`)
      .execute();
    expect(settles).toHaveLength(1);
    expect(await accountBaht(withdrawHoldAccountCode(p.userId))).toBe(0);
    if (winner === 'SUCCESS') {
      expect(await balance(p.token)).toBe(400);
      expect(await accountBaht(SYSTEM_ACCOUNTS.bankRail)).toBe(bankBefore + 100);
    } else {
      expect(await balance(p.token)).toBe(500);
      expect(await accountBaht(SYSTEM_ACCOUNTS.bankRail)).toBe(bankBefore);
    }
  });

  it('20 parallel withdraws never pass the daily maximum (P7V006); the hold is exactly the maximum', async () => {
    const p = await funded(5000);
    const results = await Promise.all(Array.from({ length: 20 }, () => withdraw(p.token, 150)));
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status !== 201);
    expect(ok).toHaveLength(Math.floor(MAX_PER_DAY / 150)); // 6 × 150 = 900 ≤ 1000 < 1050
    expect(refused.every((r) => r.status === 422 && r.body.service_code === 'P7V006')).toBe(true);
    expect(refused[0]!.body.data).toEqual({ max_per_day: MAX_PER_DAY, used_today: 900, remaining_today: 100 });
    expect(await balance(p.token)).toBe(5000 - 900);
    expect(await accountBaht(withdrawHoldAccountCode(p.userId))).toBe(900);
    // exactly the rest of the day still goes; one satang more does not
    expect((await withdraw(p.token, 100.01)).body.service_code).toBe('P7V006');
    expect((await withdraw(p.token, 100)).status).toBe(201);
    expect((await withdraw(p.token, MIN)).body.service_code).toBe('P7V006');
    // the next Bangkok day starts from zero
    t.clock.advance(24 * 3600_000);
    try {
      expect((await withdraw(p.token, MIN)).status).toBe(201);
    } finally {
      t.clock.advance(-24 * 3600_000);
    }
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('refuses not enough money (P2R202), below the minimum (E20014), closed withdrawals (E10006): nothing changes', async () => {
    const p = await funded(50);
    const before = await counts();
    const short = await withdraw(p.token, 50.01);
    expect({ status: short.status, code: short.body.service_code }).toEqual({ status: 422, code: 'P2R202' });
    const low = await withdraw(p.token, MIN - 0.01);
    expect({ status: low.status, code: low.body.service_code }).toEqual({ status: 422, code: 'E20014' });
    expect(
      (await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { WithdrawError: true } })).status,
    ).toBe(200);
    try {
      const closed = await withdraw(p.token, 20);
      expect({ status: closed.status, code: closed.body.service_code }).toEqual({ status: 417, code: 'E10006' });
      expect(closed.body.data).toEqual({ system_status: 'WITHDRAW' });
    } finally {
      await t.http.call('PUT', '/backoffice/system/status', { token: t.admin, body: { WithdrawError: false } });
    }
    expect(await counts()).toEqual(before);
    expect(await balance(p.token)).toBe(50);
    // the same key twice holds once
    const key = idemKey('wd-same');
    const first = await withdraw(p.token, 20, key);
    const second = await withdraw(p.token, 20, key);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(await balance(p.token)).toBe(30);
  });

  it('bad bodies are 400 E10000; players cannot decide; unknown ids are 404; others’ withdrawals stay hidden', async () => {
    const p = await funded(500);
    const other = await funded(500);
    const id = (await withdraw(p.token, 100)).body.data.withdrawal_id as string;
    const before = await counts();
    for (const body of [{ amount: 'abc' }, { amount: -5 }, { amount: 10.001 }, { amount: 20, extra: 1 }, {}, []]) {
      const res = await t.http.call('POST', '/wallet/withdraw', {
        token: p.token,
        body,
        headers: { 'idempotency-key': idemKey('bad') },
      });
      expect(`${JSON.stringify(body)}: ${res.status} ${res.body.service_code}`).toBe(
        `${JSON.stringify(body)}: 400 E10000`,
      );
    }
    const noKey = await t.http.post('/wallet/withdraw', { amount: 20 }, p.token);
    expect(noKey.body.service_code).toBe('E10000');
    expect((await decide(id, 'approve', {}, p.token)).status).toBe(403);
    expect((await decide(id, 'approve', {}, other.token)).status).toBe(403);
    expect((await t.http.get('/backoffice/withdrawals', p.token)).status).toBe(403);
    expect((await decide('999999', 'approve')).status).toBe(404);
    expect((await decide('abc', 'approve')).body.service_code).toBe('E10000');
    expect((await decide(id, 'approve', { reason: 5 })).body.service_code).toBe('E10000');
    expect((await t.http.get('/backoffice/withdrawals?state=NOPE', t.ops)).body.service_code).toBe('E10000');
    expect(await counts()).toEqual(before);
    expect((await t.http.get('/wallet/withdrawals', other.token)).body.data).toEqual([]);
    expect(await balance(p.token)).toBe(400);
    expect(await balance(other.token)).toBe(500);
  });

  it('a declared bank transfer is credited once when ops confirm, never when they reject', async () => {
    const p = await funded(100);
    const declare = (amount: unknown, extra: Record<string, unknown> = {}, key = idemKey('md')) =>
      t.http.call('POST', '/wallet/deposit/manual', {
        token: p.token,
        body: { amount, transferred_at: t.clock.now().toISOString(), slip_reference: 'SLIP-001', ...extra },
        headers: { 'idempotency-key': key },
      });
    const declared = await declare(500);
    expect(declared.status).toBe(201);
    expect(declared.body.data).toMatchObject({
      amount: 500,
      status: 'PENDING',
      slip_reference: 'SLIP-001',
      transaction_id: null,
    });
    expect(await balance(p.token)).toBe(100);
    const id = declared.body.data.deposit_id as string;
    const queue = (await t.http.get('/backoffice/deposits', t.ops)).body.data;
    expect(queue.items.map((d: any) => d.deposit_id)).toContain(id);
    expect(queue.rail_on).toBe(true);

    const confirms = await Promise.all([
      t.http.post(`/backoffice/deposits/${id}/confirm`, {}, t.ops),
      t.http.post(`/backoffice/deposits/${id}/confirm`, {}, t.checker),
    ]);
    expect(confirms.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await balance(p.token)).toBe(600);
    const [credit] = await history(p.token);
    expect(credit).toMatchObject({ kind: 'DEPOSIT', amount: 500, status: 'SUCCESS' });
    expect((await t.http.get('/wallet/deposit/manual', p.token)).body.data[0]).toMatchObject({
      deposit_id: id,
      status: 'SUCCESS',
      transaction_id: credit.transaction_id,
    });

    const second = (await declare(250)).body.data.deposit_id as string;
    expect((await t.http.post(`/backoffice/deposits/${second}/reject`, {}, t.ops)).body.service_code).toBe('E10000');
    const rejected = await t.http.post(`/backoffice/deposits/${second}/reject`, { reason: 'no such transfer' }, t.ops);
    expect(rejected.body.data).toMatchObject({ status: 'CANCEL', reason: 'no such transfer', transaction_id: null });
    expect((await t.http.post(`/backoffice/deposits/${second}/confirm`, {}, t.ops)).status).toBe(409);
    expect(await balance(p.token)).toBe(600);

    const before = await counts();
    expect((await declare(0)).body.service_code).toBe('E10000');
    expect((await declare(10, { transferred_at: '2026-01-01T00:00:00+07:00' })).body.service_code).toBe('E10000');
    expect((await declare(10, { transferred_at: 'yesterday' })).body.service_code).toBe('E10000');
    expect((await declare(10, { extra: true })).body.service_code).toBe('E10000');
    expect((await t.http.post(`/backoffice/deposits/${id}/confirm`, {}, p.token)).status).toBe(403);
    expect(await counts()).toEqual(before);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});

describe('payment rails', () => {
  it('the demo-only default refuses a declared bank transfer; manual-only refuses the demo deposit', async () => {
    const demoOnly = await startTestApp('pglite', { opsUsers: false });
    try {
      const p = await registerPlayer(demoOnly.http);
      const res = await demoOnly.http.call('POST', '/wallet/deposit/manual', {
        token: p.token,
        body: { amount: 10, transferred_at: demoOnly.clock.now().toISOString() },
        headers: { 'idempotency-key': idemKey('md') },
      });
      expect({ status: res.status, code: res.body.service_code, data: res.body.data }).toEqual({
        status: 417,
        code: 'E10006',
        data: { rail: 'manual-bank-transfer' },
      });
      expect((await demoOnly.http.get('/wallet/payment-options', p.token)).body.data.deposit_rails).toEqual(['demo']);
    } finally {
      await demoOnly.close();
    }
    const manualOnly = await startTestApp('pglite', { opsUsers: false, env: { PAYMENT_RAIL: 'manual-bank-transfer' } });
    try {
      const p = await registerPlayer(manualOnly.http);
      const res = await depositBaht(manualOnly.http, p.token, 10);
      expect({ status: res.status, code: res.body.service_code }).toEqual({ status: 417, code: 'E10006' });
    } finally {
      await manualOnly.close();
    }
  });
});
