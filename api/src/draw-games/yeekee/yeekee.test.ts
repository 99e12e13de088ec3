/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely; the routes' zod schemas check them */
/**
 * Yeekee through HTTP on both databases (docs/game-rules.md "Yeekee", "Voids and refunds"): a slip placed,
 * partly cancelled and settled through the draw-game endpoints every game has, with the result computed from
 * the players' shots (`POST yeekee/predict`) at the shooting close by the scheduler; shots refused outside the
 * window; the published shot list, status, day and round record; 19 and 16 shots void the round with every
 * stake refunded; no ops entry can set a yeekee result; a second tick settles nothing again.
 */
import { sql } from 'kysely';
import {
  computeYeekeeResult,
  deriveYeekeeDigits,
  maskCustomerCode,
  sha256Hex,
  YEEKEE_TOO_FEW_SHOTS_REASON,
  yeekeeSecretNumber,
} from 'shared-contracts';
import { runSchedulerTick } from '../../scheduler/run-scheduler-tick';
import { deriveYeekeeSecret } from './yeekee-secret';
import { relayWholeLiveOutbox } from '../../live/relay-live-outbox';
import { YEEKEE_SECRET_MISMATCH_REASON } from './close-yeekee-round';
import { BACKENDS } from '../../test-support/databases';
import { depositBaht, idemKey, registerPlayer, useTestApp } from '../../test-support/harness';
import { TWENTY_YEEKEE_SHOTS } from 'shared-contracts/testing';

jest.setTimeout(240_000);

// twenty recorded shots (shared-contracts/testing): sum − 16th most recent = 714,687, plus the round's secret number
const TWENTY = [...TWENTY_YEEKEE_SHOTS];
const DAY = '2026-05-04';
const at = (hhmmss: string) => `${DAY}T${hhmmss}+07:00`;

