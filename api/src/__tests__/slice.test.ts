/**
 * The vertical slice through HTTP, on PGlite and on PostgreSQL: a visitor registers with the OTP from
 * the outbox, deposits, bets three kinds (and more) on the open 2026-05-02 round, ops close it and post
 * the real GLO draw of that date, the slip shows WIN/LOSE and the wallet shows the payout.
 */
import { gloDrawSchema, type GloDraw } from 'shared-contracts';
import { readSharedJson } from 'shared-contracts/testing/shared-data';
import { BACKENDS } from '../test-support/databases';
import { depositBaht, idemKey, ledgerIsConsistent, registerPlayer, useTestApp } from '../test-support/harness';

jest.setTimeout(120_000);

const draws = readSharedJson<GloDraw[]>('glo-draws.json');
const draw20260502 = gloDrawSchema.parse(draws.find((d) => d.date === '2026-05-02'));

describe.each(BACKENDS)('the slice on %s', (backend) => {
  const t = useTestApp(backend);

  it('registers, deposits, bets, is closed and resulted with the real draw, and pays exactly once', async () => {
    const { http } = t;
    const player = await registerPlayer(http);
    expect(player.customerCode).toMatch(/^TL\d{8}$/);

    const me = await http.get('/users/info/me', player.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      customer_code: player.customerCode,
      phone: player.phone,
      line_connected: 'NOT_CONNECTED',
    });
    expect(me.body.data.bank_accounts[0].bank_code).toBe('KBANK');

    expect((await depositBaht(http, player.token, 500)).status).toBe(201);
    expect((await depositBaht(http, player.token, '250.50')).status).toBe(201);
    let balance = await http.get('/wallet/balance', player.token);
    expect(balance.body.data).toEqual({ balance: 750.5, currency: 'THB', FREE_LOTTERY: 0 });

    const current = await http.get('/underground/current-round/thai');
    expect(current.status).toBe(200);
    expect(current.body.service_code).toBe('S10000');
    const round = current.body.data.current_round;
    expect(round.end_date).toBe('2026-05-02');
    expect(round.end_at).toBe('2026-05-02T08:10:00.000Z'); // 15:10 Bangkok
    expect(round.start_at).toBe('2026-04-16T09:30:00.000Z'); // 16:30 Bangkok on the previous draw date
    expect(round.count_down.total_seconds).toBe(5 * 3600 + 10 * 60);
    expect(current.body.data.all_rounds.length).toBeGreaterThan(1);

    // first prize 536077 → top3 077, top2 77; bottom2 43; front3 267/318; bottom3 065/153
    const lines = [
      { kind: 'THREE_TOP', number: '077', amount: 10 }, // WIN 900 × 10 = 9000
      { kind: 'THREE_TOD', number: '770', amount: 2 }, // WIN 150 × 2 = 300
      { kind: 'TWO_BOTTOM', number: '43', amount: 5.5 }, // WIN 90 × 5.5 = 495
      { kind: 'RUN_TOP', number: '7', amount: 1.25 }, // WIN floor(125 × 320 / 100) satang = 4.00
      { kind: 'THREE_FRONT', number: '318', amount: 1 }, // WIN 450
      { kind: 'TWO_TOP', number: '12', amount: 20 }, // LOSE
      { kind: 'THREE_BOTTOM', number: '999', amount: 3 }, // LOSE
    ];
    const stake = 10 + 2 + 5.5 + 1.25 + 1 + 20 + 3;
    const bet = await http.call('POST', '/underground/bet/thai', {
      token: player.token,
      body: { round_id: round.round_id, remark: 'slice', lines },
      headers: { 'idempotency-key': idemKey('bet') },
    });
    expect(bet.status).toBe(201);
    expect(bet.body.service_code).toBe('S10001');
    const slip = bet.body.data;
    expect(slip.slip_id).toMatch(/^UG\d{8}$/);
    expect(slip.total_amount).toBe(stake);
    expect(slip.status).toBe('PENDING');
    expect(slip.lines.map((l: { rate: number }) => l.rate)).toEqual([900, 150, 90, 3.2, 450, 90, 450]);
    expect(slip.lines[0].potential_win).toBe(9000);

    balance = await http.get('/wallet/balance', player.token);
    expect(balance.body.data.balance).toBe(750.5 - stake);

    // ops: the round is listed, force-closed, and the player's view says force closed
    const listed = await http.call('GET', '/backoffice/rounds?game=UG&status=open', { token: t.ops });
    expect(listed.status).toBe(200);
    expect(listed.body.data.find((r: { round_id: string }) => r.round_id === round.round_id)).toMatchObject({
      bet_count: 1,
      total_stake: stake,
    });
    const closed = await http.call('POST', `/backoffice/rounds/${round.round_id}/close`, {
      token: t.ops,
      body: { reason: 'slice test: closed before the draw' },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data.state).toBe('closed');
    const forced = await http.get('/underground/current-round/thai');
    expect(forced.status).toBe(409);
    expect(forced.body.service_code).toBe('E30000');

    // a bet after the close is refused and moves nothing
    const late = await http.call('POST', '/underground/bet/thai', {
      token: player.token,
      body: { round_id: round.round_id, remark: '', lines: [{ kind: 'TWO_TOP', number: '77', amount: 1 }] },
      headers: { 'idempotency-key': idemKey('late') },
    });
    expect(late.status).toBe(409);
    expect(late.body.service_code).toBe('E20016');

    // the real draw of the round's date, entered by one operator and confirmed by another, settles it (not before
    // the scheduled result time, 16:00 Bangkok, even though ops closed the round early: issue 20)
    t.clock.set('2026-05-02T16:00:00+07:00');
    const entered = await http.call('POST', `/backoffice/rounds/${round.round_id}/result`, {
      token: t.ops,
      body: draw20260502,
    });
    expect(entered.status).toBe(201);
    expect(entered.body.data).toMatchObject({ status: 'PENDING', entry: { entered_by: 'maker', revision: 1 } });
    expect((await http.get(`/underground/bet-slip/thai/${slip.slip_id}`, player.token)).body.data.status).toBe(
      'PENDING',
    );
    const result = await http.call('POST', `/backoffice/rounds/${round.round_id}/result/confirm`, {
      token: t.checker,
      body: draw20260502,
    });
    expect(result.status).toBe(200);
    const payout = 9000 + 300 + 495 + 4 + 450;
    expect(result.body.data).toEqual({
      round_id: round.round_id,
      lines_settled: 7,
      lines_won: 5,
      total_payout: payout,
    });

    const settled = await http.get(`/underground/bet-slip/thai/${slip.slip_id}`, player.token);
    expect(settled.status).toBe(200);
    expect(settled.body.data.status).toBe('WIN');
    expect(settled.body.data.lines.map((l: { status: string }) => l.status)).toEqual([
      'WIN',
      'WIN',
      'WIN',
      'WIN',
      'WIN',
      'LOSE',
      'LOSE',
    ]);
    expect(settled.body.data.lines.map((l: { payout: number }) => l.payout)).toEqual([9000, 300, 495, 4, 450, 0, 0]);
    expect(settled.body.data.total_payout).toBe(payout);

    balance = await http.get('/wallet/balance', player.token);
    expect(balance.body.data.balance).toBeCloseTo(750.5 - stake + payout, 2);

    // a second result is refused and pays nothing
    const again = await http.call('POST', `/backoffice/rounds/${round.round_id}/result`, {
      token: t.ops,
      body: draw20260502,
    });
    expect(again.status).toBe(409);
    expect(again.body.service_code).toBe('E10409');
    expect(again.body.service_message).toMatch(/round already resulted/);
    expect((await http.get('/wallet/balance', player.token)).body.data.balance).toBeCloseTo(750.5 - stake + payout, 2);

    // history: the wallet, the slips list and the winning numbers
    const txs = await http.get('/wallet/transactions', player.token);
    expect(txs.body.data.map((x: { kind: string }) => x.kind)).toEqual(['PAYOUT', 'BET', 'DEPOSIT', 'DEPOSIT']);
    expect(txs.body.data[0].balance_after).toBeCloseTo(750.5 - stake + payout, 2);
    const slips = await http.get('/underground/bet-slip/thai', player.token);
    expect(slips.body.data.map((s: { slip_id: string }) => s.slip_id)).toEqual([slip.slip_id]);
    const winning = await http.get('/underground/winning-number/thai?limit=3');
    expect(winning.body.data[0]).toMatchObject({
      draw_date: '2026-05-02',
      top3: '077',
      top2: '77',
      bottom2: '43',
      front3: ['267', '318'],
      bottom3: ['065', '153'],
      first_prize: '536077',
    });
    expect(winning.body.data[1].draw_date).toBe('2026-04-16');

    // after the result and before the next round opens (16:30): closed with a countdown to the opening
    const waiting = await http.get('/underground/current-round/thai');
    expect(waiting.status).toBe(409);
    expect(waiting.body.service_code).toBe('E20016');
    expect(waiting.body.data.count_down.total_seconds).toBe(30 * 60); // the clock is at the result time, 16:00

    // the ledger agrees with itself, to the satang
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });
});
