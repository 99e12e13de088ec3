/**
 * Concurrency of the draw-game engine on real PostgreSQL (skipped, with a warning, when
 * TEST_DATABASE_URL does not answer): two scheduler runners never double a round and keep 10 rounds
 * ahead for every draw game; 200 concurrent bets on one number near its CAP never exceed it.
 */
import { sql } from 'kysely';
import pino from 'pino';
import { DRAW_GAMES } from 'shared-contracts';
import { placeBet } from '../draw-games/bets/place-bet';
import { manualClock } from '../clock';
import type { AppContext } from '../context';
import { createRestrictedNumber } from '../draw-games/restrictions/manage-restricted-numbers';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { postgresUnavailable } from '../test-support/databases';
import { numberTotals, openRaceRound, tallyOutcomes, useRaceDatabase } from '../test-support/races';
import { createFundedPlayers } from '../test-support/direct-players';
import { testConfig } from '../test-support/harness';

jest.setTimeout(180_000);

const describePg = postgresUnavailable ? describe.skip : describe;

describePg('draw games on PostgreSQL under concurrency', () => {
  const [a, b] = useRaceDatabase(25, 5);

  it('two scheduler runners ticking together for 12 days create every game 10 rounds ahead, never twice', async () => {
    const clock = manualClock('2026-05-02T10:00:00+07:00');
    // BAAC/GSB need their calendars: seed them as the app does
    const { seedBankCalendars } = await import('../draw-games/rounds/seed-draw-calendar');
    await seedBankCalendars({
      db: a.db,
      clock,
      config: testConfig(),
      log: pino({ level: 'silent' }),
    } as unknown as AppContext);
    for (let day = 0; day < 12; day++) {
      const [x, y] = await Promise.all([runSchedulerTick(a.db, clock.now()), runSchedulerTick(b.db, clock.now())]);
      expect(x.ran || y.ran).toBe(true);
      clock.advance(24 * 3600_000);
    }
    await Promise.all([runSchedulerTick(a.db, clock.now()), runSchedulerTick(b.db, clock.now())]);
    const dup = await sql<{ n: number }>`
      select count(*)::int as n from (select game_code, close_at from rounds group by 1, 2 having count(*) > 1) d`.execute(
      a.db,
    );
    expect(dup.rows[0]!.n).toBe(0);
    const ahead = await sql<{ game_code: string; n: number }>`
      select game_code, count(*)::int as n from rounds where close_at > ${clock.now()} group by 1`.execute(a.db);
    const byGame = Object.fromEntries(ahead.rows.map((r) => [r.game_code, r.n]));
    for (const g of DRAW_GAMES.filter((g) => g.code !== 'UG'))
      expect(`${g.code}:${byGame[g.code]}`).toBe(`${g.code}:10`);
  });

  it('200 concurrent bets of 5-15 baht near a 1,000 baht CAP never exceed it', async () => {
    const { game, round, ctx } = await openRaceRound(a.db, 'VN', '2026-05-14T10:00:00+07:00');
    await createRestrictedNumber(
      ctx,
      { game_code: 'VN', round_id: String(round.id), kind: 'TWO_TOP', number: '77', rule: 'CAP', cap_amount: 1000 },
      'test',
    );
    const players = await createFundedPlayers(a.db, 200, 100_00);
    const outcomes = await Promise.allSettled(
      players.map((userId, i) =>
        placeBet(ctx, {
          userId,
          game,
          roundId: String(round.id),
          remark: '',
          lines: [{ kind: 'TWO_TOP', number: '77', amount: 5 + (i % 11) }],
          idempotencyKey: `cap-${i}`,
          requestHash: `h${i}`,
        }),
      ),
    );
    const { accepted, refused, other } = tallyOutcomes(outcomes, 'E20013');
    expect(other?.reason).toBeUndefined();
    expect(accepted + refused).toBe(200);
    const staked = await sql<{ s: number }>`
      select coalesce(sum(l.amount_satang), 0)::bigint as s from bet_lines l join bet_slips s on s.id = l.slip_id
       where s.round_id = ${round.id} and l.number = '77'`.execute(a.db);
    expect(Number(staked.rows[0]!.s)).toBeLessThanOrEqual(1000_00);
    expect(Number(staked.rows[0]!.s)).toBeGreaterThan(1000_00 - 15_00);
    expect((await numberTotals(a.db, round.id, '77')).total).toBe(Number(staked.rows[0]!.s));
  });
});
