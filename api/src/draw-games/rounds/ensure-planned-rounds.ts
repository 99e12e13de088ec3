/**
 * Creates the next `schedule.cyclesAhead` rounds of a game (state scheduled) from the one round planner,
 * shared-contracts `planRounds` (docs/game-rules.md "Rounds and schedules"): WEEKLY and FREQUENT (yeekee) games
 * from the clock, TABLE games (underground, BAAC, GSB, the ticket shop) from their draw calendar, whose earlier
 * dates and rounds give each round its predecessor to open after. `calendarGameCode` names whose calendar to
 * follow: the ticket shop (LOTTH) sells on the underground's GLO dates, the one calendar ops edit.
 * Existing rounds are never changed (ON CONFLICT DO NOTHING on game, draw date, round type and number), so a
 * restart or a second runner inserts nothing twice.
 */
import { planRounds, type GameDef } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

export async function ensurePlannedRounds(
  db: DbOrTrx,
  game: GameDef,
  now: Date,
  calendarGameCode: string = game.code,
): Promise<number> {
  if (!game.schedule) return 0;
  let calendarDates: string[] = [];
  if (game.schedule.calendar === 'TABLE') {
    const calendar = await db
      .selectFrom('draw_calendar')
      .select('draw_date')
      .where('game_code', '=', calendarGameCode)
      .execute();
    if (calendar.length === 0) return 0;
    const rounds = await db.selectFrom('rounds').select('draw_date').where('game_code', '=', game.code).execute();
    calendarDates = [...calendar, ...rounds].map((r) => r.draw_date);
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
        round_no: p.roundNo,
        state: 'scheduled' as const,
        open_at: p.openAt,
        close_at: p.closeAt,
        result_expected_at: p.resultAt,
      })),
    )
    .onConflict((oc) => oc.columns(['game_code', 'draw_date', 'round_type', 'round_no']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
