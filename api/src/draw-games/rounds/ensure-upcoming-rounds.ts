/**
 * Creates the next `schedule.cyclesAhead` rounds of a table game from its draw calendar (state
 * scheduled). A round for date D opens at the previous known draw date's open time (the previous date
 * comes from the calendar and from existing rounds). Existing rounds are never changed.
 * `calendarGameCode` names whose calendar to follow: the ticket shop (LOTTH) sells on the underground's
 * GLO dates, the one calendar ops edit.
 */
import type { GameDef } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import { previousDate, roundTimes } from './round-times';

export async function ensureUpcomingRounds(
  db: DbOrTrx,
  game: GameDef,
  now: Date,
  calendarGameCode: string = game.code,
): Promise<number> {
  const cycles = game.schedule?.cyclesAhead ?? 10;
  const calendar = (
    await db.selectFrom('draw_calendar').select('draw_date').where('game_code', '=', calendarGameCode).execute()
  ).map((r) => r.draw_date);
  const rounds = (await db.selectFrom('rounds').select('draw_date').where('game_code', '=', game.code).execute()).map(
    (r) => r.draw_date,
  );
  const existing = new Set(rounds);
  const known = [...new Set([...calendar, ...rounds])];
  const upcoming = calendar
    .filter((d) => roundTimes(game, d, undefined).closeAt.getTime() > now.getTime())
    .sort()
    .slice(0, cycles)
    .filter((d) => !existing.has(d));
  if (upcoming.length === 0) return 0;
  const rows = upcoming.map((d) => {
    const t = roundTimes(game, d, previousDate(known, d));
    return {
      game_code: game.code,
      draw_date: d,
      state: 'scheduled' as const,
      open_at: t.openAt,
      close_at: t.closeAt,
      result_expected_at: t.resultExpectedAt,
    };
  });
  const inserted = await db
    .insertInto('rounds')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_code', 'draw_date', 'round_type']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