describe.each(BACKENDS)('yeekee on %s', (backend) => {
  const t = useTestApp(backend, { now: at('10:00:00') });
  let alice: { token: string; customerCode: string; phone: string; pin: string };
  let bob: { token: string; customerCode: string };
  let carol: { token: string; customerCode: string };
  let dave: { token: string; customerCode: string };
  const balance = async (token: string) => (await t.http.get('/wallet/balance', token)).body.data.balance as number;
  const shoot = (token: string, round_id: string, number: string) =>
    t.http.post('/yeekee/predict', { round_id, number }, token);
  const tick = () => runSchedulerTick(t.database.db, t.clock.now(), { context: t.ctx });
  const currentRound = async () => (await t.http.get('/yeekee/current-round/normal')).body.data.current_round;
  const bet = (token: string, roundId: string, lines: unknown[]) =>
    t.http.post('/yeekee/bet/normal', { round_id: roundId, lines }, token, { 'idempotency-key': idemKey('yk') });

  beforeAll(async () => {
    alice = await registerPlayer(t.http);
    bob = await registerPlayer(t.http);
    carol = await registerPlayer(t.http);
    dave = await registerPlayer(t.http);
    await depositBaht(t.http, alice.token, 1000);
    await depositBaht(t.http, bob.token, 1000);
  });

  it('places, partly cancels and settles a slip; the result is the shots’ R, published for anyone to recompute', async () => {
    // round 18 of the day takes bets 10:00-10:15 and shots until 10:25
    const round = await currentRound();
    expect(round).toMatchObject({ round_no: 18, end_date: DAY, end_at: new Date(at('10:15:00')).toISOString() });
    const roundId = round.round_id as string;
    // the round's secret is committed before it opens: the scheduler published its SHA-256
    const secret = deriveYeekeeSecret(t.ctx.config.yeekeeSecretKey, Number(roundId));
    const before = await t.http.get(`/yeekee/winning-number/status?round_id=${roundId}`);
    expect(before.body.data.rounds[0].secret_hash).toBe(await sha256Hex(secret));
    const later = (await t.http.get(`/yeekee/winning-number/by-round?date=${DAY}`)).body.data.rounds;
    expect(later.find((r: any) => r.round_no === 20)).toMatchObject({
      phase: 'scheduled',
      secret_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // what the test knows and no player does: R = 714,687 + the secret number
    const r = String(714_687 + Number(yeekeeSecretNumber(secret)));
    const digits = deriveYeekeeDigits({ r });

    const placed = await bet(alice.token, roundId, [
      { kind: 'TWO_TOP', number: digits.top2, amount: 10 },
      { kind: 'THREE_TOP', number: digits.top3, amount: 5 },
      { kind: 'TWO_BOTTOM', number: digits.bottom2, amount: 5 },
    ]);
    expect(placed.status).toBe(201);
    const slipId = placed.body.data.slip_id as string;
    expect(slipId).toMatch(/^YK\d{8}$/);
    expect(placed.body.data.lines.map((l: any) => l.rate)).toEqual([92, 850, 92]);

    // yeekee rounds take bets 15 minutes: cancels stop 5 minutes before the close (not 15)
    t.clock.set(at('10:09:00'));
    const quote = await t.http.get(`/yeekee/cancel-fee/partial/normal/${slipId}?line_ids=${slipId}-3`, alice.token);
    expect(quote.body.data).toMatchObject({ cancellable: true, total_amount: 5, total_fee: 0.5, refund: 4.5 });
    expect(quote.body.data.cancellable_until).toBe(new Date(at('10:10:00')).toISOString());
    const cancelled = await t.http.post(
      `/yeekee/bet-slip/partial/normal/${slipId}`,
      { line_ids: [`${slipId}-3`] },
      alice.token,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ cancelled_amount: 5, fee: 0.5, refund: 4.5 });
    t.clock.set(at('10:10:30'));
    const tooLate = await t.http.post(`/yeekee/bet-slip/partial/normal/${slipId}`, {}, alice.token);
    expect(tooLate.body.service_message).toMatch(/5 minutes before close/);
    expect(await balance(alice.token)).toBe(1000 - 20 + 4.5);

    // the player's history, favourites and drafts know yeekee like any draw game
    const history = await t.http.get('/yeekee/bet-slip/normal', alice.token);
    expect(history.body.data.map((s: any) => s.slip_id)).toEqual([slipId]);
    expect((await t.http.post('/users/favorite', { game_type: 'yeekee' }, alice.token)).body.data).toEqual([
      { game_type: 'yeekee', code: 'YK', route: '/gamelobby/yeekee' },
    ]);
    const draft = await t.http.post(
      '/draft/YK',
      { name: 'my yeekee', lines: [{ kind: 'TWO_TOP', number: '87', amount: 10 }] },
      alice.token,
    );
    expect(draft.status).toBe(201);

    // fifteen shots while bets are open, five more after the betting close, by two players
    const shots: any[] = [];
    for (const [i, number] of TWENTY.entries()) {
      if (i === 15) {
        t.clock.set(at('10:16:00'));
        expect((await bet(bob.token, roundId, [{ kind: 'TWO_TOP', number: '11', amount: 1 }])).body.service_code).toBe(
          'E20016',
        );
      }
      const res = await shoot(i % 2 ? bob.token : alice.token, roundId, number);
      expect(res.status).toBe(201);
      shots.push(res.body.data);
    }
    expect(shots.map((s) => s.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(shots[0].shooter).toBe(maskCustomerCode(alice.customerCode));
    expect(shots[1].shooter).toBe(maskCustomerCode(bob.customerCode));
    // the shooter is answered their own number
    expect(shots.map((s) => s.number)).toEqual(TWENTY);

    // until the close nobody sees another player's numbers: not a visitor, not another player, not the live feed
    const page = await t.http.get(`/yeekee/predicts/${roundId}?limit=5`);
    expect(page.body.data).toMatchObject({ round_id: roundId, round_no: 18, shot_count: 20, shooting_open: true });
    expect(page.body.data.shots.map((s: any) => s.seq)).toEqual([20, 19, 18, 17, 16]);
    expect(page.body.data.shots.map((s: any) => s.number)).toEqual([null, null, null, null, null]);
    expect(JSON.stringify(page.body.data)).not.toContain(alice.customerCode);
    const alicePage = (await t.http.get(`/yeekee/predicts/${roundId}?limit=20`, alice.token)).body.data;
    expect(alicePage.shots.map((s: any) => s.number)).toEqual(TWENTY.map((n, i) => (i % 2 ? null : n)).reverse());
    const carolPage = (await t.http.get(`/yeekee/predicts/${roundId}?limit=20`, carol.token)).body.data;
    expect(carolPage.shots.every((s: any) => s.number === null)).toBe(true);
    await relayWholeLiveOutbox(t.database.db); // the feed events the sequencer queued in the live outbox
    const liveShots = await sql<{ number: string | null }>`
      select message->'data'->>'number' as number from live_messages
       where channel = ${`yeekee.${roundId}`} and message->>'type' = 'yeekee/shot'`.execute(t.database.db);
    expect(liveShots.rows).toHaveLength(20);
    expect(liveShots.rows.every((row) => row.number === null)).toBe(true);
    const status = await t.http.get(`/yeekee/winning-number/status?round_id=${roundId}`);
    expect(status.body.data.rounds[0]).toMatchObject({ phase: 'shooting', shot_count: 20, top3: null });
    expect(status.body.data.rounds[0].count_down.total_seconds).toBe(9 * 60);

    // the shooting closes at 10:25: refused at once, before any close job runs
    t.clock.set(at('10:25:00'));
    const late = await shoot(alice.token, roundId, '12345');
    expect(late.status).toBe(409);
    expect(late.body.service_code).toBe('E20016');
    expect(late.body.service_message).toMatch(/stopped shooting/);
    expect((await t.http.get(`/yeekee/winning-number/${DAY}/18`)).body.service_code).toBe('E20016');

    // no ops path can set a yeekee result, open or closed
    const entry = await t.http.post(`/backoffice/rounds/${roundId}/result`, { r: '12345' }, t.ops);
    expect([entry.status, entry.body.service_code]).toEqual([403, 'E10403']);

    const first = await tick();
    expect(first).toMatchObject({ settled: 1, voided: 0, failed: [] });
    const again = await tick();
    expect(again.settled).toBe(0);

    const slip = await t.http.get(`/yeekee/bet-slip/normal/${slipId}`, alice.token);
    expect(slip.body.data.status).toBe('WIN');
    expect(slip.body.data.lines.map((l: any) => [l.status, l.payout])).toEqual([
      ['WIN', 920],
      ['WIN', 4250],
      ['USER_CANCEL', 0],
    ]);
    expect(await balance(alice.token)).toBe(1000 - 20 + 4.5 + 920 + 4250);
    const payouts = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transfers where idempotency_scope = 'payout' and idempotency_key = ${slipId}`.execute(
      t.database.db,
    );
    expect(payouts.rows[0]!.n).toBe(1);

    const winning = await t.http.get('/yeekee/winning-number/normal?limit=1');
    expect(winning.body.data[0]).toMatchObject({
      round_id: roundId,
      round_no: 18,
      strategy: 'YEEKEE',
      ...digits,
      raw: {
        r,
        sum: '814686',
        shot_count: 20,
        subtracted: { seq: 5, number: '99999' },
        secret_number: yeekeeSecretNumber(secret),
      },
    });

    const record = (await t.http.get(`/yeekee/winning-number/${DAY}/18`)).body.data;
    expect(record).toMatchObject({ state: 'settled', shot_count: 20, r, ...digits, secret });
    expect(record.secret_hash).toBe(before.body.data.rounds[0].secret_hash);
    expect(record.secret_number).toBe(yeekeeSecretNumber(secret));
    expect(record.shots.map((s: any) => s.number)).toEqual(TWENTY);
    expect(record.shots.filter((s: any) => s.subtracted).map((s: any) => s.seq)).toEqual([5]);
    // anyone recomputes it from the published list and secret with the same pure function, and checks the secret
    expect(await sha256Hex(record.secret)).toBe(record.secret_hash);
    const recomputed = computeYeekeeResult(record.shots, record.secret);
    expect(recomputed).toMatchObject({ status: 'resulted', r: record.r, digits });
    // after the close every number is public
    const closedPage = (await t.http.get(`/yeekee/predicts/${roundId}?limit=20`)).body.data;
    expect(closedPage.shots.map((s: any) => s.number)).toEqual([...TWENTY].reverse());

    const day = (await t.http.get(`/yeekee/winning-number/by-round?date=${DAY}`)).body.data;
    const byNo = new Map(day.rounds.map((r: any) => [r.round_no, r]));
    expect(byNo.get(18)).toMatchObject({ phase: 'resulted', r, top2: digits.top2, void_reason: null });
    expect(byNo.get(19)).toMatchObject({ phase: 'betting', shot_count: 0, r: null });

    // every shot and the result went out on the round's live channel
    await relayWholeLiveOutbox(t.database.db);
    const live = await sql<{ type: string; n: number }>`
      select message->>'type' as type, count(*)::int as n from live_messages
       where channel = ${`yeekee.${roundId}`} group by 1 order by 1`.execute(t.database.db);
    expect(live.rows).toEqual([
      { type: 'yeekee/result', n: 1 },
      { type: 'yeekee/shot', n: 20 },
    ]);
    const afterClose = await shoot(alice.token, roundId, '12345');
    expect(afterClose.body.service_message).toMatch(/is resulted/);
  });

  it('19 and 16 shots: the round is void with the reason stored and every stake refunded', async () => {
    for (const [n, close] of [
      [19, '10:45:00'],
      [16, '11:00:00'],
    ] as const) {
      t.clock.set(new Date(new Date(at(close)).getTime() - 10 * 60_000));
      const round = await currentRound();
      expect(round.end_at).toBe(new Date(at(close)).toISOString());
      const before = await balance(bob.token);
      const placed = await bet(bob.token, round.round_id, [{ kind: 'RUN_TOP', number: '7', amount: 3 }]);
      expect(placed.status).toBe(201);
      const shooters = [alice, bob, carol, dave];
      for (const [i, number] of TWENTY.slice(0, n).entries())
        expect((await shoot(shooters[i % 4]!.token, round.round_id, number)).status).toBe(201);
      t.clock.set(new Date(new Date(at(close)).getTime() + 10 * 60_000));
      await tick();
      const slip = await t.http.get(`/yeekee/bet-slip/normal/${placed.body.data.slip_id}`, bob.token);
      expect(slip.body.data.status).toBe('CANCEL');
      expect(await balance(bob.token)).toBe(before);
      const record = (await t.http.get(`/yeekee/winning-number/${DAY}/${round.round_no}`)).body.data;
      expect(record).toMatchObject({ state: 'void', shot_count: n, r: null, void_reason: YEEKEE_TOO_FEW_SHOTS_REASON });
      // the secret is revealed on a void round too, so its commitment can be checked
      expect(await sha256Hex(record.secret)).toBe(record.secret_hash);
      const stored = await sql<{ void_reason: string; voided_by: string }>`
        select void_reason, voided_by from rounds where id = ${Number(round.round_id)}`.execute(t.database.db);
      expect(stored.rows[0]).toEqual({ void_reason: YEEKEE_TOO_FEW_SHOTS_REASON, voided_by: 'scheduler' });
    }
  });

  it('one account fires at most YEEKEE_MAX_SHOTS_PER_PLAYER shots into a round, however many sessions race', async () => {
    t.clock.set(at('11:05:00'));
    const round = await currentRound();
    // three sessions of one player, 15 shots at once
    const sessions = [alice.token];
    for (let i = 0; i < 2; i += 1) {
      const login = await t.http.post('/auth/login', { phone: alice.phone, pin: alice.pin });
      expect(login.status).toBe(200);
      sessions.push(login.body.data.token as string);
    }
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => shoot(sessions[i % sessions.length]!, round.round_id, '12345')),
    );
    const codes = answers.map((a) => a.body.service_code);
    expect(codes.filter((c) => c === 'S10001')).toHaveLength(t.ctx.config.yeekeeMaxShotsPerPlayer);
    expect(codes.filter((c) => c === 'E20013')).toHaveLength(15 - t.ctx.config.yeekeeMaxShotsPerPlayer);
    const refused = answers.find((a) => a.body.service_code === 'E20013')!;
    expect(refused.status).toBe(422);
    expect(refused.body.data).toMatchObject({ max_shots: t.ctx.config.yeekeeMaxShotsPerPlayer });
    // another player still shoots
    expect((await shoot(bob.token, round.round_id, '54321')).status).toBe(201);
  });

  it('a secret that no longer matches its commitment (the key changed) voids the round: no R from an unseen secret', async () => {
    t.clock.set(at('11:20:00'));
    const round = await currentRound();
    const placed = await bet(bob.token, round.round_id, [{ kind: 'RUN_TOP', number: '7', amount: 2 }]);
    expect(placed.status).toBe(201);
    const shooters = [alice, bob, carol, dave];
    for (const [i, number] of TWENTY.entries())
      expect((await shoot(shooters[i % 4]!.token, round.round_id, number)).status).toBe(201);
    const config = t.ctx.config as { yeekeeSecretKey: string };
    const key = config.yeekeeSecretKey;
    config.yeekeeSecretKey = 'another-key-after-the-commitment-0123456789';
    try {
      t.clock.set(at('11:40:00'));
      await tick();
    } finally {
      config.yeekeeSecretKey = key;
    }
    const record = (await t.http.get(`/yeekee/winning-number/${DAY}/${round.round_no}`)).body.data;
    expect(record).toMatchObject({ state: 'void', r: null, secret: null, void_reason: YEEKEE_SECRET_MISMATCH_REASON });
    const slip = await t.http.get(`/yeekee/bet-slip/normal/${placed.body.data.slip_id}`, bob.token);
    expect(slip.body.data.status).toBe('CANCEL');
  });

  it('refuses shots that are not 5 digits, anonymous shots, other games’ rounds and rounds not open yet', async () => {
    const round = await currentRound();
    expect((await shoot(alice.token, round.round_id, '1234')).body.service_code).toBe('E10000');
    expect((await t.http.post('/yeekee/predict', { round_id: round.round_id, number: '12345' })).status).toBe(401);
    const ug = (await t.http.get('/underground/current-round/thai')).body.data;
    expect((await shoot(alice.token, ug.current_round.round_id, '12345')).status).toBe(404);
    const later = (await t.http.get('/yeekee/current-round/normal')).body.data.all_rounds[2];
    const early = await shoot(alice.token, later.round_id, '12345');
    expect([early.status, early.body.service_code]).toEqual([409, 'E20016']);
    expect(early.body.service_message).toMatch(/opens at/);
    const status = (await t.http.get('/yeekee/winning-number/status')).body.data;
    expect(status.rounds.map((r: any) => r.phase)).toEqual(expect.arrayContaining(['betting']));
  });
});

describe('yeekee shots are rate-limited per player (RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE)', () => {
  const t = useTestApp('pglite', { now: at('10:00:00'), env: { RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE: '2' } });

  it('the third shot in the window is 429 E10429 for that player only; bets keep their own budget', async () => {
    const [a, b] = [await registerPlayer(t.http), await registerPlayer(t.http)];
    const roundId = (await t.http.get('/yeekee/current-round/normal')).body.data.current_round.round_id as string;
    const shoot = (token: string) => t.http.post('/yeekee/predict', { round_id: roundId, number: '24680' }, token);
    expect((await shoot(a.token)).status).toBe(201);
    expect((await shoot(a.token)).status).toBe(201);
    const third = await shoot(a.token);
    expect([third.status, third.body.service_code]).toEqual([429, 'E10429']);
    expect((await shoot(b.token)).status).toBe(201);
    await depositBaht(t.http, a.token, 10);
    const bet = await t.http.post(
      '/yeekee/bet/normal',
      { round_id: roundId, lines: [{ kind: 'TWO_TOP', number: '80', amount: 1 }] },
      a.token,
      { 'idempotency-key': idemKey('yk') },
    );
    expect(bet.status).toBe(201);
  });
});
