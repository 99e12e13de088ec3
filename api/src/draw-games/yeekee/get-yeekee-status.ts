/**
 * GET yeekee/winning-number/status[?round_id]: where yeekee stands now (docs/game-rules.md "Yeekee"), for a lobby
 * that polls between live messages: the round open for bets (or, in the night's break, the next to open), the
 * rounds still shooting, and the last round whose shooting closed (calculating, resulted or void), newest
 * first, each with its phase, countdown, shot count and result. With `round_id`: that round only (404 when it
 * is not a yeekee round).
 */
import { AppError, ErrorCode, type YeekeeStatusData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from '../rounds/parse-round-id';
import { selectYeekeeRounds, toYeekeeSummary } from './yeekee-round-view';

export async function getYeekeeStatus(ctx: AppContext, roundIdText?: string): Promise<YeekeeStatusData> {
  const now = ctx.clock.now();
  let rows;
  if (roundIdText !== undefined) {
    const one = await selectYeekeeRounds(ctx.db).where('r.id', '=', parseRoundId(roundIdText)).execute();
    if (one.length === 0) throw new AppError(ErrorCode.NOT_FOUND, `yeekee round ${roundIdText} does not exist`);
    rows = one;
  } else {
    const running = await selectYeekeeRounds(ctx.db)
      .where('r.open_at', '<=', now)
      .where('r.result_expected_at', '>', now)
      .orderBy('r.close_at', 'desc')
      .execute();
    const last = await selectYeekeeRounds(ctx.db)
      .where('r.result_expected_at', '<=', now)
      .orderBy('r.result_expected_at', 'desc')
      .limit(1)
      .execute();
    const betting = running.some((r) => r.close_at > now && r.state !== 'closed');
    const next = betting
      ? []
      : await selectYeekeeRounds(ctx.db).where('r.open_at', '>', now).orderBy('r.open_at').limit(1).execute();
    rows = [...next, ...running, ...last];
  }
  return {
    server_time: now.toISOString(),
    rounds: rows.map((r) => toYeekeeSummary(r, Number(r.shot_count), now)),
  };
}
