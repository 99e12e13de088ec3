/**
 * Results by maker-checker (issue 12) on PGlite and PostgreSQL: one operator enters a result (pending,
 * nothing settles), may correct it (audited before → after), a different operator confirms it by
 * re-typing it and the round settles exactly once; the maker cannot confirm (403), nothing pending →
 * 409; an entry that differs from the official result the server holds is refused naming the source; the
 * deadline voider skips a pending round. On PostgreSQL: confirm vs confirm vs void, exactly one wins.
 */
import { readSharedCsv, readSharedJson } from 'shared-contracts/testing/shared-data';
import type { GloDraw } from 'shared-contracts';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { BACKENDS } from '../test-support/databases';
import {
  createOpsUser,
  depositBaht,
  idemKey,
  ledgerIsConsistent,
  opsLogin,
  registerPlayer,
  type TestApp,
  useTestApp,
} from '../test-support/harness';

jest.setTimeout(240_000);

const MORNING = '2026-05-02T10:00:00+07:00';
const HANOI_SPECIAL = { special: '00321', prize1: '00044' }; // no official source for VNS: any valid result

async function roundOf(t: TestApp, family: string, type: string): Promise<string> {
  const res = await t.http.get(`/${family}/current-round/${type}`);
  expect(res.status).toBe(200);
  return res.body.data.current_round.round_id as string;
}

async function betOn(t: TestApp, token: string, family: string, type: string, roundId: string, numbers: string[]) {
  const res = await t.http.post(
    `/${family}/bet/${type}`,
    { round_id: roundId, lines: numbers.map((number) => ({ kind: 'TWO_TOP', number, amount: 10 })) },
    token,
    { 'idempotency-key': idemKey('mc') },
  );
  expect(res.status).toBe(201);
  return res.body.data.slip_id as string;
}

