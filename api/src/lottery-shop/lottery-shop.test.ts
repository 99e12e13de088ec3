/**
 * The government-lottery ticket shop through HTTP, on PGlite and (when TEST_DATABASE_URL answers) on a
 * real PostgreSQL (issue 4; docs/product.md "Ticket shop cart", docs/game-rules.md): shop round, search, cart rules
 * (E20015 with the remaining stock, the 55 cap, expiry releasing stock, races for the last ticket), checkout
 * (idempotent, promotions, FREE_LOTTERY), tickets and partial cancel, and settlement on REAL official draws
 * (2026-05-02, and 2010-05-02 of the era before 2015-09-01 where 320172 won both a fourth and a fifth prize).
 */
import { sql } from 'kysely';
import { checkGloTicket, type GloDraw } from 'shared-contracts';
import { readSharedJson } from 'shared-contracts/testing/shared-data';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { BACKENDS } from '../test-support/databases';
import {
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  registerPlayer,
  settleResult,
  startTestApp,
  type TestApp,
  useTestApp,
} from '../test-support/harness';
import { bookTickets, checkout, loadStock, shopRoundId } from '../test-support/lottery-shop';
import { playerBalanceSatang } from '../wallet/accounts';

jest.setTimeout(180_000);

const DRAWS = readSharedJson<GloDraw[]>('glo-draws.json');
const drawOf = (date: string) => DRAWS.find((d) => d.date === date)!;
const MAY_2 = drawOf('2026-05-02');

const book = bookTickets;
const buy = checkout;

