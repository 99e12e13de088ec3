/**
 * GET {family}/winning-number/{type}?limit=: past results of a game, newest draw first (sessions of one
 * day latest close first), with the raw official result and the strategy that derived the digits.
 */
import type { DrawWinningNumberData, GameDef, ResultDigits } from 'shared-contracts';
import type { AppContext } from '../../context';
import { resultStrategyOf } from '../rounds/draw-games';

export async function listWinningNumbers(
  ctx: AppContext,
  game: GameDef,
  limit: number,
): Promise<DrawWinningNumberData[]> {
  const rows = await ctx.db
    .selectFrom('rounds')
    .select(['id', 'draw_date', 'round_type', 'round_no', 'digits', 'result', 'resulted_at'])
    .where('game_code', '=', game.code)
    .where('state', 'in', ['resulted', 'settled'])
    .where('digits', 'is not', null)
    .orderBy('draw_date', 'desc')
    .orderBy('close_at', 'desc')
    .limit(limit)
    .execute();
  const strategy = resultStrategyOf(game);
  return rows.map((r) => {
    const d = r.digits as ResultDigits;
    const result = r.result as Record<string, unknown> | null;
    return {
      round_id: String(r.id),
      draw_date: r.draw_date,
      game_code: game.code,
      round_type: r.round_type,
      round_no: r.round_no,
      top3: d.top3,
      top2: d.top2,
      bottom2: d.bottom2,
      front3: d.front3 ?? [],
      bottom3: d.bottom3 ?? [],
      d4: d.d4 ?? null,
      d6: d.d6 ?? null,
      first_prize: strategy === 'GLO' && typeof result?.first === 'string' ? result.first : null,
      strategy,
      raw: result,
      resulted_at: (r.resulted_at ?? new Date(0)).toISOString(),
    };
  });
}
