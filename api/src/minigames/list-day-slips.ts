/**
 * GET {game}/day-bet-slip?duration_day&skip_day: the player's slips of `duration_day` Bangkok days ending
 * `skip_day` days before today (1 and 0: today), newest first (the newest 200), with the count and the
 * totals staked and paid in baht.
 */
import { sql } from 'kysely';
import { bangkokDate, bangkokTime, dayjs, satangToBaht, type DayBetSlipData } from 'shared-contracts';
import type { AppContext } from '../context';
import { slipViews } from './slip-view';
import type { StreakGameInfo } from './streak-game';

const MAX_LISTED = 200;

export async function listDaySlips(
  ctx: AppContext,
  userId: number,
  game: StreakGameInfo,
  query: { duration_day: number; skip_day: number },
): Promise<DayBetSlipData> {
  const today = bangkokDate(ctx.clock.now());
  const to = dayjs(today).subtract(query.skip_day, 'day');
  const from = to.subtract(query.duration_day - 1, 'day');
  const fromDate = from.format('YYYY-MM-DD');
  const toDate = to.format('YYYY-MM-DD');
  const start = bangkokTime(fromDate, '00:00');
  const end = bangkokTime(to.add(1, 'day').format('YYYY-MM-DD'), '00:00');
  const inDays = ctx.db
    .selectFrom('minigame_slips')
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .where('created_at', '>=', start)
    .where('created_at', '<', end);
  const totals = await inDays
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(stake_satang), 0)::bigint`.as('staked'),
      sql<number>`coalesce(sum(payout_satang) filter (where status = 'CASHED_OUT'), 0)::bigint`.as('paid'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await inDays.selectAll().orderBy('id', 'desc').limit(MAX_LISTED).execute();
  return {
    from_date: fromDate,
    to_date: toDate,
    count: Number(totals.count),
    total_bet: satangToBaht(Number(totals.staked)),
    total_payout: satangToBaht(Number(totals.paid)),
    slips: await slipViews(ctx.db, rows),
  };
}
