/**
 * GET /government/winning-result?round_end_date=YYYY-MM-DD (docs/product.md "API paths"): every
 * prize number of the official draw of that date, each prize as a list, with the prize per ticket in
 * baht. payout_status: PENDING while a shop round of that date has tickets not settled yet, else PAID.
 * 404 E10001 when no result of that date is known.
 */
import {
  AppError,
  ErrorCode,
  GLO_PRIZE_SATANG,
  satangToBaht,
  type GloPrizeTier,
  type GovernmentWinningResult,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { SHOP_GAME_CODE } from '../shop-game';
import { loadOfficialDraws } from './load-draws';

/** The prize per ticket of a tier, baht (the wire's unit). */
const prize = (tier: GloPrizeTier) => satangToBaht(GLO_PRIZE_SATANG[tier]);

export async function getWinningResult(ctx: AppContext, date: string): Promise<GovernmentWinningResult> {
  const [draw] = await loadOfficialDraws(ctx.db, date);
  if (!draw) throw new AppError(ErrorCode.NOT_FOUND, `no official result for the draw of ${date}`);
  const shop = await ctx.db
    .selectFrom('rounds')
    .select('state')
    .where('game_code', '=', SHOP_GAME_CODE)
    .where('draw_date', '=', date)
    .executeTakeFirst();
  return {
    date: draw.date,
    payout_status: shop && shop.state !== 'settled' ? 'PENDING' : 'PAID',
    first_prize: [draw.first],
    first_three_prize: [...draw.firstThree],
    last_three_prize: [...draw.lastThree],
    last_two_prize: [draw.lastTwo],
    similar_first_prize: [...draw.adjacentFirst],
    second_prize: [...draw.second],
    third_prize: [...draw.third],
    fourth_prize: [...draw.fourth],
    fifth_prize: [...draw.fifth],
    prize_amount: {
      first_prize: prize('FIRST'),
      first_three_prize: prize('FIRST_THREE'),
      last_three_prize: prize('LAST_THREE'),
      last_two_prize: prize('LAST_TWO'),
      similar_first_prize: prize('ADJACENT_FIRST'),
      second_prize: prize('SECOND'),
      third_prize: prize('THIRD'),
      fourth_prize: prize('FOURTH'),
      fifth_prize: prize('FIFTH'),
    },
  };
}
