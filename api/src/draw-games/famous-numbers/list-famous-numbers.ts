/**
 * GET game/fe/famous-number/{GAME}?{kind}_type=KIND: the 10 most-staked numbers of one kind in the game's
 * round open for bets now, from the placed bet lines (cancelled lines excluded): total stake in baht and
 * how many players staked. No open round: an empty list with `round_id` null.
 */
import { sql } from 'kysely';
import {
  AppError,
  ErrorCode,
  betKindConfig,
  gameByCode,
  kindFromFamousQuery,
  satangToBaht,
  type FamousNumberData,
} from 'shared-contracts';
import type { AppContext } from '../../context';

export const FAMOUS_NUMBERS_LIMIT = 10;

/**
 * `gameCode` is a short code (case-insensitive; 404 E10001 when unknown); `query` must name a kind
 * the game offers as `kind=` or `{anything}_type=` (400 E10000 otherwise).
 */
export async function listFamousNumbers(
  ctx: AppContext,
  gameCode: string,
  query: Record<string, unknown>,
): Promise<FamousNumberData> {
  const game = gameByCode(gameCode.toUpperCase());
  if (!game || game.betKinds.length === 0)
    throw new AppError(ErrorCode.NOT_FOUND, `no draw game with code ${gameCode}`);
  const offered = game.betKinds.map((k) => k.kind).join(', ');
  const kind = kindFromFamousQuery(query);
  if (!kind)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `name the bet kind as ?kind=KIND or ?{kind}_type=KIND (e.g. ?three_type=THREE_TOP); ${game.code} offers ${offered}`,
      [{ path: 'query.kind', message: `one of ${offered}` }],
    );
  if (!betKindConfig(game, kind))
    throw new AppError(ErrorCode.BAD_REQUEST, `${kind} is not offered by ${game.code}; offered: ${offered}`, [
      { path: 'query.kind', message: `one of ${offered}` },
    ]);

  const now = ctx.clock.now();
  const round = await ctx.db
    .selectFrom('rounds')
    .select('id')
    .where('game_code', '=', game.code)
    .where('state', 'in', ['scheduled', 'open'])
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .orderBy('close_at')
    .limit(1)
    .executeTakeFirst();
  if (!round) return { game_code: game.code, kind, round_id: null, numbers: [] };

  const rows = await ctx.db
    .selectFrom('bet_lines as l')
    .innerJoin('bet_slips as s', 's.id', 'l.slip_id')
    .select([
      'l.number',
      sql<string>`sum(l.amount_satang)`.as('total_satang'),
      sql<string>`count(distinct s.user_id)`.as('players'),
    ])
    .where('s.round_id', '=', round.id)
    .where('l.kind', '=', kind)
    .where('l.status', 'not in', ['CANCEL', 'USER_CANCEL'])
    .groupBy('l.number')
    .orderBy(sql`sum(l.amount_satang)`, 'desc')
    .orderBy(sql`count(distinct s.user_id)`, 'desc')
    .orderBy('l.number')
    .limit(FAMOUS_NUMBERS_LIMIT)
    .execute();
  return {
    game_code: game.code,
    kind,
    round_id: String(round.id),
    numbers: rows.map((r) => ({
      number: r.number,
      total_amount: satangToBaht(Number(r.total_satang)),
      player_count: Number(r.players),
    })),
  };
}
