/**
 * GET {family}/current-round/{type} with the status mapping of docs/product.md "Round status" (`roundStatusFrom`):
 * - a round accepting bets → data with current_round and the upcoming rounds;
 * - the last round closed and its result not in → 409 E20016, count_down = seconds to the expected
 *   result (<= 0 once overdue: "processing"); force closed by ops → 409 E30000;
 * - the last round resulted and the next not open yet → 409 E20016, count_down = seconds to its opening;
 * - no round at all, or nothing ahead → 404 E10001.
 */
import { AppError, ErrorCode, type CurrentRoundData, type GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import { isAcceptingBets, secondsUntil, toCurrentRound } from './round-view';

export async function getCurrentRound(ctx: AppContext, game: GameDef): Promise<CurrentRoundData> {
  const now = ctx.clock.now();
  const ahead = await ctx.db
    .selectFrom('rounds')
    .selectAll()
    .where('game_code', '=', game.code)
    .where('state', 'in', ['scheduled', 'open'])
    .where('close_at', '>', now)
    .orderBy('close_at')
    .limit(game.schedule?.cyclesAhead ?? 10)
    .execute();
  const current = ahead.find((r) => isAcceptingBets(r, now));
  if (current) {
    return {
      current_round: toCurrentRound(current, now),
      all_rounds: ahead.map((r) => toCurrentRound(r, now)),
      round_type: current.round_type,
      lottery_bg: null,
      is_lottery_sold_out: false,
      closed_round: null,
      force_closed: false,
    };
  }
  const last = await ctx.db
    .selectFrom('rounds')
    .selectAll()
    .where('game_code', '=', game.code)
    .where('open_at', '<=', now)
    .where((eb) => eb.or([eb('state', 'not in', ['scheduled', 'open']), eb('close_at', '<=', now)]))
    .orderBy('close_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) throw new AppError(ErrorCode.NOT_FOUND, `${game.code} has no round yet: ops must add draw dates`);
  const awaitingResult = last.state === 'closed' || last.state === 'open' || last.state === 'scheduled';
  if (awaitingResult) {
    const countDown = { total_seconds: secondsUntil(last.result_expected_at, now) };
    if (last.forced)
      throw new AppError(ErrorCode.FORCE_CLOSED, `round ${last.id} (${last.draw_date}) was closed by ops`, {
        round_id: String(last.id),
        count_down: countDown,
      });
    throw new AppError(
      ErrorCode.ROUND_CLOSED,
      `round ${last.id} (${last.draw_date}) is closed; result expected ${last.result_expected_at.toISOString()}`,
      {
        round_id: String(last.id),
        count_down: countDown,
      },
    );
  }
  const next = ahead[0];
  if (!next) throw new AppError(ErrorCode.NOT_FOUND, `${game.code} has no upcoming round: ops must add draw dates`);
  throw new AppError(
    ErrorCode.ROUND_CLOSED,
    `the next round (${next.draw_date}) opens at ${next.open_at.toISOString()}`,
    {
      round_id: String(next.id),
      count_down: { total_seconds: Math.max(1, secondsUntil(next.open_at, now)) },
    },
  );
}
