/**
 * Settlement in bounded batches (issue 9) on PGlite and PostgreSQL: real bets through place-bet, a result
 * confirmed into `resulted`, then a settlement that stops after its first batch (the process "dies"): the
 * half-settled round refuses voids, cancels and bets, and the next confirmation finishes it first; settlers
 * racing on one round (the scheduler's resume among them) pay each winner once. Every time: exact balances,
 * one payout transfer and one PRIZE_WON notification per winning slip, the round's payout pool swept once onto
 * the players' stripes, and a ledger that reconciles (house accounts + players + rail sum to zero).
 */
import { sql } from 'kysely';
import { deriveDigits, gameByCode, type ResultDigits } from 'shared-contracts';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { cancelSlipLines } from '../bets/cancel-slip-lines';
import { placeBet } from '../bets/place-bet';
import { startRoundSettlementInTrx } from '../results/settle-round-result';
import { runSchedulerTick } from '../../scheduler/run-scheduler-tick';
import { BACKENDS } from '../../test-support/databases';
import { createFundedPlayers } from '../../test-support/direct-players';
import { idemKey, ledgerIsConsistent, settleResult, useTestApp } from '../../test-support/harness';
import { houseAccountCode, playerBalanceSatang } from '../../wallet/accounts';
import type { SlipSettlement } from './read-pending-slips';
import { settleRoundInBatches } from './settle-round-in-batches';

jest.setTimeout(240_000);

const MORNING = '2026-05-02T10:00:00+07:00';
// no official source for VNS and VNVIP: any valid result; its top two digits are 21
const HANOI_RESULT = { special: '00321', prize1: '00044' };
const xsmb = readSharedCsv('xsmb-draws.csv').find((r) => r.date === '2026-05-02')!;
const VN_RESULT = { special: xsmb.special, prize1: xsmb.prize1 };
const FUNDS = 1_000_00;

