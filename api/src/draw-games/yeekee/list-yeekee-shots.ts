/**
 * GET yeekee/predicts/{round_id}?skip&limit: a yeekee round's accepted shots, newest first (`seq` descending),
 * with the shooter's masked customer code, how many shots the round has and whether shooting is still open.
 * Public: the shots are what anyone recomputes the result from (docs/game-rules.md "Yeekee"). Numbers are
 * hidden (null) until the round's shots are closed (`yeekee_rounds.shots_closed_at`, set by the close job),
 * except the reader's own (`viewerId`, when the request carries a player's token). 404 for a round that is not
 * a yeekee round.
 */
import { AppError, ErrorCode, type YeekeePredictsData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { YEEKEE_GAME } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';
import { isRoundDone, isShootingOpen, shootCloseAt, toShotData } from './yeekee-round-view';

export async function listYeekeeShots(
  ctx: AppContext,
  roundIdText: string,
  page: { skip: number; limit: number },
  viewerId: number | null,
): Promise<YeekeePredictsData> {
  const roundId = parseRoundId(roundIdText);
  const round = await ctx.db
    .selectFrom('rounds as r')
    .leftJoin('yeekee_rounds as y', 'y.round_id', 'r.id')
    .select(['r.id', 'r.game_code', 'r.round_no', 'r.draw_date', 'r.state', 'r.open_at', 'r.result_expected_at'])
    .select((eb) => eb.fn.coalesce('y.shot_count', eb.lit(0)).as('shot_count'))
    .select('y.shots_closed_at')
    .where('r.id', '=', roundId)
    .executeTakeFirst();
  if (!round || round.game_code !== YEEKEE_GAME.code)
    throw new AppError(ErrorCode.NOT_FOUND, `yeekee round ${roundIdText} does not exist`);
  // every number once the close job closed the shots (or the round is done: resulted, or voided by ops)
  const revealAll = round.shots_closed_at !== null || isRoundDone(round);
  const shots = await ctx.db
    .selectFrom('yeekee_shots as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.round_id', 's.seq', 's.number', 's.shot_at', 's.user_id', 'u.customer_code'])
    .where('s.round_id', '=', round.id)
    .where('s.seq', 'is not', null) // numbered by the sequencer (a shot is, before its shooter gets the answer)
    .$narrowType<{ seq: number }>()
    .orderBy('s.seq', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return {
    round_id: String(round.id),
    round_no: round.round_no,
    draw_date: round.draw_date,
    shot_count: Number(round.shot_count),
    shooting_open: isShootingOpen(round, ctx.clock.now()),
    shoot_close_at: shootCloseAt(round).toISOString(),
    shots: shots.map((s) => toShotData(s, revealAll || s.user_id === viewerId)),
  };
}
