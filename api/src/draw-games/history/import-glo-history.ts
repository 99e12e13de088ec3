/**
 * First start: every official draw of `glo-draws.json` whose result time (draw date 16:00 Bangkok) is
 * before now becomes a past underground round, state settled, with the raw result and its derived digits
 * (no bets). Idempotent: draws already present are skipped, so a restart inserts nothing.
 * Draws still ahead of the clock (tests start the clock before a real draw) are left to the calendar.
 */
import { deriveGloDigits, gameByCode, planRoundsOn, type GameDef } from 'shared-contracts';
import type { StorageContext } from '../../context';
import { readGloFile } from './glo-data-files';

export interface ImportSummary {
  imported: number;
  alreadyPresent: number;
  rejected: number;
}

export async function importGloHistory(ctx: StorageContext, game: GameDef = gameByCode('UG')!): Promise<ImportSummary> {
  const now = ctx.clock.now();
  const file = await readGloFile(ctx.config.sharedDataDir, 'glo-draws.json');
  for (const r of file.rejected) ctx.log.warn({ draw: r.date, reason: r.reason }, 'glo-draws.json entry rejected');
  const existing = new Set(
    (await ctx.db.selectFrom('rounds').select('draw_date').where('game_code', '=', game.code).execute()).map(
      (r) => r.draw_date,
    ),
  );
  const calendarDates = file.draws.map((d) => d.date);
  // timed by the one round planner, each draw opening after the previous draw of the file
  const timed = file.draws.map((draw) => ({ draw, t: planRoundsOn(game, draw.date, { calendarDates })[0]! }));
  const past = timed.filter(({ t }) => t.resultAt.getTime() <= now.getTime());
  const missing = past.filter(({ draw }) => !existing.has(draw.date));
  const rows = missing.map(({ draw, t }) => ({
    game_code: game.code,
    draw_date: draw.date,
    state: 'settled' as const,
    open_at: t.openAt,
    close_at: t.closeAt,
    result_expected_at: t.resultAt,
    closed_at: t.closeAt,
    result: JSON.stringify(draw),
    digits: JSON.stringify(deriveGloDigits(draw)),
    resulted_at: t.resultAt,
    settled_at: t.resultAt,
  }));
  const BATCH = 100;
  for (let i = 0; i < rows.length; i += BATCH) {
    await ctx.db
      .insertInto('rounds')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.columns(['game_code', 'draw_date', 'round_type', 'round_no']).doNothing())
      .execute();
  }
  return { imported: rows.length, alreadyPresent: past.length - missing.length, rejected: file.rejected.length };
}
