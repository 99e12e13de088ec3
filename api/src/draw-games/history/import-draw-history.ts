/**
 * First start: the real past results of data/ (SHARED_DATA_DIR) become resulted rounds (state settled, no bets), so
 * the history and winning-number tabs show real draws (issue 3 "History from real data"):
 * - xsmb-draws.csv → Hanoi normal (VN) and set Hanoi (SETHN): raw {special, prize1};
 * - lao-draws.csv → Laos normal (LA) and set Laos (SETLA): raw {number: fourDigit};
 * - index closes → stock games: set-index-closes.csv STTH, nikkei225-closes.csv STJP (AFTERNOON),
 *   hangseng-closes.csv STHK (AFTERNOON), djia-closes.csv STUS; raw {close, change = stockChange(prev, close)}.
 * Only the last `HISTORY_ROWS` (400) past rows of each file are imported: on PGlite the full files
 * (~48,000 rounds) took 6.1 s on first start and 5.7 s on every restart, 400 rows per file take 1.4 s
 * once. Idempotent: dates already present are skipped, batch inserts use ON CONFLICT DO NOTHING; a
 * missing file imports nothing.
 */
import path from 'node:path';
import {
  deriveDigits,
  gameByCode,
  planRoundsOn,
  stockChange,
  type GameDef,
  type ResultStrategy,
} from 'shared-contracts';
import { readDataCsv } from './read-data-csv';
import type { StorageContext } from '../../context';

/** Rows imported per file (the newest past ones). */
export const HISTORY_ROWS = 400;

interface HistorySource {
  file: string;
  games: string[];
  roundType?: string;
  strategy: Exclude<ResultStrategy, 'NONE' | 'SET_4D'>;
  /** Raw result of row i (rows oldest first), or null to skip the row. */
  raw(rows: Record<string, string>[], i: number): Record<string, string> | null;
}

const closeOf = (rows: Record<string, string>[], i: number) => {
  const c = rows[i]?.close ?? '';
  return /^\d+(\.\d+)?$/.test(c) ? Number(c).toFixed(2) : null;
};
const stockRaw = (rows: Record<string, string>[], i: number) => {
  if (i === 0) return null;
  const close = closeOf(rows, i);
  const prev = closeOf(rows, i - 1);
  if (!close || !prev) return null;
  return { close, change: stockChange(prev, close) };
};

export const HISTORY_SOURCES: HistorySource[] = [
  {
    file: 'xsmb-draws.csv',
    games: ['VN', 'SETHN'],
    strategy: 'HANOI',
    raw: (rows, i) => ({ special: rows[i]!.special ?? '', prize1: rows[i]!.prize1 ?? '' }),
  },
  {
    file: 'lao-draws.csv',
    games: ['LA', 'SETLA'],
    strategy: 'LAO_4D',
    raw: (rows, i) => ({ number: rows[i]!.fourDigit ?? '' }),
  },
  { file: 'set-index-closes.csv', games: ['STTH'], strategy: 'STOCK', raw: stockRaw },
  { file: 'nikkei225-closes.csv', games: ['STJP'], roundType: 'AFTERNOON', strategy: 'STOCK', raw: stockRaw },
  { file: 'hangseng-closes.csv', games: ['STHK'], roundType: 'AFTERNOON', strategy: 'STOCK', raw: stockRaw },
  { file: 'djia-closes.csv', games: ['STUS'], strategy: 'STOCK', raw: stockRaw },
];

/** A past draw's round as the one round planner times it (the session of `roundType`, else the day's first). */
function roundTimesOf(game: GameDef, date: string, roundType: string | undefined) {
  const rounds = planRoundsOn(game, date);
  return rounds.find((r) => r.roundType === (roundType ?? r.roundType)) ?? rounds[0]!;
}

export interface HistoryImportSummary {
  /** Rows inserted per game code (0 on a restart). */
  imported: Record<string, number>;
  rejected: number;
}

export async function importDrawHistory(
  ctx: StorageContext,
  maxRows: number = HISTORY_ROWS,
): Promise<HistoryImportSummary> {
  const now = ctx.clock.now();
  const imported: Record<string, number> = {};
  let rejected = 0;
  for (const src of HISTORY_SOURCES) {
    const rows = (await readDataCsv(path.join(ctx.config.sharedDataDir, src.file))).filter((r) =>
      /^\d{4}-\d{2}-\d{2}$/.test(r.date ?? ''),
    );
    rows.sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
    const entries: { date: string; raw: unknown; digits: unknown }[] = [];
    for (let i = rows.length - 1; i >= 0 && entries.length < maxRows; i--) {
      const raw = src.raw(rows, i);
      if (!raw) continue;
      const d = deriveDigits(src.strategy, raw);
      if (!d.ok) {
        rejected += 1;
        continue;
      }
      entries.push({ date: rows[i]!.date!, raw: d.raw, digits: d.digits });
    }
    for (const code of src.games) {
      const game = gameByCode(code)!;
      const present = new Set(
        (
          await ctx.db
            .selectFrom('rounds')
            .select('draw_date')
            .where('game_code', '=', code)
            .where('state', '=', 'settled')
            .execute()
        ).map((r) => r.draw_date),
      );
      const values = entries
        .filter((e) => !present.has(e.date))
        .map((e) => ({ e, t: roundTimesOf(game, e.date, src.roundType) }))
        .filter(({ t }) => t.resultAt.getTime() <= now.getTime())
        .map(({ e, t }) => ({
          game_code: code,
          draw_date: e.date,
          round_type: t.roundType,
          round_no: t.roundNo,
          state: 'settled' as const,
          open_at: t.openAt,
          close_at: t.closeAt,
          result_expected_at: t.resultAt,
          closed_at: t.closeAt,
          result: JSON.stringify(e.raw),
          digits: JSON.stringify(e.digits),
          resulted_at: t.resultAt,
          settled_at: t.resultAt,
        }));
      let n = 0;
      for (let i = 0; i < values.length; i += 200) {
        const res = await ctx.db
          .insertInto('rounds')
          .values(values.slice(i, i + 200))
          .onConflict((oc) => oc.columns(['game_code', 'draw_date', 'round_type', 'round_no']).doNothing())
          .returning('id')
          .execute();
        n += res.length;
      }
      imported[code] = n;
    }
  }
  return { imported, rejected };
}