describe.each(BACKENDS)('lottery shop on %s (clock 2026-05-02 10:00 Bangkok)', (backend) => {
  const t = useTestApp(backend);
  let roundId: string;
  beforeAll(async () => {
    roundId = await shopRoundId(t);
    await loadStock(t, roundId, {
      '111111': 1,
      '222222': 3,
      '123456': 5,
      '123457': 5,
      '120000': 5,
      '555555': 60,
      '999999': 20,
      '888888': 20,
      [MAY_2.first]: 2,
    });
  });

  it('opens a shop round for the real 2026-05-02 draw, 16:30 on 2026-04-16 to 13:00, with artwork', async () => {
    const res = await t.http.get('/underground/current-round?game_type=LOTTERY');
    expect(res.body.data.current_round).toMatchObject({
      end_date: '2026-05-02',
      start_at: '2026-04-16T09:30:00.000Z',
      end_at: '2026-05-02T06:00:00.000Z',
    });
    expect(res.body.data.is_lottery_sold_out).toBe(false);
    expect(res.body.data.lottery_bg).toBe('/api/v1/lottery/fe/background/2026-05-02T16:00:00');
    const svg = await t.app.inject({ method: 'GET', url: res.body.data.lottery_bg });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
    expect(svg.body).toContain('2 พฤษภาคม 2569');
  });

  it('seeded a random inventory before ops loaded theirs (replaced now)', async () => {
    const n = await sql<{
      n: number;
    }>`select count(*)::int as n from lottery_inventory where round_id = ${Number(roundId)}`.execute(t.database.db);
    expect(n.rows[0]!.n).toBe(9);
  });

  it('searches with blank boxes, random order, limit; suggests numbers with stock', async () => {
    const res = await t.http.post('/lottery/search-number', {
      first_number: '1',
      second_number: '2',
      third_number: '_',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.number_list.map((x: { number: string }) => x.number).sort()).toEqual([
      '120000',
      '123456',
      '123457',
    ]);
    const limited = await t.http.post('/lottery/search-number?limit=2', { first_number: '1', second_number: '2' });
    expect(limited.body.data.number_list).toHaveLength(2);
    const exact = await t.http.post('/lottery/search-number', {
      first_number: '2',
      second_number: '2',
      third_number: '2',
      fourth_number: '2',
      fifth_number: '2',
      sixth_number: '2',
    });
    expect(exact.body.data.number_list).toEqual([{ number: '222222', remaining: 3 }]);
    const bad = await t.http.post('/lottery/search-number', { first_number: 'x' });
    expect(bad.status).toBe(400);
    const suggest = await t.http.get('/lottery/suggest-number');
    expect(suggest.body.data.number_list.length).toBe(5);
  });

  it('gives visitors an empty cart with the maximum expiry and refuses their bookings (E10401)', async () => {
    const cart = await t.http.get('/lottery/cart');
    expect(cart.body.data).toMatchObject({
      number_list: [],
      is_expired: false,
      expired_at: '9999-12-31T23:59:59.999Z',
    });
    const res = await t.http.post('/lottery/book', { bet_detail_list: [{ number: '123456', amount: 1 }] });
    expect(res.status).toBe(401);
    expect(res.body.service_code).toBe('E10401');
  });

  it('sets counts (0 removes), answers E20015 with the remaining stock and E20013 beyond 55', async () => {
    const p = await registerPlayer(t.http);
    let res = await book(t, p.token, [
      ['123456', 2],
      ['123457', 1],
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.number_list).toEqual([
      { number: '123456', amount: 2, promotion_type: null },
      { number: '123457', amount: 1, promotion_type: null },
    ]);
    expect(res.body.data.is_expired).toBe(false);
    expect(new Date(res.body.data.expired_at).getTime() - t.clock.now().getTime()).toBe(15 * 60_000);
    res = await book(t, p.token, [['123457', 0]]);
    expect(res.body.data.number_list).toEqual([{ number: '123456', amount: 2, promotion_type: null }]);

    res = await book(t, p.token, [['222222', 5]]);
    expect(res.status).toBe(409);
    expect(res.body.service_code).toBe('E20015');
    expect(res.body.data).toEqual({ remaining: [{ number: '222222', remaining: 3 }] });
    // all-or-nothing: nothing of the refused request was booked
    expect((await t.http.get('/lottery/cart', p.token)).body.data.total_count).toBe(2);

    res = await book(t, p.token, [['555555', 53]]);
    expect(res.status).toBe(200);
    expect(res.body.data.total_count).toBe(55);
    res = await book(t, p.token, [['222222', 1]]);
    expect(res.status).toBe(422);
    expect(res.body.service_code).toBe('E20013');
    expect(res.body.data).toEqual({ max: 55, requested: 56 });
    res = await book(t, p.token, [
      ['555555', 0],
      ['123456', 0],
    ]);
    expect(res.body.data).toMatchObject({ number_list: [], total_count: 0, expired_at: '9999-12-31T23:59:59.999Z' });
  });

  it('gives the last ticket to exactly one of two racing players', async () => {
    const [a, b] = await Promise.all([registerPlayer(t.http), registerPlayer(t.http)]);
    const results = await Promise.all([book(t, a.token, [['111111', 1]]), book(t, b.token, [['111111', 1]])]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body.data.remaining).toEqual([{ number: '111111', remaining: 0 }]);
    const search = await t.http.post('/lottery/search-number', {
      first_number: '1',
      second_number: '1',
      third_number: '1',
      fourth_number: '1',
    });
    expect(search.body.data.number_list).toEqual([]);
    // clean up: the winner gives it back
    const winner = results[0]!.status === 200 ? a : b;
    expect((await book(t, winner.token, [['111111', 0]])).status).toBe(200);
  });

  it('never books more than the stock when 12 players race for 3 tickets', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => registerPlayer(t.http)));
    const results = await Promise.all(players.map((p) => book(t, p.token, [['222222', 1]])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.service_code === 'E20015')).toBe(true);
    await Promise.all(players.map((p, i) => (results[i]!.status === 200 ? book(t, p.token, [['222222', 0]]) : null)));
  });

  it('releases stock when a cart expires; the expired cart can no longer be bought', async () => {
    const [a, b] = await Promise.all([registerPlayer(t.http), registerPlayer(t.http)]);
    await depositBaht(t.http, a.token, 500);
    expect((await book(t, a.token, [['111111', 1]])).status).toBe(200);
    expect((await book(t, b.token, [['111111', 1]])).status).toBe(409);
    t.clock.advance(15 * 60_000);
    const cartA = await t.http.get('/lottery/cart', a.token);
    expect(cartA.body.data).toMatchObject({ is_expired: true, number_list: [{ number: '111111', amount: 1 }] });
    expect((await t.http.get('/lottery/cart/summary', a.token)).body.data.is_expired).toBe(true);
    expect((await book(t, b.token, [['111111', 1]])).status).toBe(200);
    const res = await buy(t, a.token, {});
    expect(res.status).toBe(409);
    expect(res.body.service_code).toBe('E20015');
    expect(res.body.data.remaining).toEqual([{ number: '111111', remaining: 0 }]);
    // refreshing the expired cart re-books at the remaining stock
    expect((await book(t, a.token, [['111111', 1]])).status).toBe(409);
    expect((await book(t, b.token, [['111111', 0]])).status).toBe(200);
    // the scheduler deletes carts an hour after they expired
    t.clock.advance(61 * 60_000);
    await runSchedulerTick(t.database.db, t.clock.now());
    expect((await t.http.get('/lottery/cart', a.token)).body.data.number_list).toEqual([]);
  });

  it('buys the cart once per Idempotency-Key with BUY_FIRST_TIME and BUY_GET_FREE, then spends the free ticket', async () => {
    const p = await registerPlayer(t.http);
    await depositBaht(t.http, p.token, 1000);
    await book(t, p.token, [
      ['999999', 4],
      [MAY_2.first, 2],
    ]);
    const summary = await t.http.get('/lottery/cart/summary', p.token);
    expect(summary.body.data).toMatchObject({
      total_count: 6,
      unit_price: 79,
      total_price: 474,
      discount: 47.4,
      net_price: 426.6,
      free_lottery: 0,
    });
    expect(summary.body.data.promotions.map((x: { promotion_type: string }) => x.promotion_type)).toEqual([
      'BUY_FIRST_TIME',
      'BUY_GET_FREE',
    ]);
    const limit = await t.http.post('/lottery/bet/limitation', { remark: '', uses: 0 }, p.token);
    expect(limit.body.data).toMatchObject({ total_count: 6, pay_amount: 426.6, balance: 1000 });

    const key = idemKey('buy');
    const first = await buy(t, p.token, { remark: 'lucky', uses: 0 }, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      total_count: 6,
      total_price: 474,
      discount: 47.4,
      paid_amount: 426.6,
      free_earned: 1,
      payout_status: 'PENDING',
      remark: 'lucky',
    });
    expect(first.body.data.tickets).toHaveLength(6);
    expect(first.body.data.tickets.every((x: { state: string }) => x.state === 'available')).toBe(true);
    expect(first.body.data.tickets.reduce((s: number, x: { price: number }) => s + Math.round(x.price * 100), 0)).toBe(
      42660,
    );
    const again = await buy(t, p.token, { remark: 'lucky', uses: 0 }, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.slip_id).toBe(first.body.data.slip_id);
    let wallet = await t.http.get('/wallet/balance', p.token);
    expect(wallet.body.data).toMatchObject({ balance: 573.4, FREE_LOTTERY: 1 });
    expect((await t.http.get('/lottery/cart', p.token)).body.data.number_list).toEqual([]);

    // second purchase: no first-time discount; one ticket paid with the free ticket
    await book(t, p.token, [['888888', 2]]);
    const tooMany = await buy(t, p.token, { uses: 2 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.service_code).toBe('E30003');
    const second = await buy(t, p.token, { uses: 1 });
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      total_count: 2,
      discount: 0,
      paid_amount: 79,
      free_used: 1,
      free_earned: 0,
    });
    expect(second.body.data.tickets.filter((x: { paid_with_free: boolean }) => x.paid_with_free)).toHaveLength(1);
    wallet = await t.http.get('/wallet/balance', p.token);
    expect(wallet.body.data).toMatchObject({ balance: 494.4, FREE_LOTTERY: 0 });

    const list = await t.http.get('/lottery/bet-slip', p.token);
    expect(list.body.data.total).toBe(2);
    const one = await t.http.get(`/lottery/bet-slip/${first.body.data.slip_id}`, p.token);
    expect(one.body.data.tickets).toHaveLength(6);
    expect((await t.http.get('/lottery/round-bet-slip', p.token)).body.data).toHaveLength(2);
    expect((await t.http.get('/lottery/bet-slip-exist', p.token)).body.data).toMatchObject({ exist: true, count: 2 });
    expect((await t.http.get('/lottery/bet-slip/LOTTH99999999', p.token)).status).toBe(404);
  });

  it('lets ops change the promotions (players need a login, ops an operator session)', async () => {
    const current = await t.http.call('GET', '/backoffice/lottery/promotions', { token: t.ops });
    expect(current.body.data).toEqual({
      buy_first_time: { enabled: true, discount_percent: 10, min_tickets: 1 },
      buy_get_free: { enabled: true, buy_count: 5, free_count: 1 },
    });
    const changed = { ...current.body.data, buy_get_free: { enabled: true, buy_count: 1, free_count: 1 } };
    expect((await t.http.call('PUT', '/backoffice/lottery/promotions', { body: changed })).status).toBe(401);
    const put = await t.http.call('PUT', '/backoffice/lottery/promotions', { token: t.ops, body: changed });
    expect(put.body.data).toEqual(changed);
    const p = await registerPlayer(t.http);
    await book(t, p.token, [['888888', 2]]);
    const summary = await t.http.get('/lottery/cart/summary', p.token);
    expect(summary.body.data.promotions[1]).toMatchObject({ promotion_type: 'BUY_GET_FREE', free_tickets: 2 });
    await t.http.call('PUT', '/backoffice/lottery/promotions', { token: t.ops, body: current.body.data });
    await book(t, p.token, [['888888', 0]]);
  });

  it('refuses a first purchase that also spends FREE_LOTTERY tickets (E30002)', async () => {
    const p = await registerPlayer(t.http);
    await depositBaht(t.http, p.token, 200);
    await sql`update users set free_lottery = 2 where customer_code = ${p.customerCode}`.execute(t.database.db);
    await book(t, p.token, [['888888', 1]]);
    const res = await buy(t, p.token, { uses: 1 });
    expect(res.status).toBe(400);
    expect(res.body.service_code).toBe('E30002');
    expect((await buy(t, p.token, { uses: 0 })).status).toBe(201);
  });

  it('cancels tickets for a 10% fee while allowed; the stock returns', async () => {
    const p = await registerPlayer(t.http);
    await depositBaht(t.http, p.token, 1000);
    await book(t, p.token, [['123456', 2]]);
    const slip = (await buy(t, p.token, {})).body.data;
    const fee = await t.http.get(`/lottery/cancel-fee/partial/${slip.slip_id}`, p.token);
    expect(fee.body.data).toMatchObject({ cancellable: true, fee_percent: 10 });
    const before = (await t.http.get('/wallet/balance', p.token)).body.data.balance;
    const ticket = slip.tickets[0];
    const res = await t.http.post(
      `/lottery/bet-slip/partial/${slip.slip_id}`,
      { ticket_ids: [ticket.ticket_id] },
      p.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.tickets.find((x: { ticket_id: string }) => x.ticket_id === ticket.ticket_id).state).toBe(
      'user_cancel',
    );
    const refund = Math.round(ticket.price * 100) - Math.floor((Math.round(ticket.price * 100) * 10) / 100);
    expect(Math.round((await t.http.get('/wallet/balance', p.token)).body.data.balance * 100)).toBe(
      Math.round(before * 100) + refund,
    );
    const exact = await t.http.post('/lottery/search-number', {
      first_number: '1',
      second_number: '2',
      third_number: '3',
      fourth_number: '4',
      fifth_number: '5',
      sixth_number: '6',
    });
    expect(exact.body.data.number_list).toEqual([{ number: '123456', remaining: 4 }]);
    t.clock.advance(31 * 60_000);
    const late = await t.http.post(`/lottery/bet-slip/partial/${slip.slip_id}`, {}, p.token);
    expect(late.status).toBe(409);
    expect((await t.http.get(`/lottery/cancel-fee/partial/${slip.slip_id}`, p.token)).body.data.cancellable).toBe(
      false,
    );
  });

  it('settles every ticket of the real 2026-05-02 draw once, summing every tier, credited to the wallet', async () => {
    const winner = (
      await t.database.db
        .selectFrom('lottery_tickets as t')
        .innerJoin('lottery_slips as s', 's.id', 't.slip_id')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id'])
        .where('t.number', '=', MAY_2.first)
        .executeTakeFirstOrThrow()
    ).id;
    const balanceBefore = await playerBalanceSatang(t.database.db, winner);
    expect((await t.http.get('/government/winning-result?round_end_date=2026-05-02')).status).toBe(404);

    t.clock.set('2026-05-02T13:00:00+07:00');
    await runSchedulerTick(t.database.db, t.clock.now());
    expect((await t.http.get('/lottery/cart')).body.data.round_id).toBeNull();
    // no result before the round's scheduled result time, 16:16 Bangkok (issue 20)
    expect((await settleResult(t, roundId, MAY_2)).body.service_code).toBe('E10409');
    t.clock.set('2026-05-02T16:16:00+07:00');
    const post = await settleResult(t, roundId, MAY_2);
    expect(post.status).toBe(200);
    const expected = checkGloTicket(MAY_2.first, MAY_2).totalSatang;
    expect(expected).toBeGreaterThanOrEqual(6_000_000_00);
    const after = await playerBalanceSatang(t.database.db, winner);
    expect(after - balanceBefore).toBe(2 * expected);
    const states = await sql<{ state: string; n: number }>`
      select state, count(*)::int as n from lottery_tickets where round_id = ${Number(roundId)} group by state order by state`.execute(
      t.database.db,
    );
    expect(states.rows.find((r) => r.state === 'available')).toBeUndefined();
    expect(states.rows.find((r) => r.state === 'win')?.n).toBeGreaterThanOrEqual(2);

    const again = await settleResult(t, roundId, MAY_2);
    expect(again.status).toBe(409);
    const result = await t.http.get('/government/winning-result?round_end_date=2026-05-02');
    expect(result.body.data).toMatchObject({
      date: '2026-05-02',
      payout_status: 'PAID',
      first_prize: [MAY_2.first],
      similar_first_prize: MAY_2.adjacentFirst,
      first_three_prize: MAY_2.firstThree,
      last_three_prize: MAY_2.lastThree,
      last_two_prize: [MAY_2.lastTwo],
    });
    expect(result.body.data.fifth_prize).toHaveLength(100);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('answers winning results and famous numbers from the imported official draws', async () => {
    const apr = drawOf('2026-04-16');
    const res = await t.http.get('/government/winning-result?round_end_date=2026-04-16');
    expect(res.body.data).toMatchObject({
      payout_status: 'PAID',
      first_prize: [apr.first],
      last_two_prize: [apr.lastTwo],
    });
    const famous = await t.http.get('/game/fe/lottery/famous-number?prize_type=last_two&limit=100');
    expect(famous.status).toBe(200);
    const d = famous.body.data;
    expect(d.draws_counted).toBe(361);
    expect(d.items.reduce((s: number, x: { count: number }) => s + x.count, 0)).toBe(361);
    const counts = d.items.map((x: { count: number }) => x.count);
    expect([...counts].sort((a: number, b: number) => b - a)).toEqual(counts);
    const front = await t.http.get('/game/fe/lottery/famous-number?prize_type=first_three');
    expect(front.body.data.draws_counted).toBeLessThan(361); // no front-three prize before 2015-09-01
    const master = await t.http.get(`/game/fe/lottery/famous-number/${apr.lastTwo}`);
    expect(master.body.data.appearances).toContainEqual({
      date: '2026-04-16',
      prize: 'last_two_prize',
      matched: apr.lastTwo,
    });
    expect((await t.http.get('/game/fe/lottery/famous-number/1234')).status).toBe(400);
  });
});

