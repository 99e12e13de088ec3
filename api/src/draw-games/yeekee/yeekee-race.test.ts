/**
 * Yeekee under concurrency on real PostgreSQL (skipped, with a warning, when TEST_DATABASE_URL does not answer;
 * docs/game-rules.md "Yeekee"): 500 players shoot in a round's last minute while the shooting closes and three
 * closers race (two direct closes and a scheduler tick): every acknowledged shot is in the result and no shot
 * lands after the close; sequences are gap-free; the round settles exactly once (one payout per winning slip);
 * two scheduler ticks at once run one pass.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { AppError, ErrorCode, computeYeekeeResult, type YeekeeShotData } from 'shared-contracts';
import { manualClock } from '../../clock';
import type { AppContext } from '../../context';
import { postgresUnavailable } from '../../test-support/databases';
import { useRaceDatabase } from '../../test-support/races';
import { createFundedPlayers } from '../../test-support/direct-players';
import { testConfig } from '../../test-support/harness';
import { placeBet } from '../bets/place-bet';
import { runSchedulerTick } from '../../scheduler/run-scheduler-tick';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { closeYeekeeRoundInTrx } from './close-yeekee-round';
import { relayWholeLiveOutbox } from '../../live/relay-live-outbox';
import { shootYeekee } from './shoot-yeekee';
import { YeekeeSequencer } from './yeekee-sequencer';

jest.setTimeout(300_000);

const describePg = postgresUnavailable ? describe.skip : describe;
const SHOOTERS = 500;

describePg('yeekee on PostgreSQL under concurrency', () => {
  const [a] = useRaceDatabase(25);

  it(`${SHOOTERS} shooters in the last minute: every acknowledged shot counts, none after the close, one settlement`, async () => {
    const clock = manualClock('2026-05-04T10:00:00+07:00');
    const ctx = { db: a.db, clock, config: testConfig(), log: pino({ level: 'silent' }) } as unknown as AppContext;
    await runSchedulerTick(a.db, clock.now());
    const round = await a.db
      .selectFrom('rounds')
      .selectAll()
      .where('game_code', '=', YEEKEE_GAME.code)
      .where('open_at', '<=', clock.now())
      .where('close_at', '>', clock.now())
      .executeTakeFirstOrThrow();
    const players = await createFundedPlayers(a.db, SHOOTERS, 100_00);
    // 100 bettors, one slip each on every TWO_TOP number they might hit
    for (const [i, userId] of players.slice(0, 100).entries())
      await placeBet(ctx, {
        userId,
        game: YEEKEE_GAME,
        roundId: String(round.id),
        remark: '',
        lines: [{ kind: 'TWO_TOP', number: String(i).padStart(2, '0'), amount: 1 }],
        idempotencyKey: `yk-race-${i}`,
        requestHash: `h${i}`,
      });

    const shootClose = round.result_expected_at;
    clock.set(new Date(shootClose.getTime() - 60_000));
    const acked: YeekeeShotData[] = [];
    const refused: string[] = [];
    const others: unknown[] = [];
    // set from inside the shooters' callbacks (an object, so TypeScript does not narrow it to null)
    const race: { closing: Promise<[string, string, { settled: number }]> | null } = { closing: null };
    const sequencer = new YeekeeSequencer(ctx);
    const closeOnce = () => a.db.transaction().execute((trx) => closeYeekeeRoundInTrx(ctx, trx, round.id, clock.now()));
    const shoot = async (userId: number, i: number) => {
      try {
        acked.push(
          await shootYeekee(ctx, sequencer, {
            userId,
            roundId: String(round.id),
            number: crypto.randomInt(0, 100_000).toString().padStart(5, '0'),
          }),
        );
      } catch (e) {
        if (e instanceof AppError && e.code === ErrorCode.ROUND_CLOSED) refused.push(String(i));
        else others.push(e);
      }
    };
    // the first 300 fire at once; once 100 are acknowledged the shooting closes while the rest are still in
    // flight: three closers race, and the last 200 fire into the close
    const firstWave = SHOOTERS - 200;
    const late: Promise<void>[] = [];
    await Promise.all(
      players.slice(0, firstWave).map(async (userId, i) => {
        await shoot(userId, i);
        if (acked.length >= 100 && !race.closing) {
          clock.set(shootClose);
          race.closing = Promise.all([closeOnce(), closeOnce(), runSchedulerTick(a.db, clock.now(), { context: ctx })]);
          late.push(...players.slice(firstWave).map((u, k) => shoot(u, firstWave + k)));
        }
      }),
    );
    await Promise.all(late);
    const [first, second, tick] = (await race.closing)!;

    console.log(`yeekee race: ${acked.length} shots acknowledged, ${refused.length} refused at the close`);
    expect(others).toEqual([]);
    expect(acked.length + refused.length).toBe(SHOOTERS);
    expect(acked.length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThan(0);
    // exactly one closer resulted the round; the others found it done
    expect([first, second, tick.settled ? 'resulted' : 'done'].sort()).toEqual(['done', 'done', 'resulted']);

    const stored = await a.db
      .selectFrom('yeekee_shots')
      .select(['seq', 'number', 'shot_at'])
      .where('round_id', '=', round.id)
      .orderBy('seq')
      .execute();
    // every acknowledged shot is stored, nothing else, sequences 1..n, all before the close
    expect(stored.map((s) => s.seq)).toEqual(Array.from({ length: acked.length }, (_, i) => i + 1));
    expect(new Map(stored.map((s) => [s.seq, s.number]))).toEqual(new Map(acked.map((s) => [s.seq, s.number])));
    expect(stored.every((s) => s.shot_at < shootClose)).toBe(true);

    // the stored result is the acknowledged shots' result
    const { secret } = await a.db
      .selectFrom('yeekee_rounds')
      .select('secret')
      .where('round_id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const expected = computeYeekeeResult(
      acked.map((s) => ({ seq: s.seq, number: s.number! })),
      secret,
    );
    expect(expected.status).toBe('resulted');
    const settledRound = await a.db
      .selectFrom('rounds')
      .select(['state', 'result', 'digits', 'settled_at'])
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    expect(settledRound.state).toBe('settled');
    expect(settledRound.result).toMatchObject({ r: expected.status === 'resulted' ? expected.r : '' });

    // settled once: each winning slip paid by one transfer, the pending lines all settled
    const top2 = (settledRound.digits as { top2: string }).top2;
    const wins = await sql<{ slips: number; payouts: number }>`
      select (select count(*)::int from bet_slips where round_id = ${round.id} and status = 'WIN') as slips,
             (select count(*)::int from ledger_transfers t join bet_slips s on s.slip_code = t.idempotency_key
               where t.idempotency_scope = 'payout' and s.round_id = ${round.id}) as payouts`.execute(a.db);
    expect(wins.rows[0]).toEqual({ slips: 1, payouts: 1 });
    const winner = await a.db
      .selectFrom('bet_lines as l')
      .innerJoin('bet_slips as s', 's.id', 'l.slip_id')
      .select(['l.number', 'l.payout_satang'])
      .where('s.round_id', '=', round.id)
      .where('l.status', '=', 'WIN')
      .execute();
    expect(winner).toEqual([{ number: top2, payout_satang: 92_00 }]);
    await relayWholeLiveOutbox(a.db);
    const shotsOnLive = await sql<{ n: number }>`
      select count(*)::int as n from live_messages
       where channel = ${`yeekee.${round.id}`} and message->>'type' = 'yeekee/shot'`.execute(a.db);
    expect(shotsOnLive.rows[0]!.n).toBe(acked.length);

    // later closes and ticks change nothing
    expect(await closeOnce()).toBe('done');
    const [x, y] = await Promise.all([
      runSchedulerTick(a.db, clock.now(), { context: ctx }),
      runSchedulerTick(a.db, clock.now(), { context: ctx }),
    ]);
    expect(x.settled + y.settled).toBe(0);
  });
});
