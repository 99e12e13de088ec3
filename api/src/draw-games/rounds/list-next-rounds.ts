/**
 * `GET games/next-rounds` (the home lobby's cards, issue 23): for every game with rounds (draw games, yeekee, the
 * ticket shop), the round that takes bets now, else the next one to open, in ONE query: the earliest round by close
 * time among those not yet closed (scheduled or open, closing after now). Times are instants (ISO), `end_date` the
 * Bangkok draw date; `count_down` counts to the close. Games with no such round are left out.
 */
import { sql } from 'kysely';
import type { NextRoundsData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { isAcceptingBets, toCurrentRound, type RoundRow } from './round-view';

export async function listNextRounds(ctx: AppContext): Promise<NextRoundsData> {
  const now = ctx.clock.now();
  const rows = await sql<RoundRow>`
    select distinct on (r.game_code) r.*
      from rounds r
     where r.state in ('scheduled', 'open') and r.close_at > ${now}
     order by r.game_code, r.close_at`.execute(ctx.db);
  return {
    rounds: rows.rows.map((r) => ({
      ...toCurrentRound(r, now),
      game_code: r.game_code,
      accepting: isAcceptingBets(r, now),
    })),
  };
}