describe.each(BACKENDS)('settlement in batches on %s', (backend) => {
  const t = useTestApp(backend, { now: MORNING, opsUsers: true });
  const db = () => t.database.db;

  async function roundOf(game: string): Promise<number> {
    const r = await db()
      .selectFrom('rounds')
      .select('id')
      .where('game_code', '=', game)
      .where('state', 'in', ['scheduled', 'open'])
      .where('draw_date', '=', '2026-05-02')
      .executeTakeFirstOrThrow();
    return r.id;
  }

  /** One slip of 10-baht TWO_TOP lines; returns its code. */
  async function bet(userId: number, game: string, roundId: number, numbers: string[]): Promise<string> {
    const key = idemKey('batch');
    const res = await placeBet(t.ctx, {
      userId,
      game: gameByCode(game)!,
      roundId: String(roundId),
      remark: '',
      lines: numbers.map((number) => ({ kind: 'TWO_TOP', number, amount: 10 })),
      idempotencyKey: key,
      requestHash: key,
    });
    return res.body.slip_id;
  }

  /** Stores the result (→ resulted) and reads the slips as the confirmation does, then commits: nothing written yet. */
  async function resultOnly(
    roundId: number,
    raw: Record<string, unknown>,
    planMaxLines?: number,
  ): Promise<readonly SlipSettlement[]> {
    const started = await db()
      .transaction()
      .execute(async (trx) => {
        const round = await trx
          .selectFrom('rounds')
          .selectAll()
          .where('id', '=', roundId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const derived = deriveDigits('HANOI', raw);
        if (!derived.ok) throw new Error('bad result');
        return startRoundSettlementInTrx(
          t.ctx,
          trx,
          round,
          { raw, digits: derived.digits as ResultDigits },
          t.clock.now(),
          planMaxLines,
        );
      });
    // the summary counts every pending slip, kept in memory or not
    expect(started.summary).toEqual({
      round_id: String(roundId),
      lines_settled: 51,
      lines_won: 17,
      total_payout: 17 * 920,
    });
    return started.plan!;
  }

  async function payoutsOf(codes: string[]) {
    const rows = await sql<{ key: string; n: number; paid: number }>`
      select t.idempotency_key as key, count(distinct t.id)::int as n, sum(p.amount_satang)::bigint as paid
        from ledger_transfers t join ledger_postings p on p.transfer_id = t.id
        join ledger_accounts a on a.id = p.account_id and a.kind = 'player'
       where t.idempotency_scope = 'payout' and t.idempotency_key = any(${codes}::text[])
       group by t.idempotency_key`.execute(db());
    return new Map(rows.rows.map((r) => [r.key, { transfers: r.n, paid: Number(r.paid) }]));
  }

  async function prizeNotices(codes: string[]): Promise<number> {
    const r = await sql<{ n: number }>`
      select count(*)::int as n from notifications
       where kind = 'PRIZE_WON' and source_key = any(${codes.map((c) => `payout:${c}`)}::text[])`.execute(db());
    return r.rows[0]!.n;
  }

  async function ledgerSumsToZero() {
    const r = await sql<{ total: number; house: number; stripes: number }>`
      select (select sum(balance_satang) from ledger_accounts)::bigint as total,
             (select balance_satang from house_balance)::bigint as house,
             (select sum(balance_satang) from ledger_accounts where code like 'house%')::bigint as stripes`.execute(
      db(),
    );
    const row = r.rows[0]!;
    expect(Number(row.total)).toBe(0);
    expect(Number(row.house)).toBe(Number(row.stripes));
    expect(await ledgerIsConsistent(t)).toEqual({ unbalancedTransfers: 0, driftedAccounts: 0, negativePlayers: 0 });
  }

  // each player: one slip with 21 (wins 920 baht on 10) and 34, one slip with 55 alone (loses)
  const slips = new Map<string, { wins: string[]; loses: string[]; players: number[] }>();
  beforeAll(async () => {
    await runSchedulerTick(db(), t.clock.now());
    for (const game of ['VNS', 'VNVIP']) {
      const roundId = await roundOf(game);
      // 17 players: their house legs fall on 16 stripes and one stripe twice
      const players = await createFundedPlayers(db(), 17, FUNDS);
      const entry = { wins: [] as string[], loses: [] as string[], players };
      for (const p of players) {
        entry.wins.push(await bet(p, game, roundId, ['21', '34']));
        entry.loses.push(await bet(p, game, roundId, ['55']));
      }
      slips.set(game, entry);
    }
  });

  async function expectSettledOnce(game: string, roundId: number) {
    const { wins, loses, players } = slips.get(game)!;
    const round = await db().selectFrom('rounds').select('state').where('id', '=', roundId).executeTakeFirstOrThrow();
    expect(round.state).toBe('settled');
    const rows = await db()
      .selectFrom('bet_slips')
      .select(['slip_code', 'status', 'payout_satang'])
      .where('round_id', '=', roundId)
      .execute();
    const outcome = (code: string, status: string, payout: number) => `${code} ${status} ${payout}`;
    expect(rows.map((r) => outcome(r.slip_code, r.status, r.payout_satang)).sort()).toEqual(
      [...wins.map((c) => outcome(c, 'WIN', 920_00)), ...loses.map((c) => outcome(c, 'LOSE', 0))].sort(),
    );
    const lines = await sql<{ status: string; n: number }>`
      select l.status, count(*)::int as n from bet_lines l join bet_slips s on s.id = l.slip_id
       where s.round_id = ${roundId} group by l.status order by l.status`.execute(db());
    expect(lines.rows).toEqual([
      { status: 'LOSE', n: players.length * 2 },
      { status: 'WIN', n: players.length },
    ]);
    const paid = await payoutsOf([...wins, ...loses]);
    expect([...paid.keys()].sort()).toEqual([...wins].sort());
    for (const code of wins) expect(paid.get(code)).toEqual({ transfers: 1, paid: 920_00 });
    expect(await prizeNotices([...wins, ...loses])).toBe(wins.length);
    for (const p of players) expect(await playerBalanceSatang(db(), p)).toBe(FUNDS - 30_00 + 920_00);
    // paid from the round's pool, swept once onto the stripes: each player's 920 baht on that player's stripe
    const pool = await db()
      .selectFrom('ledger_accounts')
      .select(['id', 'balance_satang'])
      .where('code', '=', `house:round:${roundId}`)
      .executeTakeFirstOrThrow();
    expect(pool.balance_satang).toBe(0);
    const sweep = await sql<{ code: string; amount: number }>`
      select a.code, p.amount_satang as amount from ledger_transfers t
        join ledger_postings p on p.transfer_id = t.id join ledger_accounts a on a.id = p.account_id
       where t.idempotency_scope = 'payout.pool' and t.idempotency_key = ${`round:${roundId}`}`.execute(db());
    const expected = new Map<string, number>([[`house:round:${roundId}`, players.length * 920_00]]);
    for (const p of players) expected.set(houseAccountCode(p), (expected.get(houseAccountCode(p)) ?? 0) - 920_00);
    expect(new Map(sweep.rows.map((r) => [r.code, r.amount]))).toEqual(expected);
    expect(sweep.rows.length).toBe(expected.size);
    await ledgerSumsToZero();
  }

  it('a settlement stopped after its first batch blocks voids, cancels and bets; the next confirmation finishes it, paying each winner once', async () => {
    const vns = await roundOf('VNS');
    const vn = await roundOf('VN');
    const [bettor] = await createFundedPlayers(db(), 1, FUNDS);
    await bet(bettor!, 'VN', vn, ['00']);
    t.clock.set('2026-05-02T18:30:00+07:00');
    expect(await resultOnly(vns, HANOI_RESULT, 0)).toEqual([]); // nothing kept in memory: every batch reads
    const crash = new Error('the process died');
    await expect(
      settleRoundInBatches(t.ctx, db(), vns, {
        batchSlips: 3,
        afterBatch: (n) => {
          if (n === 1) throw crash;
        },
      }),
    ).rejects.toBe(crash);

    // half-settled: the first 3 slips (id order) written and paid, the others pending
    const { wins, loses, players } = slips.get('VNS')!;
    const byStatus = await sql<{ status: string; n: number }>`
      select status, count(*)::int as n from bet_slips where round_id = ${vns} group by status order by status`.execute(
      db(),
    );
    expect(byStatus.rows).toEqual([
      { status: 'LOSE', n: 1 },
      { status: 'PENDING', n: 31 },
      { status: 'WIN', n: 2 },
    ]);
    expect((await payoutsOf(wins)).size).toBe(2);
    const state = await db().selectFrom('rounds').select('state').where('id', '=', vns).executeTakeFirstOrThrow();
    expect(state.state).toBe('resulted');

    const voided = await t.http.post(`/backoffice/rounds/${vns}/void`, { reason: 'test void' }, t.ops);
    expect({ status: voided.status, code: voided.body.service_code }).toEqual({ status: 409, code: 'E10409' });
    await expect(cancelSlipLines(t.ctx, players.at(-1)!, gameByCode('VNS')!, loses.at(-1)!, [])).rejects.toMatchObject({
      code: 'E20016',
    });
    await expect(bet(players[0]!, 'VNS', vns, ['21'])).rejects.toMatchObject({ code: 'E20016' });

    // the next confirmation (another round) finishes the half-settled one first
    const confirmed = await settleResult(t, String(vn), VN_RESULT);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ round_id: String(vn), lines_settled: 1 });
    await expectSettledOnce('VNS', vns);
    const again = await settleRoundInBatches(t.ctx, db(), vns);
    expect(again).toMatchObject({ settled: false, batches: 0 });
    await expectSettledOnce('VNS', vns);
  });

  it('settlers racing on one round, the scheduler among them, pay each winner once', async () => {
    const vip = await roundOf('VNVIP');
    t.clock.set('2026-05-02T19:40:00+07:00');
    const plan = await resultOnly(vip, HANOI_RESULT);
    expect(plan.length).toBe(34);
    await expect(
      settleRoundInBatches(t.ctx, db(), vip, {
        plan,
        batchSlips: 4,
        afterBatch: () => {
          throw new Error('stop');
        },
      }),
    ).rejects.toThrow('stop');
    const [paged1, planned, tick, paged2] = await Promise.all([
      settleRoundInBatches(t.ctx, db(), vip, { batchSlips: 1 }),
      settleRoundInBatches(t.ctx, db(), vip, { plan, batchSlips: 3 }),
      runSchedulerTick(db(), t.clock.now(), { context: t.ctx }),
      settleRoundInBatches(t.ctx, db(), vip, { batchSlips: 2 }),
    ]);
    // exactly one of them moved the round to settled
    expect([paged1, planned, paged2].filter((r) => r.settled).length + tick.resumed).toBe(1);
    await expectSettledOnce('VNVIP', vip);
  });
});
