/**
 * Voiding a ticket-shop round (LOTTH) refunds every purchase of it exactly once, on PGlite and (when
 * TEST_DATABASE_URL answers) on PostgreSQL (docs/game-rules.md "Voids and refunds"): the price paid back through
 * the ledger keyed per purchase, FREE_LOTTERY tickets used given back, BUY_GET_FREE tickets earned taken
 * back only while still held (never below zero), tickets → refund, booked carts released, a second void
 * refused and paying nothing; the same through ops (`POST backoffice/rounds/{id}/void`) and the
 * scheduler's deadline voider (NO_RESULT).
 */
import { sql } from 'kysely';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, ledgerIsConsistent, registerPlayer, type TestApp, useTestApp } from '../test-support/harness';
import { bookTickets, checkout, loadStock, shopRoundId } from '../test-support/lottery-shop';

jest.setTimeout(180_000);

const satang = (baht: number) => Math.round(baht * 100);

async function book(t: TestApp, token: string, list: [string, number][]) {
  expect((await bookTickets(t, token, list)).status).toBe(200);
}

async function buy(t: TestApp, token: string, uses: number) {
  const res = await checkout(t, token, { remark: '', uses });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function wallet(t: TestApp, token: string): Promise<{ balance: number; free: number }> {
  const res = await t.http.get('/wallet/balance', token);
  return { balance: satang(res.body.data.balance), free: res.body.data.FREE_LOTTERY };
}

const setFree = (t: TestApp, customerCode: string, n: number) =>
  sql`update users set free_lottery = ${n} where customer_code = ${customerCode}`.execute(t.database.db);

/** Per purchase of the round: what its player's account gained from its purchase, cancels and void. */
async function slipLedger(t: TestApp, roundId: string) {
  const rows = await sql<{
    slip_code: string;
    paid_satang: number;
    refunded_satang: number;
    player_net: number;
    voids: number;
  }>`
    select s.slip_code, s.paid_satang::bigint as paid_satang, s.refunded_satang::bigint as refunded_satang,
           (select coalesce(sum(p.amount_satang), 0)
              from ledger_transfers tr
              join ledger_postings p on p.transfer_id = tr.id
              join ledger_accounts a on a.id = p.account_id and a.kind = 'player'
             where (tr.idempotency_scope = 'lottery.purchase' and tr.idempotency_key = s.slip_code)
                or (tr.idempotency_scope = 'lottery.cancel' and tr.idempotency_key like s.slip_code || ':%')
                or (tr.idempotency_scope = 'refund' and tr.idempotency_key = 'void:' || s.slip_code))::bigint as player_net,
           (select count(*) from ledger_transfers tr
             where tr.idempotency_scope = 'refund' and tr.idempotency_key = 'void:' || s.slip_code)::int as voids
      from lottery_slips s where s.round_id = ${Number(roundId)} order by s.id`.execute(t.database.db);
  return rows.rows.map((r) => ({
    ...r,
    paid_satang: Number(r.paid_satang),
    refunded_satang: Number(r.refunded_satang),
    player_net: Number(r.player_net),
  }));
}

async function ticketStates(t: TestApp, roundId: string): Promise<Record<string, number>> {
  const rows = await sql<{ state: string; n: number }>`
    select state, count(*)::int as n from lottery_tickets where round_id = ${Number(roundId)} group by state`.execute(
    t.database.db,
  );
  return Object.fromEntries(rows.rows.map((r) => [r.state, r.n]));
}

const refundTransfers = async (t: TestApp) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from ledger_transfers where idempotency_scope = 'refund'`.execute(t.database.db)
    ).rows[0]!.n,
  );

describe.each(BACKENDS)('voiding a ticket-shop round on %s', (backend) => {
  const t = useTestApp(backend);

  it('ops void: every purchase refunded once (money, FREE_LOTTERY), tickets refund, carts released', async () => {
    const roundId = await shopRoundId(t);
    await loadStock(t, roundId, { '123456': 10, '654321': 10, '777777': 10, '888888': 10 });

    // A: 2 free tickets given, buys 6 with money (earns 1), cancels one, buys 3 more spending 2 free
    const a = await registerPlayer(t.http);
    await depositBaht(t.http, a.token, 1000);
    await setFree(t, a.customerCode, 2);
    await book(t, a.token, [['123456', 6]]);
    const a1 = await buy(t, a.token, 0);
    expect(a1).toMatchObject({ total_count: 6, paid_amount: 426.6, free_earned: 1 });
    const cancelled = a1.tickets[0];
    const cancel = await t.http.post(
      `/lottery/bet-slip/partial/${a1.slip_id}`,
      { ticket_ids: [cancelled.ticket_id] },
      a.token,
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.free_earned).toBe(1);
    const fee = Math.floor((satang(cancelled.price) * 10) / 100);
    await book(t, a.token, [['654321', 3]]);
    const a2 = await buy(t, a.token, 2);
    expect(a2).toMatchObject({ total_count: 3, paid_amount: 79, free_used: 2, free_earned: 0 });
    expect(await wallet(t, a.token)).toEqual({
      balance: 100_000 - 42_660 + satang(cancelled.price) - fee - 7_900,
      free: 1,
    });

    // B: buys 5 (earns 1), then no longer holds it (spent elsewhere): the void cannot take it back
    const b = await registerPlayer(t.http);
    await depositBaht(t.http, b.token, 500);
    await book(t, b.token, [['777777', 5]]);
    const b1 = await buy(t, b.token, 0);
    expect(b1).toMatchObject({ paid_amount: 355.5, free_earned: 1 });
    await setFree(t, b.customerCode, 0);

    // C: pays only with FREE_LOTTERY tickets (no ledger transfer)
    const c = await registerPlayer(t.http);
    await sql`insert into lottery_buyers (user_id, first_purchase_at)
              select id, now() from users where customer_code = ${c.customerCode}`.execute(t.database.db);
    await setFree(t, c.customerCode, 2);
    await book(t, c.token, [['888888', 2]]);
    const c1 = await buy(t, c.token, 2);
    expect(c1).toMatchObject({ paid_amount: 0, free_used: 2 });

    // D: only a booked cart
    const d = await registerPlayer(t.http);
    await book(t, d.token, [['123456', 1]]);

    const voided = await t.http.call('POST', `/backoffice/rounds/${roundId}/void`, {
      token: t.ops,
      body: { reason: 'GLO draw postponed' },
    });
    expect(voided.status).toBe(200);
    const refundA1 = 42_660 - satang(cancelled.price);
    expect(voided.body.data).toMatchObject({
      round_id: roundId,
      slips_refunded: 4,
      total_refund: (refundA1 + 7_900 + 35_550) / 100,
      void: { reason: 'GLO draw postponed', voided_by: 'ops:maker' },
    });

    // wallets: A back to 1000 less the cancel fee, with its 2 given free tickets; B's 500; C's 2 free
    expect(await wallet(t, a.token)).toEqual({ balance: 100_000 - fee, free: 2 });
    expect(await wallet(t, b.token)).toEqual({ balance: 50_000, free: 0 });
    expect(await wallet(t, c.token)).toEqual({ balance: 0, free: 2 });
    expect(await ticketStates(t, roundId)).toEqual({ refund: 15, user_cancel: 1 });
    const carts = await sql<{
      n: number;
    }>`select count(*)::int as n from lottery_carts where round_id = ${Number(roundId)}`.execute(t.database.db);
    expect(carts.rows[0]!.n).toBe(0);

    // the ledger: each purchase paid back all but its cancel fees, one void transfer per paid purchase
    const ledger = await slipLedger(t, roundId);
    expect(ledger.map((s) => s.slip_code)).toEqual([a1.slip_id, a2.slip_id, b1.slip_id, c1.slip_id]);
    expect(ledger.map((s) => s.voids)).toEqual([1, 1, 1, 0]);
    expect(ledger.map((s) => s.player_net)).toEqual([-fee, 0, 0, 0]);
    expect(ledger.map((s) => s.paid_satang - s.refunded_satang)).toEqual([fee, 0, 0, 0]);
    const memos = await sql<{ memo: string; kind: string }>`
      select memo, kind from ledger_transfers where idempotency_scope = 'refund' and idempotency_key like 'void:LOTTH%'`.execute(
      t.database.db,
    );
    expect(memos.rows).toHaveLength(3);
    expect(memos.rows.every((m) => m.kind === 'REFUND' && m.memo.includes('GLO draw postponed'))).toBe(true);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });

    // the player's slips show the refund
    const list = await t.http.get('/lottery/bet-slip', a.token);
    expect(list.status).toBe(200);
    const listed = list.body.data.items.find((s: { slip_id: string }) => s.slip_id === a1.slip_id);
    expect(listed.tickets.map((x: { state: string }) => x.state)).toEqual([
      'user_cancel',
      'refund',
      'refund',
      'refund',
      'refund',
      'refund',
    ]);
    expect(listed).toMatchObject({ payout_status: 'PAID', free_earned: 0 });
    expect(satang(listed.refunded_amount)).toBe(42_660 - fee);
    const one = await t.http.get(`/lottery/bet-slip/${a2.slip_id}`, a.token);
    expect(one.body.data).toMatchObject({ refunded_amount: 79, free_used: 2 });
    expect(one.body.data.tickets.every((x: { state: string }) => x.state === 'refund')).toBe(true);
    const round = await t.http.get(`/lottery/round-bet-slip?round_id=${roundId}`, b.token);
    expect(round.body.data).toHaveLength(1);
    // B's earned free ticket was already spent: it stays with the purchase, never below zero
    expect(round.body.data[0]).toMatchObject({ refunded_amount: 355.5, free_earned: 1 });
    expect(round.body.data[0].tickets.every((x: { state: string }) => x.state === 'refund')).toBe(true);

    // a second void is refused and pays nothing
    const transfers = await refundTransfers(t);
    const again = await t.http.call('POST', `/backoffice/rounds/${roundId}/void`, {
      token: t.ops,
      body: { reason: 'again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.service_code).toBe('E10409');
    expect(await refundTransfers(t)).toBe(transfers);
    expect(await wallet(t, a.token)).toEqual({ balance: 100_000 - fee, free: 2 });
    const stored = await t.database.db
      .selectFrom('rounds')
      .select(['state', 'void_reason'])
      .where('id', '=', Number(roundId))
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ state: 'void', void_reason: 'GLO draw postponed' });
    // the void round sells nothing more
    await expect(t.http.post('/lottery/bet/limitation', { remark: '', uses: 0 }, d.token)).resolves.toMatchObject({
      status: 409,
    });
  });

  it('the deadline voider (NO_RESULT) refunds the next round the same way, once', async () => {
    t.clock.set('2026-05-02T16:31:00+07:00');
    await runSchedulerTick(t.database.db, t.clock.now());
    const roundId = await shopRoundId(t);
    await loadStock(t, roundId, { '135790': 10, '246801': 10 });
    const p = await registerPlayer(t.http);
    await depositBaht(t.http, p.token, 1000);
    await book(t, p.token, [['135790', 5]]);
    const s1 = await buy(t, p.token, 0);
    expect(s1).toMatchObject({ paid_amount: 355.5, free_earned: 1 });
    await book(t, p.token, [['246801', 2]]);
    const s2 = await buy(t, p.token, 1);
    expect(s2).toMatchObject({ paid_amount: 79, free_used: 1 });
    expect(await wallet(t, p.token)).toEqual({ balance: 100_000 - 35_550 - 7_900, free: 0 });

    const { result_expected_at } = await t.database.db
      .selectFrom('rounds')
      .select('result_expected_at')
      .where('id', '=', Number(roundId))
      .executeTakeFirstOrThrow();
    // within the hour after the expected result: closed, not void
    t.clock.set(new Date(result_expected_at!.getTime() + 59 * 60_000).toISOString());
    await runSchedulerTick(t.database.db, t.clock.now());
    const state = () =>
      t.database.db
        .selectFrom('rounds')
        .select(['state', 'void_reason', 'voided_by'])
        .where('id', '=', Number(roundId))
        .executeTakeFirstOrThrow();
    expect((await state()).state).toBe('closed');

    t.clock.set(new Date(result_expected_at!.getTime() + 61 * 60_000).toISOString());
    expect((await runSchedulerTick(t.database.db, t.clock.now())).voided).toBeGreaterThan(0);
    expect(await state()).toEqual({ state: 'void', void_reason: 'NO_RESULT', voided_by: 'scheduler' });
    // two weeks later: a fresh session
    const login = await t.http.post('/auth/login', { phone: p.phone, pin: p.pin });
    expect(login.status).toBe(200);
    p.token = login.body.data.token;
    expect(await wallet(t, p.token)).toEqual({ balance: 100_000, free: 0 });
    expect(await ticketStates(t, roundId)).toEqual({ refund: 7 });
    const ledger = await slipLedger(t, roundId);
    expect(ledger.map((s) => [s.voids, s.player_net, s.refunded_satang])).toEqual([
      [1, 0, 35_550],
      [1, 0, 7_900],
    ]);
    const slips = (await t.http.get(`/lottery/round-bet-slip?round_id=${roundId}`, p.token)).body.data;
    expect(slips.flatMap((s: { tickets: { state: string }[] }) => s.tickets.map((x) => x.state))).toEqual(
      Array(7).fill('refund'),
    );

    // later ticks void nothing again and pay nothing
    const transfers = await refundTransfers(t);
    t.clock.advance(5 * 60_000);
    await runSchedulerTick(t.database.db, t.clock.now());
    expect(await refundTransfers(t)).toBe(transfers);
    expect(await wallet(t, p.token)).toEqual({ balance: 100_000, free: 0 });
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});
