/**
 * Shop purchases of a player (newest first): `GET /lottery/bet-slip?skip&limit` (all rounds),
 * `GET /lottery/round-bet-slip?round_id` (one round, default the open one) and
 * `GET /lottery/bet-slip-exist?round_id` (whether the player bought any in that round).
 */
import type { LotteryBetSlip } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from '../../draw-games/rounds/parse-round-id';
import { findOpenShopRound } from '../rounds/find-shop-round';
import { loadSlipViews } from './slip-view';

export async function listSlips(
  ctx: AppContext,
  userId: number,
  page: { skip: number; limit: number },
): Promise<{ items: LotteryBetSlip[]; total: number }> {
  const [slips, total] = await Promise.all([
    ctx.db
      .selectFrom('lottery_slips')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .offset(page.skip)
      .limit(page.limit)
      .execute(),
    ctx.db
      .selectFrom('lottery_slips')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await loadSlipViews(ctx.db, slips), total: Number(total.n) };
}

/** The round asked for, or the shop round open now (null when none). */
export async function resolveShopRoundId(ctx: AppContext, roundIdText: string | undefined): Promise<number | null> {
  if (roundIdText) return parseRoundId(roundIdText);
  return (await findOpenShopRound(ctx.db, ctx.clock.now()))?.id ?? null;
}

export async function listRoundSlips(
  ctx: AppContext,
  userId: number,
  roundId: number | null,
): Promise<LotteryBetSlip[]> {
  if (roundId === null) return [];
  const slips = await ctx.db
    .selectFrom('lottery_slips')
    .selectAll()
    .where('user_id', '=', userId)
    .where('round_id', '=', roundId)
    .orderBy('id', 'desc')
    .execute();
  return loadSlipViews(ctx.db, slips);
}

export async function slipExists(ctx: AppContext, userId: number, roundId: number | null) {
  if (roundId === null) return { round_id: null, exist: false, count: 0 };
  const row = await ctx.db
    .selectFrom('lottery_slips')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  const count = Number(row.n);
  return { round_id: String(roundId), exist: count > 0, count };
}
