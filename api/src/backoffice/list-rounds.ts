/**
 * GET backoffice/rounds?game=&status=: rounds with their slip counts and stakes, latest draw first, and the
 * early-close flag (who, when, why) of a round ops closed before its scheduled close.
 */
import { satangToBaht, type BackofficeRound, type RoundState } from 'shared-contracts';
import type { AppContext } from '../context';

export async function listRounds(
  ctx: AppContext,
  filter: { game: string; status?: RoundState | undefined; limit: number },
): Promise<BackofficeRound[]> {
  let q = ctx.db
    .selectFrom('rounds as r')
    .leftJoin('bet_slips as s', 's.round_id', 'r.id')
    .leftJoin('ops_users as c', 'c.id', 'r.closed_early_by')
    .select((eb) => [
      'r.id',
      'r.game_code',
      'r.draw_date',
      'r.state',
      'r.open_at',
      'r.close_at',
      'r.resulted_at',
      'r.result_expected_at',
      'r.forced',
      'r.closed_at',
      'r.closed_early_reason',
      'c.username as closed_early_by',
      eb.fn.count<number>('s.id').as('bet_count'),
      eb.fn.coalesce(eb.fn.sum<number>('s.total_satang'), eb.lit(0)).as('total_stake'),
    ])
    .where('r.game_code', '=', filter.game.toUpperCase())
    .groupBy(['r.id', 'c.username'])
    .orderBy('r.draw_date', 'desc')
    .limit(filter.limit);
  if (filter.status) q = q.where('r.state', '=', filter.status);
  const rows = await q.execute();
  return rows.map((r) => ({
    round_id: String(r.id),
    game_code: r.game_code,
    draw_date: r.draw_date,
    state: r.state,
    open_at: r.open_at.toISOString(),
    close_at: r.close_at.toISOString(),
    result_at: r.resulted_at ? r.resulted_at.toISOString() : null,
    result_expected_at: r.result_expected_at.toISOString(),
    bet_count: Number(r.bet_count),
    total_stake: satangToBaht(Number(r.total_stake)),
    closed_early:
      r.forced && r.closed_at
        ? { by: r.closed_early_by, at: r.closed_at.toISOString(), reason: r.closed_early_reason }
        : null,
  }));
}
