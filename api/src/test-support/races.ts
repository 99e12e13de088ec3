/**
 * What the race suites share (PostgreSQL only, `postgresUnavailable ? describe.skip : describe`): a migrated database
 * with pools of real connections, and the tally of many concurrent attempts.
 */
import type { Database } from '../db/database';
import { createPostgresDatabase, type PostgresTestDatabase } from './databases';

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
  return poolSizes.map(
    (_size, i) =>
      new Proxy({} as Database, {
        get(_target, key) {
          const pool = pools[i];
          if (!pool)
            throw new Error(`useRaceDatabase: pool ${i} is read (${String(key)}) before its beforeAll opened it`);
          return pool[key as keyof Database];
        },
      }),
  ) as { [K in keyof Sizes]: Database };
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
