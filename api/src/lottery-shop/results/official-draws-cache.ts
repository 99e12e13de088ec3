/**
 * The official GLO draws (load-draws.ts) cached per process for the public, unauthenticated readers (the famous
 * numbers): re-reading and parsing every draw per call let 20 anonymous callers slow the whole server (issue 20).
 * The cache is keyed by the data version of the GLO results (how many rounds hold one, the latest `resulted_at` and
 * draw date): one small aggregate query per call (at most one per `checkEveryMs`, default every call), so a new or
 * corrected result shows at once on every api process, and the draws are read and parsed again only then.
 * Concurrent callers share one load.
 */
import { sql } from 'kysely';
import type { GloDraw } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import { CALENDAR_GAME_CODE, SHOP_GAME_CODE } from '../shop-game';
import { loadOfficialDraws } from './load-draws';

interface Entry {
  version: string;
  draws: GloDraw[];
  checkedAt: number;
}

/** How often the data version is read again, ms (0: on every call). */
export const OFFICIAL_DRAWS_CHECK_MS = 0;

const entries = new WeakMap<object, Entry>();
const loading = new WeakMap<object, Promise<Entry>>();

/** The version of the GLO results: changes when a result is added, corrected (resulted_at) or removed. */
async function dataVersion(db: DbOrTrx): Promise<string> {
  const row = await db
    .selectFrom('rounds')
    .select([
      sql<string>`count(*)::text`.as('n'),
      sql<string>`coalesce(max(resulted_at)::text, '')`.as('at'),
      sql<string>`coalesce(max(draw_date)::text, '')`.as('last'),
    ])
    .where('game_code', 'in', [CALENDAR_GAME_CODE, SHOP_GAME_CODE])
    .where('result', 'is not', null)
    .executeTakeFirstOrThrow();
  return `${row.n}|${row.at}|${row.last}`;
}

async function refresh(db: DbOrTrx, previous: Entry | undefined, now: number): Promise<Entry> {
  const version = await dataVersion(db);
  if (previous && previous.version === version) return { ...previous, checkedAt: now };
  return { version, draws: await loadOfficialDraws(db), checkedAt: now };
}

/**
 * Every official draw, oldest first, as loadOfficialDraws returns them, from this process's cache (the array is
 * shared: callers must not change it). `now` (ms, real time) is for tests.
 */
export async function cachedOfficialDraws(
  db: DbOrTrx,
  options: { checkEveryMs?: number; now?: number } = {},
): Promise<GloDraw[]> {
  const now = options.now ?? Date.now();
  const checkEveryMs = options.checkEveryMs ?? OFFICIAL_DRAWS_CHECK_MS;
  const entry = entries.get(db);
  if (entry && checkEveryMs > 0 && now - entry.checkedAt < checkEveryMs) return entry.draws;
  let pending = loading.get(db);
  if (!pending) {
    pending = refresh(db, entry, now).finally(() => loading.delete(db));
    loading.set(db, pending);
  }
  const fresh = await pending;
  entries.set(db, fresh);
  return fresh.draws;
}
