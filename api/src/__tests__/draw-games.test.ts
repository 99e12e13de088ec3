/**
 * Every draw game end to end (issue 3 engine) on PGlite and PostgreSQL, the clock at Saturday 2026-05-02 10:00 Bangkok:
 * per-family routes from the catalogue, settlement of every kind on real results of data/ (XSMB,
 * Laos, index closes, GLO), the set highest-prize rule, Laos zodiac, restricted numbers (closed, reduced
 * rate, caps), partial cancel windows and fee, voids by ops and by the scheduler, history imports.
 */
import { sql } from 'kysely';
import { DRAW_GAMES, stockChange } from 'shared-contracts';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { importDrawHistory } from '../draw-games/history/import-draw-history';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { BACKENDS } from '../test-support/databases';
import {
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  registerPlayer,
  settleResult,
  useTestApp,
} from '../test-support/harness';

jest.setTimeout(180_000);

const xsmb = (date: string) => readSharedCsv('xsmb-draws.csv').find((r) => r.date === date)!;
const lao = (date: string) => readSharedCsv('lao-draws.csv').find((r) => r.date === date)!;

describe.each(BACKENDS)('draw games on %s (clock 2026-05-02 10:00 Bangkok)', (backend) => {
  const t = useTestApp(backend);
  let token: string;
  const ops = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.http.call(method, url, { token: t.ops, ...(body !== undefined ? { body } : {}) });
  const roundOf = async (family: string, type: string, query = '') => {
    const res = await t.http.get(`/${family}/current-round/${type}${query}`);
    expect(res.status).toBe(200);
    return res.body.data.current_round.round_id as string;
  };
  const bet = (family: string, type: string, roundId: string, lines: unknown[], who = token) =>
    t.http.post(`/${family}/bet/${type}`, { round_id: roundId, lines }, who, { 'idempotency-key': idemKey('bet') });
  const balance = async (who = token) => (await t.http.get('/wallet/balance', who)).body.data.balance as number;
  // maker-checker: the operator "maker" enters, "checker" confirms (the entry's refusal when refused)
  const result = (roundId: string, raw: unknown) => settleResult(t, roundId, raw);
  // no result before the round's scheduled result time (issue 20): the clock moves there
  const atResultTime = async (roundId: string) => {
    const row = await t.database.db
      .selectFrom('rounds')
      .select('result_expected_at')
      .where('id', '=', Number(roundId))
      .executeTakeFirstOrThrow();
    t.clock.set(row.result_expected_at);
  };

  beforeAll(async () => {
    token = (await registerPlayer(t.http)).token;
    for (let i = 0; i < 5; i++) expect((await depositBaht(t.http, token, 100_000)).status).toBe(201);
  });

  it('serves current-round for every draw game of the catalogue, with 10 rounds ahead', async () => {
    for (const g of DRAW_GAMES) {
      const res = await t.http.get(`/${g.api.family}/current-round/${g.api.type}`);
      expect([200, 409]).toContain(res.status);
      const n = await sql<{ n: number }>`select count(*)::int as n from rounds where game_code = ${g.code}
        and state in ('scheduled', 'open')`.execute(t.database.db);
      expect(`${g.code}:${n.rows[0]!.n}`).toBe(`${g.code}:10`);
    }
    const set = await t.http.get('/hanoi/current-round/normal?is_set=true');
    const plain = await t.http.get('/hanoi/current-round/normal?is_set=false');
    expect(set.body.data.current_round.round_id).not.toBe(plain.body.data.current_round.round_id);
    expect(set.body.data.current_round.round_id).toBe(await roundOf('set/hanoi', 'normal'));
  });

  it('imported the real history newest first: XSMB as Hanoi and set Hanoi, index closes with their change', async () => {
    const vn = await t.http.get('/hanoi/winning-number/normal?limit=400');
    expect(vn.body.data[0]).toMatchObject({ draw_date: '2026-05-01', strategy: 'HANOI' });
    const row = xsmb('2026-05-01');
    expect(vn.body.data[0]).toMatchObject({
      top3: row.special!.slice(-3),
      bottom2: row.prize1!.slice(-2),
      raw: { special: row.special, prize1: row.prize1 },
    });
    const dates = vn.body.data.map((d: { draw_date: string }) => d.draw_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const setHn = await t.http.get('/set/hanoi/winning-number/normal?limit=1');
    expect(setHn.body.data[0]).toMatchObject({ draw_date: '2026-05-01', d4: row.special!.slice(-4) });
    const la = await t.http.get('/lao/winning-number/normal?limit=1');
    const laRow = readSharedCsv('lao-draws.csv')
      .filter((r) => r.date! < '2026-05-02')
      .at(-1)!;
    expect(la.body.data[0]).toMatchObject({ draw_date: laRow.date, top2: laRow.twoTop, bottom2: laRow.twoBottom });
    const dj = readSharedCsv('djia-closes.csv');
    const us = await t.http.get('/stock/winning-number/dowjones?limit=1');
    const change = stockChange(Number(dj.at(-2)!.close).toFixed(2), Number(dj.at(-1)!.close).toFixed(2));
    expect(us.body.data[0]).toMatchObject({ draw_date: dj.at(-1)!.date, raw: { change } });
    const jp = await t.http.get('/stock/winning-number/nikkei?limit=1');
    expect(jp.body.data[0].round_type).toBe('AFTERNOON');
    // a restart imports nothing twice
    const again = await importDrawHistory(t.ctx);
    expect(Object.values(again.imported).every((n) => n === 0)).toBe(true);
  });

  it('settles every kind of Hanoi and the set highest-prize rule on the real 2026-05-02 XSMB draw', async () => {
    const draw = xsmb('2026-05-02'); // special 16132, prize1 71757 → 132 / 32 / 57, d4 6132
    expect(draw.special).toBe('16132');
    const vn = await roundOf('hanoi', 'normal');
    const setRound = await roundOf('set/hanoi', 'normal');
    const before = await balance();
    const slip = await bet('hanoi', 'normal', vn, [
      { kind: 'THREE_TOP', number: '132', amount: 10 },
      { kind: 'THREE_TOD', number: '213', amount: 10 },
      { kind: 'TWO_TOP', number: '32', amount: 10 },
      { kind: 'TWO_BOTTOM', number: '57', amount: 10 },
      { kind: 'RUN_TOP', number: '3', amount: 10 },
      { kind: 'RUN_BOTTOM', number: '7', amount: 10 },
      { kind: 'FOUR_TOP', number: '6132', amount: 1 },
      { kind: 'FOUR_ANY_ORDER', number: '1236', amount: 1 },
      { kind: 'THREE_TOP', number: '999', amount: 5 },
    ]);
    expect(slip.status).toBe(201);
    expect(slip.body.data.slip_id).toMatch(/^VN\d+$/);
    const sets = await bet('set/hanoi', 'normal', setRound, [
      { kind: 'SET_4D', number: '6132', amount: 2 }, // four straight only: 90,000 × 2 (not every tier)
      { kind: 'SET_4D', number: '2136', amount: 1 }, // four any order 4,000
      { kind: 'SET_4D', number: '9132', amount: 1 }, // three straight 30,000 (beats three any order, two back)
      { kind: 'SET_4D', number: '0000', amount: 1 },
    ]);
    expect(sets.status).toBe(201);
    expect(sets.body.data.slip_id).toMatch(/^SETHN\d+$/);
    expect(sets.body.data.lines[0]).toMatchObject({ units: 2, amount: 240 });
    expect(sets.body.data.total_amount).toBe(5 * 120);
    expect(await balance()).toBe(before - 67 - 600);

    expect((await result(vn, { special: draw.special, prize1: draw.prize1 })).status).toBe(409); // still open
    t.clock.set('2026-05-02T18:00:00+07:00'); // closed, result expected 18:30
    expect((await result(vn, { special: draw.special, prize1: draw.prize1 })).body.service_code).toBe('E10409');
    await atResultTime(vn);
    expect((await result(vn, { special: '1613', prize1: draw.prize1 })).body.service_code).toBe('E10000');
    const settled = await result(vn, { special: draw.special, prize1: draw.prize1 });
    expect(settled.body.data).toMatchObject({ lines_settled: 9, lines_won: 8 });
    const again = await result(vn, { special: draw.special, prize1: draw.prize1 });
    expect(again.body.service_code).toBe('E10409');
    const setSettled = await result(setRound, { special: draw.special, prize1: draw.prize1 });
    expect(setSettled.body.data).toMatchObject({ lines_settled: 4, lines_won: 3 });

    const got = await t.http.get(`/hanoi/bet-slip/normal/${slip.body.data.slip_id}`, token);
    expect(got.body.data.lines.map((l: { payout: number }) => l.payout)).toEqual([
      8500, 1200, 920, 920, 32, 42, 6000, 240, 0,
    ]);
    const setSlip = await t.http.get(`/set/hanoi/bet-slip/normal/${sets.body.data.slip_id}`, token);
    expect(
      setSlip.body.data.lines.map((l: { payout: number; prize_tier: string | null }) => [l.payout, l.prize_tier]),
    ).toEqual([
      [180_000, 'FOUR_STRAIGHT'],
      [4_000, 'FOUR_ANY_ORDER'],
      [30_000, 'THREE_STRAIGHT'],
      [0, null],
    ]);
    expect(await balance()).toBe(before - 67 - 600 + 17_854 + 214_000);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('settles one winning and one losing line of every other family on real or worked-example results', async () => {
    const laRow = lao('2026-05-04'); // 9193 → 193 / 93 / 91
    const set = readSharedCsv('set-index-closes.csv');
    const stth = {
      close: Number(set.at(-1)!.close).toFixed(2),
      change: stockChange(set.at(-2)!.close!, set.at(-1)!.close!),
    };
    const hs = readSharedCsv('hangseng-closes.csv');
    const sthk = {
      close: Number(hs.at(-1)!.close).toFixed(2),
      change: stockChange(hs.at(-2)!.close!, hs.at(-1)!.close!),
    };
    const cases: { family: string; type: string; raw: unknown; top2: string; closeAt: string }[] = [
      {
        family: 'lao',
        type: 'normal',
        raw: { number: laRow.fourDigit },
        top2: laRow.twoTop!,
        closeAt: '2026-05-04T20:00:00+07:00',
      },
      { family: 'lao', type: 'star', raw: { number: '50834' }, top2: '34', closeAt: '2026-05-02T14:45:00+07:00' },
      {
        family: 'malay',
        type: 'normal',
        raw: { first: '8723', second: '0415' },
        top2: '23',
        closeAt: '2026-05-02T18:00:00+07:00',
      },
      // docs/game-rules.md "Winning digits per family" worked examples: BAAC 4273157; GSB first draw ...200834, second
      // ...438135
      {
        family: 'bank',
        type: 'baac',
        raw: { first_draw: '4273157', second_draw: '4273157' },
        top2: '57',
        closeAt: '2026-05-16T09:00:00+07:00',
      },
      {
        family: 'bank',
        type: 'gsb',
        raw: { first_draw: '200834', second_draw: '438135' },
        top2: '34',
        closeAt: '2026-05-02T12:30:00+07:00',
      },
      { family: 'stock', type: 'thai', raw: stth, top2: stth.close.slice(-2), closeAt: '2026-05-04T16:20:00+07:00' },
      {
        family: 'stock',
        type: 'hangseng',
        raw: sthk,
        top2: sthk.close.slice(-2),
        closeAt: '2026-05-04T10:50:00+07:00',
      },
    ];
    for (const c of cases) {
      t.clock.set('2026-05-02T10:00:00+07:00');
      const roundId = await roundOf(c.family, c.type);
      const loser = c.top2 === '00' ? '01' : '00';
      const placed = await bet(c.family, c.type, roundId, [
        { kind: 'TWO_TOP', number: c.top2, amount: 10 },
        { kind: 'TWO_TOP', number: loser, amount: 10 },
      ]);
      expect(placed.status).toBe(201);
      t.clock.set(c.closeAt);
      await atResultTime(roundId);
      const res = await result(roundId, c.raw);
      expect(`${c.family}/${c.type}: ${JSON.stringify(res.body.data)}`).toBe(
        `${c.family}/${c.type}: ${JSON.stringify({ round_id: roundId, lines_settled: 2, lines_won: 1, total_payout: 920 })}`,
      );
    }
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('Laos zodiac pays only the highest prize × tickets; the 99-ticket limit holds per number', async () => {
    const roundId = await roundOf('lao/zodiac', 'normal');
    const placed = await bet('lao/zodiac', 'normal', roundId, [
      { kind: 'SIX_NUMBER', number: '529193', amount: 1 }, // six 1,500,000
      { kind: 'SIX_NUMBER', number: '921359', amount: 2 }, // similar six 1,000,000 × 2
      { kind: 'SIX_NUMBER', number: '009193', amount: 1 }, // four 15,000
      { kind: 'SIX_NUMBER', number: '111113', amount: 3 }, // one 500 × 3
      { kind: 'SIX_NUMBER', number: '111111', amount: 1 },
    ]);
    expect(placed.status).toBe(201);
    expect(placed.body.data.total_amount).toBe(8 * 120);
    const over = await bet('lao/zodiac', 'normal', roundId, [{ kind: 'SIX_NUMBER', number: '529193', amount: 99 }]);
    expect(over.status).toBe(422);
    expect(over.body.service_code).toBe('E20013');
    expect(over.body.service_message).toMatch(/529193.*98 tickets left/);
    await atResultTime(roundId);
    expect((await result(roundId, { number: '9193' })).body.service_code).toBe('E10000');
    const res = await result(roundId, { number: '529193' });
    expect(res.body.data).toMatchObject({ lines_won: 4, total_payout: 1_500_000 + 2_000_000 + 15_000 + 1_500 });
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('restricted numbers: closed refused by name, reduced rate stored and paid, caps with what remains', async () => {
    const game = 'VNS';
    const roundId = await roundOf('hanoi', 'special');
    const add = async (body: Record<string, unknown>) => {
      const res = await ops('POST', '/backoffice/restricted-numbers', { game_code: game, ...body });
      expect(res.status).toBe(201);
      return res.body.data;
    };
    await add({ kind: 'TWO_TOP', number: '13', rule: 'CLOSED' });
    await add({ kind: 'THREE_TOD', number: '321', rule: 'REDUCED_RATE', round_id: roundId });
    const cap = await add({ kind: 'TWO_BOTTOM', number: '44', rule: 'CAP', cap_amount: 100 });
    const other = (await registerPlayer(t.http)).token;
    await depositBaht(t.http, other, 1000);

    const closed = await bet('hanoi', 'special', roundId, [{ kind: 'TWO_TOP', number: '13', amount: 5 }]);
    expect(closed.status).toBe(422);
    expect(closed.body.service_message).toMatch(/number 13 is closed for TWO_TOP/);
    const reduced = await bet('hanoi', 'special', roundId, [{ kind: 'THREE_TOD', number: '132', amount: 10 }]);
    expect(reduced.body.data.lines[0]).toMatchObject({ rate: 60, rule: 'REDUCED_RATE' });

    expect((await bet('hanoi', 'special', roundId, [{ kind: 'TWO_BOTTOM', number: '44', amount: 60 }])).status).toBe(
      201,
    );
    const overCap = await bet('hanoi', 'special', roundId, [{ kind: 'TWO_BOTTOM', number: '44', amount: 50 }], other);
    expect(overCap.status).toBe(422);
    expect(overCap.body.service_message).toMatch(/number 44 .*40 baht left/);
    const limitation = await t.http.post(
      '/hanoi/bet/limitation/special',
      {
        round_id: roundId,
        lines: [
          { kind: 'TWO_BOTTOM', number: '44', amount: 50 },
          { kind: 'TWO_TOP', number: '13', amount: 1 },
        ],
      },
      other,
    );
    expect(limitation.body.data).toMatchObject({
      ok: false,
      lines: [
        { remaining: 40, accepted: false, rule: 'CAP' },
        { rule: 'CLOSED', accepted: false },
      ],
    });
    expect(
      (await bet('hanoi', 'special', roundId, [{ kind: 'TWO_BOTTOM', number: '44', amount: 40 }], other)).status,
    ).toBe(201);

    // a per-player cap: 30 baht each on TWO_TOP 88
    await add({ kind: 'TWO_TOP', number: '88', rule: 'CAP', per_player_cap: 30 });
    expect((await bet('hanoi', 'special', roundId, [{ kind: 'TWO_TOP', number: '88', amount: 20 }])).status).toBe(201);
    const mine = await bet('hanoi', 'special', roundId, [{ kind: 'TWO_TOP', number: '88', amount: 15 }]);
    expect(mine.body.service_message).toMatch(/reached your limit.*10 baht left/);
    expect(
      (await bet('hanoi', 'special', roundId, [{ kind: 'TWO_TOP', number: '88', amount: 15 }], other)).status,
    ).toBe(201);

    const shown = await t.http.get('/hanoi/limit-number/special');
    expect(shown.body.data.numbers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'TWO_TOP', number: '13', rule: 'CLOSED' }),
        expect.objectContaining({ kind: 'THREE_TOD', number: '123', rule: 'REDUCED_RATE', rate: 60 }),
        expect.objectContaining({ kind: 'TWO_BOTTOM', number: '44', rule: 'CAP', remaining: 0, cap: 100 }),
      ]),
    );
    expect((await ops('DELETE', `/backoffice/restricted-numbers/${cap.id}`)).status).toBe(200);
    expect((await ops('GET', `/backoffice/restricted-numbers?game=${game}`)).body.data).toHaveLength(3);

    await atResultTime(roundId);
    const settled = await result(roundId, { special: '00321', prize1: '00044' });
    // the reduced THREE_TOD pays 10 × 60 = 600; TWO_BOTTOM 44 pays 92 per baht on 100 baht
    expect(settled.body.data).toMatchObject({ lines_won: 3, total_payout: 600 + 60 * 92 + 40 * 92 });
    t.clock.set('2026-05-02T10:00:00+07:00');
  });

  it('partial cancel: 10% fee, refund through the ledger, within 30 minutes of placing and 15 before close', async () => {
    const roundId = await roundOf('hanoi', 'vip'); // closes 19:00
    const placed = await bet('hanoi', 'vip', roundId, [
      { kind: 'TWO_TOP', number: '11', amount: 50 },
      { kind: 'TWO_TOP', number: '22', amount: 30 },
      { kind: 'TWO_TOP', number: '33', amount: 20 },
    ]);
    const id = placed.body.data.slip_id as string;
    const before = await balance();
    const fee = await t.http.get(`/hanoi/cancel-fee/partial/vip/${id}?line_ids=${id}-1`, token);
    expect(fee.body.data).toMatchObject({
      fee_percent: 10,
      cancellable: true,
      total_amount: 50,
      total_fee: 5,
      refund: 45,
    });
    const cancelled = await t.http.post(`/hanoi/bet-slip/partial/vip/${id}`, { line_ids: [`${id}-1`] }, token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ cancelled_amount: 50, fee: 5, refund: 45 });
    expect(cancelled.body.data.slip.lines[0].status).toBe('USER_CANCEL');
    expect(await balance()).toBe(before + 45);
    const twice = await t.http.post(`/hanoi/bet-slip/partial/vip/${id}`, { line_ids: [`${id}-1`] }, token);
    expect(twice.body.service_code).toBe('E10000');

    t.clock.set('2026-05-02T10:31:00+07:00');
    const late = await t.http.post(`/hanoi/bet-slip/partial/vip/${id}`, {}, token);
    expect(late.body.service_code).toBe('E10000');
    expect(late.body.service_message).toMatch(/more than 30 minutes ago/);

    t.clock.set('2026-05-02T18:40:00+07:00');
    const nearClose = await bet('hanoi', 'vip', roundId, [{ kind: 'TWO_TOP', number: '44', amount: 10 }]);
    t.clock.set('2026-05-02T18:46:00+07:00');
    const tooClose = await t.http.post(`/hanoi/bet-slip/partial/vip/${nearClose.body.data.slip_id}`, {}, token);
    expect(tooClose.body.service_message).toMatch(/15 minutes before close/);
    t.clock.set('2026-05-02T19:00:00+07:00');
    const closed = await t.http.post(`/hanoi/bet-slip/partial/vip/${nearClose.body.data.slip_id}`, {}, token);
    expect(closed.body.service_code).toBe('E20016');

    // the whole slip of two remaining lines, at the fee ops set for Laos super (20%)
    t.clock.set('2026-05-02T10:00:00+07:00');
    const setFee = await t.http.call('PUT', '/backoffice/cancel-fee/LASUPER', {
      token: t.ops,
      body: { fee_percent: 20 },
    });
    expect(setFee.body.data).toEqual({ game_code: 'LASUPER', fee_percent: 20 });
    const round2 = await roundOf('lao', 'super');
    const s2 = await bet('lao', 'super', round2, [
      { kind: 'TWO_TOP', number: '55', amount: 10 },
      { kind: 'TWO_TOP', number: '66', amount: 10 },
    ]);
    const whole = await t.http.post(`/lao/bet-slip/partial/super/${s2.body.data.slip_id}`, {}, token);
    expect(whole.body.data).toMatchObject({ cancelled_amount: 20, fee: 4, refund: 16 });
    expect(whole.body.data.slip.status).toBe('USER_CANCEL');
    const exist = await t.http.get(`/lao/bet-slip-exist/super?round_id=${round2}`, token);
    expect(exist.body.data).toEqual({ exists: true, count: 1, round_id: round2 });
    const roundSlips = await t.http.get(`/lao/round-bet-slip/super`, token);
    expect(roundSlips.body.data).toMatchObject({ round_id: round2, total_amount: 20 });
  });

  it('ops void a round: every pending stake refunded exactly once and audited; a void round takes no result', async () => {
    const roundId = await roundOf('lao', 'redcross');
    const before = await balance();
    await bet('lao', 'redcross', roundId, [{ kind: 'TWO_TOP', number: '12', amount: 40 }]);
    await bet('lao', 'redcross', roundId, [{ kind: 'RUN_TOP', number: '1', amount: 10 }]);
    expect(await balance()).toBe(before - 50);
    expect((await ops('POST', `/backoffice/rounds/${roundId}/void`, { reason: 'x' })).body.service_code).toBe('E10000');
    const voided = await ops('POST', `/backoffice/rounds/${roundId}/void`, { reason: 'Laos draw cancelled' });
    expect(voided.body.data).toMatchObject({
      slips_refunded: 2,
      total_refund: 50,
      void: { reason: 'Laos draw cancelled', voided_by: 'ops:maker' },
    });
    expect(await balance()).toBe(before);
    expect((await ops('POST', `/backoffice/rounds/${roundId}/void`, { reason: 'again please' })).status).toBe(409);
    t.clock.set('2026-05-02T22:30:00+07:00');
    expect((await result(roundId, { number: '12345' })).status).toBe(409);
    t.clock.set('2026-05-02T10:00:00+07:00');
    const slips = await t.http.get('/lao/bet-slip/redcross', token);
    expect(slips.body.data[0]).toMatchObject({ status: 'CANCEL', void_reason: 'Laos draw cancelled' });
    // the cross-game list holds them too, newest first, among this player's slips of other games
    const all = (await t.http.get('/bet-slips?limit=100', token)).body.data as { slip_id: string; game_code: string }[];
    expect(all.slice(0, 2).map((x) => x.slip_id)).toEqual(
      slips.body.data.slice(0, 2).map((x: { slip_id: string }) => x.slip_id),
    );
    expect(new Set(all.map((x) => x.game_code)).size).toBeGreaterThan(1);
    // the wallet names each refund's game, round, slip and the reason; the stakes name their slips too
    const history = (await t.http.get('/wallet/transactions?limit=4', token)).body.data as Record<string, unknown>[];
    const refunds = history.filter((h) => h.kind === 'REFUND');
    expect(refunds.map((r) => r.slip_id).sort()).toEqual(
      slips.body.data.map((x: { slip_id: string }) => x.slip_id).sort(),
    );
    for (const r of refunds)
      expect(r).toMatchObject({
        game_code: slips.body.data[0].game_code,
        draw_date: slips.body.data[0].draw_date,
        void_reason: 'Laos draw cancelled',
      });
    const stakes = history.filter((h) => h.kind === 'BET');
    expect(stakes).toHaveLength(2);
    for (const b of stakes) expect(b).toMatchObject({ game_code: slips.body.data[0].game_code, void_reason: null });
  });

  it('the scheduler voids a round whose result is past its deadline (NO_RESULT) and refunds it', async () => {
    const roundId = await roundOf('stock', 'korea'); // Monday 05-04 close 12:40, result 13:40, deadline +60
    const player = (await registerPlayer(t.http)).token;
    await depositBaht(t.http, player, 100);
    await bet('stock', 'korea', roundId, [{ kind: 'TWO_TOP', number: '12', amount: 25 }], player);
    expect(await balance(player)).toBe(75);
    t.clock.set('2026-05-04T14:39:00+07:00');
    await runSchedulerTick(t.database.db, t.clock.now());
    let row = await t.database.db
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', Number(roundId))
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('closed');
    t.clock.set('2026-05-04T14:41:00+07:00');
    expect((await runSchedulerTick(t.database.db, t.clock.now())).voided).toBeGreaterThan(0);
    row = await t.database.db
      .selectFrom('rounds')
      .selectAll()
      .where('id', '=', Number(roundId))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'void', void_reason: 'NO_RESULT', voided_by: 'scheduler' });
    expect(await balance(player)).toBe(100);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
    t.clock.set('2026-05-02T10:00:00+07:00');
  });
});
