/** GET {family}/winning-number/{type}: past results of a game, newest draw first. */
import type { GameDef, ResultDigits, WinningNumberData } from 'shared-contracts';
import type { AppContext } from '../context';

export async function listWinningNumbers(ctx: AppContext, game: GameDef, limit: number): Promise<WinningNumberData[]> {
  const rows = await ctx.db
    .selectFrom('rounds')
    .select(['id', 'draw_date', 'digits', 'result', 'resulted_at'])
    .where('game_code', '=', game.code)
    .where('state', 'in', ['resulted', 'settled'])
    .where('digits', 'is not', null)
    .orderBy('draw_date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const d = r.digits as ResultDigits;
    const result = r.result as { first?: string } | null;
    return {
      round_id: String(r.id),
      draw_date: r.draw_date,
      top3: d.top3,
      top2: d.top2,
      bottom2: d.bottom2,
      front3: d.front3 ?? [],
      bottom3: d.bottom3 ?? [],
      first_prize: result?.first ?? null,
      resulted_at: (r.resulted_at ?? new Date(0)).toISOString(),
    };
  });
}
