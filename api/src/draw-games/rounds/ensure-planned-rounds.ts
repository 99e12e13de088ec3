/**
 * Creates the next `schedule.cyclesAhead` rounds of a draw game from the catalogue's round planner
 * (`planRounds`, docs/game-rules.md "Rounds and schedules"): WEEKLY games from the clock, TABLE games (BAAC, GSB) from
 * their draw calendar. Existing rounds are never changed (ON CONFLICT DO NOTHING on game, draw date, round type), so a
 * restart or a second runner inserts nothing twice. The Thai underground keeps `ensureUpcomingRounds`.
 */
import { planRounds, type GameDef } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

export async function ensurePlannedRounds(db: DbOrTrx, game: GameDef, now: Date): Promise<number> {
  if (!game.schedule) return 0;
  let calendarDates: string[] = [];
  if (game.schedule.calendar === 'TABLE') {
    calendarDates = (
      await db.selectFrom('draw_calendar').select('draw_date').where('game_code', '=', game.code).execute()
    ).map((r) => r.draw_date);
    if (calendarDates.length === 0) return 0;
  }
  const planned = planRounds(game, now, { count: game.schedule.cyclesAhead, calendarDates });
  if (planned.length === 0) return 0;
  const inserted = await db
    .insertInto('rounds')
    .values(
      planned.map((p) => ({
        game_code: game.code,
        draw_date: p.drawDate,
        round_type: p.roundType,
        state: 'scheduled' as const,
        open_at: p.openAt,
        close_at: p.closeAt,
        result_expected_at: p.resultAt,
      })),
    )
    .onConflict((oc) => oc.columns(['game_code', 'draw_date', 'round_type']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
