/**
 * GET yeekee/winning-number/by-round[?date=YYYY-MM-DD]: a yeekee day's rounds by number (1..88, those planned so
 * far), each with its phase, shot count and result or void reason (docs/game-rules.md "Yeekee"). The default
 * day is the day of the rounds running now: a yeekee day runs from 05:45 to 03:55 the next morning, so at 02:00
 * it is still the previous calendar day.
 */
import { bangkokDate, type YeekeeByRoundData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { selectYeekeeRounds, toYeekeeSummary } from './yeekee-round-view';

export async function listYeekeeDay(ctx: AppContext, date?: string): Promise<YeekeeByRoundData> {
  const now = ctx.clock.now();
  const day =
    date ??
    (
      await ctx.db
        .selectFrom('rounds')
        .select('draw_date')
        .where('game_code', '=', YEEKEE_GAME.code)
        .where('open_at', '<=', now)
        .orderBy('open_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.draw_date ??
    bangkokDate(now);
  const rows = await selectYeekeeRounds(ctx.db).where('r.draw_date', '=', day).orderBy('r.round_no').execute();
  return { draw_date: day, rounds: rows.map((r) => toYeekeeSummary(r, Number(r.shot_count), now)) };
}