describe.each(BACKENDS)('results by maker-checker on %s', (backend) => {
  const t = useTestApp(backend);
  let player: string;
  const balance = async () => (await t.http.get('/wallet/balance', player)).body.data.balance as number;
  const enter = (roundId: string, raw: unknown, token = t.ops) =>
    t.http.post(`/backoffice/rounds/${roundId}/result`, raw, token);
  const confirm = (roundId: string, raw: unknown, token = t.checker) =>
    t.http.post(`/backoffice/rounds/${roundId}/result/confirm`, raw, token);

  beforeAll(async () => {
    player = (await registerPlayer(t.http)).token;
    await depositBaht(t.http, player, 1000);
  });
  afterEach(() => t.clock.set(MORNING));

  it('nothing settles until a different operator confirms; the maker cannot; a correction is audited', async () => {
    const roundId = await roundOf(t, 'hanoi', 'special');
    const slip = await betOn(t, player, 'hanoi', 'special', roundId, ['21', '99']);
    const afterBet = await balance();
    expect((await enter(roundId, HANOI_SPECIAL)).body.service_code).toBe('E10409'); // still open

    t.clock.set('2026-05-02T17:30:00+07:00');
    const wrong = { special: '00321', prize1: '00045' };
    const entered = await enter(roundId, wrong);
    expect({ status: entered.status, code: entered.body.service_code }).toEqual({ status: 201, code: 'S10001' });
    expect(entered.body.data).toMatchObject({
      round_id: roundId,
      status: 'PENDING',
      entry: { entered_by: 'maker', revision: 1, raw: wrong, confirmed_by: null },
      official_source: null,
    });
    // pending: the round is not resulted, the slip not settled, nothing paid
    const pendingSlip = await t.http.get(`/hanoi/bet-slip/special/${slip}`, player);
    expect(pendingSlip.body.data.status).toBe('PENDING');
    expect(await balance()).toBe(afterBet);
    expect((await t.http.get(`/backoffice/rounds/${roundId}/result`, t.checker)).body.data.status).toBe('PENDING');

    const self = await confirm(roundId, wrong, t.ops);
    expect({ status: self.status, code: self.body.service_code }).toEqual({ status: 403, code: 'E10403' });
    expect(self.body.service_message).toMatch(/entered by maker: a different ops user must confirm/);
    const mismatch = await confirm(roundId, HANOI_SPECIAL);
    expect({ status: mismatch.status, code: mismatch.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    expect(mismatch.body.service_message).toMatch(/prize1 differ/);
    expect((await t.http.get(`/hanoi/bet-slip/special/${slip}`, player)).body.data.status).toBe('PENDING');

    const corrected = await enter(roundId, HANOI_SPECIAL);
    expect({ status: corrected.status, code: corrected.body.service_code }).toEqual({ status: 200, code: 'S10002' });
    expect(corrected.body.data.entry).toMatchObject({ revision: 2, raw: HANOI_SPECIAL, entered_by: 'maker' });
    const same = await enter(roundId, HANOI_SPECIAL);
    expect(same.body.data.entry.revision).toBe(2); // the identical result changes nothing

    const settled = await confirm(roundId, HANOI_SPECIAL);
    expect(settled.status).toBe(200);
    expect(settled.body.data).toEqual({ round_id: roundId, lines_settled: 2, lines_won: 1, total_payout: 920 });
    expect(await balance()).toBe(afterBet + 920);
    const shown = await t.http.get(`/backoffice/rounds/${roundId}/result`, t.ops);
    expect(shown.body.data).toMatchObject({
      state: 'settled',
      status: 'CONFIRMED',
      entry: { entered_by: 'maker', confirmed_by: 'checker', revision: 2 },
    });
    expect((await confirm(roundId, HANOI_SPECIAL)).body.service_code).toBe('E10409');
    const late = await enter(roundId, HANOI_SPECIAL);
    expect(late.body.service_message).toMatch(/round already resulted/);
    expect(await balance()).toBe(afterBet + 920);

    const trail = await t.http.get(`/backoffice/audit?action=round.result&limit=10`, t.admin);
    const mine = trail.body.data.filter((r: { target: string }) => r.target === `round:${roundId}`);
    expect(mine.map((r: { action: string; actor: { name: string } }) => `${r.action} by ${r.actor.name}`)).toEqual([
      'round.result.confirm by checker',
      'round.result.correct by maker',
      'round.result.enter by maker',
    ]);
    expect(mine[1]).toMatchObject({ before: { raw: wrong, revision: 1 }, after: { raw: HANOI_SPECIAL, revision: 2 } });
    expect(mine[0].after.settlement).toEqual(settled.body.data);
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  });

  it('a confirmation with nothing pending is 409; the checker may correct, then the maker confirms', async () => {
    const roundId = await roundOf(t, 'hanoi', 'vip');
    t.clock.set('2026-05-02T19:30:00+07:00');
    const none = await confirm(roundId, HANOI_SPECIAL);
    expect({ status: none.status, code: none.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    expect(none.body.service_message).toMatch(/no pending result/);
    expect((await t.http.get(`/backoffice/rounds/${roundId}/result`, t.ops)).body.data).toMatchObject({
      status: 'NONE',
      entry: null,
    });
    expect((await enter(roundId, { special: '11111', prize1: '22222' })).status).toBe(201);
    // the checker corrects it: the checker is now the maker, so the first operator confirms
    expect((await enter(roundId, HANOI_SPECIAL, t.checker)).body.data.entry).toMatchObject({
      entered_by: 'checker',
      revision: 2,
    });
    expect((await confirm(roundId, HANOI_SPECIAL, t.checker)).status).toBe(403);
    expect((await confirm(roundId, HANOI_SPECIAL, t.ops)).status).toBe(200);
  });

  it('refuses an entry that differs from the official result the server holds, naming its source', async () => {
    t.clock.set('2026-05-02T18:30:00+07:00');
    const vn = (await t.http.get('/backoffice/rounds?game=VN&limit=20', t.ops)).body.data.find(
      (r: { draw_date: string }) => r.draw_date === '2026-05-02',
    ).round_id as string;
    const real = readSharedCsv('xsmb-draws.csv').find((r) => r.date === '2026-05-02')!;
    const fake = await enter(vn, { special: '12345', prize1: real.prize1 });
    expect({ status: fake.status, code: fake.body.service_code }).toEqual({ status: 400, code: 'E10000' });
    expect(fake.body.service_message).toBe(
      'the result does not match the official result held by the server (shared data xsmb-draws.csv (2026-05-02)): special differ',
    );
    expect(fake.body.service_message).not.toContain(real.special!); // the official value is not revealed
    expect((await t.http.get(`/backoffice/rounds/${vn}/result`, t.ops)).body.data).toMatchObject({
      status: 'NONE',
      official_source: 'shared data xsmb-draws.csv (2026-05-02)',
    });
    expect((await enter(vn, { special: real.special, prize1: real.prize1 })).status).toBe(201);

    // the underground's GLO draw: the official file; prize lists are compared as sets
    const draw = readSharedJson<GloDraw[]>('glo-draws.json').find((d) => d.date === '2026-05-02')!;
    const ugRound = (await t.http.get('/backoffice/rounds?game=UG&limit=30', t.ops)).body.data.find(
      (r: { draw_date: string }) => r.draw_date === '2026-05-02',
    ).round_id as string;
    const typo = await enter(ugRound, { ...draw, lastTwo: draw.lastTwo === '00' ? '01' : '00' });
    expect(typo.body.service_message).toMatch(/glo-draws\.json \(2026-05-02\)\): lastTwo differ$/);
    const reordered = await enter(ugRound, { ...draw, fifth: [...draw.fifth].reverse() });
    expect(reordered.status).toBe(201);
  });

  it('the deadline voider skips a round with a pending entry; ops may still void it (audited)', async () => {
    const pendingRound = await roundOf(t, 'stock', 'korea'); // Monday 05-04: close 12:40, result 13:40 (+60)
    const other = await roundOf(t, 'malay', 'normal');
    await betOn(t, player, 'stock', 'korea', pendingRound, ['12']);
    t.clock.set('2026-05-04T13:00:00+07:00');
    // closed, but its result is expected at 13:40: nothing can be entered before (issue 20)
    const early = await enter(pendingRound, { close: '2601.35', change: '-12.30' });
    expect({ status: early.status, code: early.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    expect(early.body.data).toEqual({ result_expected_at: '2026-05-04T06:40:00.000Z' });
    t.clock.set('2026-05-04T13:40:00+07:00');
    expect((await enter(pendingRound, { close: '2601.35', change: '-12.30' })).status).toBe(201);
    t.clock.set('2026-05-04T14:41:00+07:00');
    expect((await runSchedulerTick(t.database.db, t.clock.now())).voided).toBeGreaterThan(0);
    const state = async (id: string) =>
      (await t.database.db.selectFrom('rounds').select('state').where('id', '=', Number(id)).executeTakeFirstOrThrow())
        .state;
    expect(await state(pendingRound)).not.toBe('void');
    expect(await state(other)).toBe('void'); // no result, no entry: voided with NO_RESULT

    const before = await balance();
    const voided = await t.http.post(
      `/backoffice/rounds/${pendingRound}/void`,
      { reason: 'KOSPI feed disputed' },
      t.ops,
    );
    expect(voided.status).toBe(200);
    expect(await balance()).toBe(before + 10);
    expect((await confirm(pendingRound, { close: '2601.35', change: '-12.30' })).status).toBe(409);
    const row = (await t.http.get('/backoffice/audit?action=round.void&limit=1', t.admin)).body.data[0];
    expect(row).toMatchObject({
      target: `round:${pendingRound}`,
      actor: { name: 'maker' },
      before: { pending_result: { raw: { close: '2601.35', change: '-12.30' }, revision: 1 } },
      after: { state: 'void', reason: 'KOSPI feed disputed', slips_refunded: 1, total_refund: 10 },
    });
  });
});

const pgOnly = BACKENDS.includes('postgres') ? describe : describe.skip;
pgOnly('confirm vs confirm vs void on postgres', () => {
  const t = useTestApp('postgres');
  let checker2: string;
  beforeAll(async () => {
    await createOpsUser(t.http, t.admin, 'checker2', 'operator');
    checker2 = await opsLogin(t.http, 'checker2');
  });

  it('exactly one of 3 confirmations and 2 voids wins on each of 5 rounds, the ledger reconciles', async () => {
    const games: { family: string; type: string; raw: Record<string, string>; win: string }[] = [
      { family: 'hanoi', type: 'special', raw: HANOI_SPECIAL, win: '21' },
      { family: 'hanoi', type: 'vip', raw: HANOI_SPECIAL, win: '21' },
      { family: 'lao', type: 'star', raw: { number: '50834' }, win: '34' },
      { family: 'malay', type: 'normal', raw: { first: '8723', second: '0415' }, win: '23' },
      { family: 'bank', type: 'gsb', raw: { first_draw: '200834', second_draw: '438135' }, win: '34' },
    ];
    const players = await Promise.all([1, 2, 3].map(async () => (await registerPlayer(t.http)).token));
    for (const p of players) await depositBaht(t.http, p, 1000);
    const rounds: string[] = [];
    for (const g of games) {
      const roundId = await roundOf(t, g.family, g.type);
      rounds.push(roundId);
      for (const p of players) await betOn(t, p, g.family, g.type, roundId, [g.win, '00']);
    }
    t.clock.set('2026-05-02T20:00:00+07:00');
    const winners: string[] = [];
    for (const [i, g] of games.entries()) {
      const id = rounds[i]!;
      expect((await t.http.post(`/backoffice/rounds/${id}/result`, g.raw, t.ops)).status).toBe(201);
      const calls: [string, () => Promise<{ status: number }>][] = [
        ['confirm', () => t.http.post(`/backoffice/rounds/${id}/result/confirm`, g.raw, t.checker)],
        ['confirm', () => t.http.post(`/backoffice/rounds/${id}/result/confirm`, g.raw, checker2)],
        ['confirm', () => t.http.post(`/backoffice/rounds/${id}/result/confirm`, g.raw, t.checker)],
        ['void', () => t.http.post(`/backoffice/rounds/${id}/void`, { reason: 'race test' }, t.ops)],
        ['void', () => t.http.post(`/backoffice/rounds/${id}/void`, { reason: 'race test' }, checker2)],
      ];
      if (i % 2 === 1) calls.reverse(); // vary who starts first
      const results = await Promise.all(calls.map(([, call]) => call()));
      const won = results.flatMap((r, j) => (r.status === 200 ? [calls[j]![0]] : []));
      expect(`${g.family}/${g.type}: ${won.length} won`).toBe(`${g.family}/${g.type}: 1 won`);
      expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
      winners.push(won[0]!);
      const state = (
        await t.database.db.selectFrom('rounds').select('state').where('id', '=', Number(id)).executeTakeFirstOrThrow()
      ).state;
      expect(state).toBe(won[0] === 'confirm' ? 'settled' : 'void');
    }
    // every slip was either paid (its winning line) or refunded, once, never both
    const moves = await t.database.db
      .selectFrom('ledger_transfers')
      .select(['idempotency_scope', 'idempotency_key'])
      .where('idempotency_scope', 'in', ['payout', 'refund'])
      .execute();
    const slips = await t.database.db
      .selectFrom('bet_slips')
      .select(['slip_code', 'round_id'])
      .where('round_id', 'in', rounds.map(Number))
      .execute();
    for (const s of slips) {
      const payouts = moves.filter((m) => m.idempotency_scope === 'payout' && m.idempotency_key === s.slip_code);
      const refunds = moves.filter(
        (m) => m.idempotency_scope === 'refund' && m.idempotency_key === `void:${s.slip_code}`,
      );
      const i = rounds.indexOf(String(s.round_id));
      expect(`${s.slip_code}: ${payouts.length} payout, ${refunds.length} refund`).toBe(
        `${s.slip_code}: ${winners[i] === 'confirm' ? 1 : 0} payout, ${winners[i] === 'void' ? 1 : 0} refund`,
      );
    }
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
    const verify = await t.http.get('/backoffice/audit/verify', t.admin);
    expect(verify.body.data).toMatchObject({ ok: true, first_broken: null });
  });
});