describe.each(BACKENDS)('settlement on the real 2010-05-02 draw (before 2015-09-01) on %s', (backend) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('pays 320172 both its fourth and its fifth prize (60,000 baht); the four last-three prizes count', async () => {
    t = await startTestApp(backend, { now: '2010-05-02T09:00:00+07:00' });
    const draw = drawOf('2010-05-02');
    const roundId = await shopRoundId(t);
    const lastThreeTicket = `100${draw.lastThree[3]}`;
    await loadStock(t, roundId, { '320172': 1, [lastThreeTicket]: 1, '000000': 1 });
    const p = await registerPlayer(t.http);
    await depositBaht(t.http, p.token, 300);
    await book(t, p.token, [
      ['320172', 1],
      [lastThreeTicket, 1],
      ['000000', 1],
    ]);
    expect((await buy(t, p.token, {})).status).toBe(201);
    const round = await t.http.get('/underground/current-round?game_type=LOTTERY');
    expect(round.body.data.is_lottery_sold_out).toBe(true);
    const balance = Math.round((await t.http.get('/wallet/balance', p.token)).body.data.balance * 100);

    t.clock.set('2010-05-02T16:16:00+07:00');
    await runSchedulerTick(t.database.db, t.clock.now());
    const post = await settleResult(t, roundId, draw);
    expect(post.status).toBe(200);
    const slips = await t.http.get('/lottery/bet-slip', p.token);
    const tickets = slips.body.data.items[0].tickets as {
      number: string;
      state: string;
      prize: number;
      wins: { tier: string }[];
    }[];
    const byNumber = Object.fromEntries(tickets.map((x) => [x.number, x]));
    expect(byNumber['320172']).toMatchObject({ state: 'win', prize: 60_000 });
    expect(byNumber['320172']!.wins.map((w) => w.tier)).toEqual(['FOURTH', 'FIFTH']);
    expect(byNumber[lastThreeTicket]!.wins.map((w) => w.tier)).toContain('LAST_THREE');
    const expected = [...Object.keys(byNumber)].reduce((s, n) => s + checkGloTicket(n, draw).totalSatang, 0);
    expect(slips.body.data.items[0]).toMatchObject({ payout_status: 'PAID', total_prize: expected / 100 });
    expect(Math.round((await t.http.get('/wallet/balance', p.token)).body.data.balance * 100)).toBe(balance + expected);
    expect(byNumber['000000']!.state).toBe(checkGloTicket('000000', draw).totalSatang > 0 ? 'win' : 'unavailable');
  });
});
