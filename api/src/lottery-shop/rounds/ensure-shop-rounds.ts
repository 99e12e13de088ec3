/**
 * Creates the shop's rounds (game LOTTH): one per GLO draw date of the underground's draw calendar (the
 * real dates; ops edit that one calendar), for the next `schedule.cyclesAhead` dates whose 13:00 close
 * is still ahead. A round for date D opens at 16:30 Bangkok on the previous calendar date (catalogue
 * schedule). Existing rounds are never changed. Runs inside the scheduler's transaction.
 */
import type { DbOrTrx } from '../../db/transaction';
import { previousDate, roundTimes } from '../../rounds/round-times';
import { CALENDAR_GAME_CODE, SHOP_GAME } from '../shop-game';

export async function ensureShopRounds(db: DbOrTrx, now: Date): Promise<number> {
  const calendar = (
    await db.selectFrom('draw_calendar').select('draw_date').where('game_code', '=', CALENDAR_GAME_CODE).execute()
  ).map((r) => r.draw_date);
  const existing = new Set(
    (await db.selectFrom('rounds').select('draw_date').where('game_code', '=', SHOP_GAME.code).execute()).map(
      (r) => r.draw_date,
    ),
  );
  const upcoming = calendar
    .filter((d) => roundTimes(SHOP_GAME, d, undefined).closeAt.getTime() > now.getTime())
    .sort()
    .slice(0, SHOP_GAME.schedule?.cyclesAhead ?? 10)
    .filter((d) => !existing.has(d));
  if (upcoming.length === 0) return 0;
  const rows = upcoming.map((d) => {
    const t = roundTimes(SHOP_GAME, d, previousDate(calendar, d));
    return {
      game_code: SHOP_GAME.code,
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
