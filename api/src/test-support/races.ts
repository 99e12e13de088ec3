/**
 * What the race suites share (PostgreSQL only, `postgresUnavailable ? describe.skip : describe`): a migrated database
 * with pools of real connections, and the tally of many concurrent attempts.
 */
import pino from 'pino';
import { gameByCode } from 'shared-contracts';
import { manualClock } from '../clock';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';
import { createPostgresDatabase, type PostgresTestDatabase } from './databases';
import { readThrough, testConfig } from './harness';

/**
 * A fresh migrated PostgreSQL database for the `describe` block it is called in: created in a `beforeAll` with one
 * pool per size in `poolSizes` (guards off: the suite calls the use cases directly), dropped in an `afterAll`.
 * `const [a, b] = useRaceDatabase(25, 5)`; a pool read before the `beforeAll` ran throws.
 */
export function useRaceDatabase<const Sizes extends number[]>(...poolSizes: Sizes): { [K in keyof Sizes]: Database } {
  let race: PostgresTestDatabase | undefined;
  let pools: Database[] = [];
  beforeAll(async () => {
    race = await createPostgresDatabase(undefined, { migrated: true });
    pools = poolSizes.map((size) => race!.open(size, { guards: false }));
  });
  afterAll(() => race?.drop());
  return poolSizes.map((_size, i) => readThrough(() => pools[i], `useRaceDatabase pool ${i}`)) as {
    [K in keyof Sizes]: Database;
  };
}

/**
 * Concurrent attempts counted: `accepted` fulfilled, `refused` rejected with `refusalCode` (a service code such as
 * E20013), and `other`, the first rejection for any other reason (undefined when there is none).
 */
export function tallyOutcomes(outcomes: PromiseSettledResult<unknown>[], refusalCode: string) {
  const codeOf = (o: PromiseRejectedResult) => (o.reason as { code?: string }).code;
  return {
    accepted: outcomes.filter((o) => o.status === 'fulfilled').length,
    refused: outcomes.filter((o) => o.status === 'rejected' && codeOf(o) === refusalCode).length,
    other: outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected' && codeOf(o) !== refusalCode),
  };
}

/**
 * The round of draw game `code` open at `at` (Bangkok ISO time) on a race database, planned by a scheduler tick, with
 * the game, the manual clock and a context for calling the use cases directly (the test config, a silent log).
 */
export async function openRaceRound(db: Database['db'], code: string, at: string) {
  const clock = manualClock(at);
  await runSchedulerTick(db, clock.now());
  const game = gameByCode(code)!;
  const round = await db
    .selectFrom('rounds')
    .select('id')
    .where('game_code', '=', code)
    .where('open_at', '<=', clock.now())
    .where('close_at', '>', clock.now())
    .executeTakeFirstOrThrow();
  const ctx = { db, clock, config: testConfig(), log: pino({ level: 'silent' }) } as unknown as AppContext;
  return { clock, game, round, ctx };
}

/**
 * The running totals of `number` in the round (of `kind` only, when named; the round's one row of that number
 * otherwise): stakes and payouts-if-won, satang.
 */
export async function numberTotals(
  db: Database['db'],
  roundId: number,
  number: string,
  kind?: string,
): Promise<{ total: number; exposure: number }> {
  let q = db
    .selectFrom('round_number_totals')
    .select(['total', 'exposure'])
    .where('round_id', '=', roundId)
    .where('number', '=', number);
  if (kind !== undefined) q = q.where('kind', '=', kind);
  const row = await q.executeTakeFirstOrThrow();
  return { total: Number(row.total), exposure: Number(row.exposure) };
}
