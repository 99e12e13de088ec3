/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests; the routes' zod schemas check them */
/**
 * The ops reconciliation reads (issue 10) on PGlite and PostgreSQL, the clock at Saturday 2026-05-02 10:00
 * Bangkok: after deposits, bets on two Hanoi rounds and the settlement of one on the real XSMB draw, the ledger
 * sums to 0 with no mismatch, the house's day for VN is stakes − payouts, the per-round figures are the slips';
 * a balance corrupted by hand shows up as a mismatch; bad query params are 400 E10000; players are refused.
 */
import { sql } from 'kysely';
import { readSharedCsv } from 'shared-contracts/testing/shared-data';
import { BACKENDS } from '../test-support/databases';
import {
  createOpsUser,
  depositBaht,
  idemKey,
  opsLogin,
  registerPlayer,
  settleResult,
  useTestApp,
} from '../test-support/harness';

jest.setTimeout(180_000);

const DAY = '2026-05-02';

describe.each(BACKENDS)('reconciliation on %s (clock 2026-05-02 10:00 Bangkok)', (backend) => {
  const t = useTestApp(backend);
  let players: string[];
  let vn: string;
  let vip: string;
  const get = (url: string, token = t.ops) => t.http.get(url, token);
  const bet = (token: string, type: string, roundId: string, lines: unknown[]) =>
    t.http.post(`/hanoi/bet/${type}`, { round_id: roundId, lines }, token, { 'idempotency-key': idemKey('bet') });
  const slipsOf = async (roundId: string) =>
    (
      await sql<{ n: number; stakes: number; payouts: number }>`
        select count(*)::int as n, coalesce(sum(total_satang), 0)::bigint as stakes,
               coalesce(sum(payout_satang), 0)::bigint as payouts
          from bet_slips where round_id = ${Number(roundId)}`.execute(t.database.db)
    ).rows[0]!;

  beforeAll(async () => {
    players = [];
    for (let i = 0; i < 2; i++) {
      const { token } = await registerPlayer(t.http);
      expect((await depositBaht(t.http, token, 1_000)).status).toBe(201);
      players.push(token);
    }
    vn = (await t.http.get('/hanoi/current-round/normal')).body.data.current_round.round_id;
    vip = (await t.http.get('/hanoi/current-round/vip')).body.data.current_round.round_id;
    const draw = readSharedCsv('xsmb-draws.csv').find((r) => r.date === DAY)!; // special 16132, prize1 71757
    expect(
      (
        await bet(players[0]!, 'normal', vn, [
          { kind: 'THREE_TOP', number: '132', amount: 10 }, // wins
          { kind: 'TWO_TOP', number: '00', amount: 15 },
        ])
      ).status,
    ).toBe(201);
    expect((await bet(players[1]!, 'normal', vn, [{ kind: 'TWO_BOTTOM', number: '57', amount: 20 }])).status).toBe(201);
    expect((await bet(players[1]!, 'vip', vip, [{ kind: 'TWO_TOP', number: '11', amount: 5 }])).status).toBe(201);
    t.clock.set(`${DAY}T18:30:00+07:00`); // VN's scheduled result time (issue 20: none before)
    const settled = await settleResult(t, vn, { special: draw.special, prize1: draw.prize1 });
    expect(settled.status).toBe(200);
  });

  it('the ledger sums to zero, balances equal postings, totals per kind add up', async () => {
    const res = await get('/backoffice/reconciliation/ledger');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ ok: true, postings_sum_satang: 0, unbalanced_transfers: 0, mismatched_count: 0 });
    expect(d.mismatched_accounts).toEqual([]);
    expect(d.postings_count).toBeGreaterThan(0);
    const byKind = Object.fromEntries(d.account_kinds.map((k: any) => [k.kind, k.balance_satang]));
    expect(byKind.player + byKind.house + byKind.rail).toBe(0);
    expect(d.house.balance_satang).toBe(byKind.house);
    expect(d.house.stripes_satang + d.house.pools_satang).toBe(byKind.house);
    expect(d.house.stripe_accounts).toBe(16);
    const deposit = d.transfer_kinds.find((k: any) => k.kind === 'DEPOSIT');
    expect(deposit).toMatchObject({ transfers: 2, player_satang: 200_000, rail_satang: -200_000, house_satang: 0 });
    expect(d.range).toBeNull();
    const bets = d.transfer_kinds.find((k: any) => k.kind === 'BET');
    expect(bets).toMatchObject({ transfers: 3, house_satang: 5_000, player_satang: -5_000 });
    // a range without the day has no transfers
    const before = await get('/backoffice/reconciliation/ledger?from=2026-04-01&to=2026-05-01');
    expect(before.body.data).toMatchObject({ range: { from: '2026-04-01', to: '2026-05-01' }, transfer_kinds: [] });
  });

  it('the house result of VN on the day is its stakes − payouts, equal to the slips', async () => {
    const slips = await slipsOf(vn);
    expect(Number(slips.payouts)).toBeGreaterThan(0);
    const res = await get(`/backoffice/reconciliation/house-daily?from=${DAY}&to=${DAY}&game=vn`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ from: DAY, to: DAY, game: 'VN' });
    expect(res.body.data.days).toEqual([
      {
        date: DAY,
        game_code: 'VN',
        stakes_satang: Number(slips.stakes),
        payouts_satang: Number(slips.payouts),
        refunds_satang: 0,
        net_satang: Number(slips.stakes) - Number(slips.payouts),
      },
    ]);
    // every game: VN and VNVIP (unsettled: stakes only); totals add up
    const all = await get(`/backoffice/reconciliation/house-daily?from=${DAY}&to=${DAY}`);
    expect(all.body.data.days.map((d: any) => d.game_code)).toEqual(['VN', 'VNVIP']);
    expect(all.body.data.days[1]).toMatchObject({ stakes_satang: 500, payouts_satang: 0, net_satang: 500 });
    expect(all.body.data.totals.net_satang).toBe(Number(slips.stakes) - Number(slips.payouts) + 500);
    // the default range is the last 30 days up to today (the clock's)
    const def = await get('/backoffice/reconciliation/house-daily');
    expect(def.body.data).toMatchObject({ from: '2026-04-03', to: DAY });
    expect(def.body.data.totals).toEqual(all.body.data.totals);
  });

  it('stakes and payouts per round equal the slips', async () => {
    const slips = await slipsOf(vn);
    const res = await get(`/backoffice/reconciliation/rounds?game=VN&from=${DAY}&to=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ game: 'VN', with_slips: false, page: 1, page_size: 50, total: 1 });
    expect(res.body.data.rounds).toEqual([
      {
        round_id: vn,
        game_code: 'VN',
        draw_date: DAY,
        round_no: 1,
        state: 'settled',
        slips: 2,
        stakes_satang: Number(slips.stakes),
        payouts_satang: Number(slips.payouts),
        refunds_satang: 0,
        net_satang: Number(slips.stakes) - Number(slips.payouts),
      },
    ]);
    const all = await get(`/backoffice/reconciliation/rounds?from=${DAY}&to=${DAY}&page_size=1&page=2`);
    expect(all.body.data.total).toBeGreaterThan(2); // every game's rounds of the day, bet on or not
    expect(all.body.data.rounds).toHaveLength(1);
    // only the rounds bet on: VN and VNVIP
    const bet = await get(`/backoffice/reconciliation/rounds?from=${DAY}&to=${DAY}&with_slips=true`);
    expect(bet.body.data).toMatchObject({ total: 2, with_slips: true });
    expect(bet.body.data.rounds.map((r: any) => r.game_code).sort()).toEqual(['VN', 'VNVIP']);
  });

  it('a corrupted balance shows as a mismatch', async () => {
    const acc = (
      await sql<{ id: number; code: string }>`
        select id, code from ledger_accounts where kind = 'player' order by id limit 1`.execute(t.database.db)
    ).rows[0]!;
    await sql`update ledger_accounts set balance_satang = balance_satang + 7 where id = ${acc.id}`.execute(
      t.database.db,
    );
    try {
      const res = await get('/backoffice/reconciliation/ledger');
      expect(res.body.data).toMatchObject({ ok: false, postings_sum_satang: 0, mismatched_count: 1 });
      expect(res.body.data.mismatched_accounts).toEqual([
        expect.objectContaining({ account_id: String(acc.id), code: acc.code, kind: 'player', difference_satang: 7 }),
      ]);
    } finally {
      await sql`update ledger_accounts set balance_satang = balance_satang - 7 where id = ${acc.id}`.execute(
        t.database.db,
      );
    }
    expect((await get('/backoffice/reconciliation/ledger')).body.data.ok).toBe(true);
  });

  it('bad query params are 400 E10000 naming the field', async () => {
    const bad: [string, string][] = [
      ['/backoffice/reconciliation/ledger?from=2026-05-01', 'to'],
      ['/backoffice/reconciliation/ledger?from=2026-02-30&to=2026-03-01', 'from'],
      ['/backoffice/reconciliation/house-daily?from=2026-05-02&to=2026-05-01', 'to'],
      ['/backoffice/reconciliation/house-daily?from=2025-01-01&to=2026-05-01', 'to'],
      ['/backoffice/reconciliation/house-daily?game=NOPE', 'game'],
      ['/backoffice/reconciliation/rounds?page=0', 'page'],
      ['/backoffice/reconciliation/rounds?page_size=1000', 'page_size'],
      ['/backoffice/reconciliation/rounds?to=20260501', 'to'],
      ['/backoffice/reconciliation/rounds?with_slips=yes', 'with_slips'],
    ];
    for (const [url, field] of bad) {
      const res = await get(url);
      expect(`${url} ${res.status} ${res.body.service_code}`).toBe(`${url} 400 E10000`);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    // 366 days is the most
    expect((await get('/backoffice/reconciliation/house-daily?from=2025-05-02&to=2026-05-02')).status).toBe(200);
  });

  it('refuses players and anonymous callers; every ops role reads', async () => {
    for (const path of ['ledger', 'house-daily', 'rounds']) {
      expect((await get(`/backoffice/reconciliation/${path}`, players[0])).status).toBe(403);
      expect((await t.http.get(`/backoffice/reconciliation/${path}`)).status).toBe(401);
    }
    await createOpsUser(t.http, t.admin, 'auditor1', 'auditor');
    const auditor = await opsLogin(t.http, 'auditor1');
    expect((await get('/backoffice/reconciliation/ledger', auditor)).status).toBe(200);
    expect((await get('/backoffice/reconciliation/ledger', t.admin)).status).toBe(200);
  });

  it('a void shows as refunds: the house nets 0 on the voided round, the ledger still sums to zero', async () => {
    const voided = await t.http.post(`/backoffice/rounds/${vip}/void`, { reason: 'reconciliation test' }, t.ops);
    expect(voided.status).toBe(200);
    const day = await get(`/backoffice/reconciliation/house-daily?from=${DAY}&to=${DAY}&game=VNVIP`);
    expect(day.body.data.days).toEqual([
      { date: DAY, game_code: 'VNVIP', stakes_satang: 500, payouts_satang: 0, refunds_satang: 500, net_satang: 0 },
    ]);
    const round = await get(`/backoffice/reconciliation/rounds?game=VNVIP&from=${DAY}&to=${DAY}`);
    expect(round.body.data.rounds[0]).toMatchObject({
      round_id: vip,
      state: 'void',
      slips: 1,
      stakes_satang: 500,
      refunds_satang: 500,
      net_satang: 0,
    });
    const ledger = await get(`/backoffice/reconciliation/ledger?from=${DAY}&to=${DAY}`);
    expect(ledger.body.data).toMatchObject({ ok: true, postings_sum_satang: 0 });
    expect(ledger.body.data.transfer_kinds.find((k: any) => k.kind === 'REFUND')).toMatchObject({
      transfers: 1,
      house_satang: -500,
      player_satang: 500,
    });
  });
});
