/**
 * The official result the server itself holds for a round, if any: the real draws of SHARED_DATA_DIR the
 * history is imported from (draw-games/history/import-glo-history.ts, draw-games/history/import-draw-history.ts):
 * - GLO games (UG, the LOTTH shop): `glo-draws.json` (official; the whole draw must match) and
 *   `glo-draws-extra.json` (scraped: only the key numbers first, adjacentFirst, firstThree, lastThree and
 *   lastTwo are compared, its lower tiers may hold typos);
 * - the games of HISTORY_SOURCES (VN/SETHN ← xsmb-draws.csv, LA/SETLA ← lao-draws.csv, STTH, STJP, STHK,
 *   STUS ← their closes, with the change from the previous row), for the round type they are imported as.
 * `mismatchWithOfficial` compares an entered raw result with it (both through `deriveDigits`; prize
 * lists compared as sets) and names the fields that differ, never the official values.
 */
import path from 'node:path';
import { deriveDigits, gameByCode } from 'shared-contracts';
import { readDataCsv } from '../history/read-data-csv';
import type { AppContext } from '../../context';
import { HISTORY_SOURCES } from '../history/import-draw-history';
import { resultStrategyOf } from '../rounds/draw-games';
import { readGloFile } from '../history/glo-data-files';

export interface OfficialResult {
  /** Where it comes from, e.g. `shared data xsmb-draws.csv (2026-05-02)`. */
  source: string;
  /** The official raw result, parsed by the game's strategy. */
  raw: Record<string, unknown>;
  /** Only these fields are compared (undefined = every field). */
  fields?: string[];
}

const GLO_KEY_FIELDS = ['date', 'first', 'adjacentFirst', 'firstThree', 'lastThree', 'lastTwo'];

const fileCache = new Map<string, Promise<unknown>>();
function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = fileCache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    fileCache.set(key, p);
    p.catch(() => fileCache.delete(key));
  }
  return p;
}

async function readCsvRows(file: string): Promise<Record<string, string>[]> {
  const rows = (await readDataCsv(file)).filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.date ?? ''));
  return rows.sort((a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0));
}

/** The official result of a round's game, date and type, or null when the server holds none. */
export async function officialResultOf(
  ctx: AppContext,
  round: { game_code: string; draw_date: string; round_type: string },
): Promise<OfficialResult | null> {
  const game = gameByCode(round.game_code);
  if (!game || game.resultStrategy === 'NONE') return null;
  const strategy = resultStrategyOf(game);
  const dir = ctx.config.sharedDataDir;
  if (strategy === 'GLO') {
    for (const file of ['glo-draws.json', 'glo-draws-extra.json'] as const) {
      const { draws } = await cached(`${dir}/${file}`, () => readGloFile(dir, file));
      const draw = draws.find((d) => d.date === round.draw_date);
      if (draw)
        return {
          source: `shared data ${file} (${round.draw_date})`,
          raw: draw as unknown as Record<string, unknown>,
          ...(file === 'glo-draws-extra.json' ? { fields: GLO_KEY_FIELDS } : {}),
        };
    }
    return null;
  }
  const src = HISTORY_SOURCES.find((s) => s.games.includes(round.game_code));
  if (!src) return null;
  const importedType = game.schedule?.closes.find((c) => c.roundType === (src.roundType ?? c.roundType))?.roundType;
  if (importedType !== undefined && importedType !== round.round_type) return null;
  const rows = await cached(`${dir}/${src.file}`, () => readCsvRows(path.join(dir, src.file)));
  const i = rows.findIndex((r) => r.date === round.draw_date);
  if (i < 0) return null;
  const raw = src.raw(rows, i);
  if (!raw) return null;
  const parsed = deriveDigits(src.strategy, raw);
  if (!parsed.ok) {
    ctx.log.warn({ file: src.file, date: round.draw_date, issues: parsed.issues }, 'official row does not parse');
    return null;
  }
  return { source: `shared data ${src.file} (${round.draw_date})`, raw: parsed.raw as Record<string, unknown> };
}

/** A value as compared: prize lists (arrays of strings) as sorted sets. */
function comparable(v: unknown): string {
  if (Array.isArray(v)) return JSON.stringify(v.map((x) => JSON.stringify(x)).sort());
  return JSON.stringify(v ?? null);
}

/** The fields of `entered` (already parsed by the strategy) that differ from the official result; [] = match. */
export function mismatchWithOfficial(official: OfficialResult, entered: Record<string, unknown>): string[] {
  const fields = official.fields ?? [...new Set([...Object.keys(official.raw), ...Object.keys(entered)])].sort();
  return fields.filter((f) => comparable(official.raw[f]) !== comparable(entered[f]));
}
