/**
 * GET {family}/round-bet-slip/{type}?round_id=: the player's slips of one round (default: the round open
 * now, else the latest round that closed), newest first, with totals in baht.
 * GET {family}/bet-slip-exist/{type}?round_id=: whether the player has slips of the game (of the round
 * when given).
 */
import { satangToBaht, type BetSlipExistData, type GameDef, type RoundBetSlipData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from '../rounds/parse-round-id';
import { loadSlips, slipQuery } from './slip-view';

async function defaultRound(ctx: AppContext, game: GameDef) {
  const now = ctx.clock.now();
  const open = await ctx.db
    .selectFrom('rounds')
    .select(['id', 'draw_date'])
    .where('game_code', '=', game.code)
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .where('state', 'in', ['scheduled', 'open'])
    .orderBy('close_at')
    .limit(1)
    .executeTakeFirst();
  if (open) return open;
  return ctx.db
    .selectFrom('rounds')
    .select(['id', 'draw_date'])
    .where('game_code', '=', game.code)
    .where('close_at', '<=', now)
    .orderBy('close_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function listRoundSlips(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  roundIdText: string | undefined,
): Promise<RoundBetSlipData> {
  const round = roundIdText
    ? await ctx.db
        .selectFrom('rounds')
        .select(['id', 'draw_date'])
        .where('id', '=', parseRoundId(roundIdText))
        .where('game_code', '=', game.code)
        .executeTakeFirst()
    : await defaultRound(ctx, game);
  if (!round) return { round_id: null, draw_date: null, total_amount: 0, total_payout: 0, slips: [] };
  const rows = await slipQuery(ctx.db)
    .where('s.user_id', '=', userId)
    .where('s.round_id', '=', round.id)
    .orderBy('s.id', 'desc')
    .execute();
  const slips = await loadSlips(ctx.db, rows);
  return {
    round_id: String(round.id),
    draw_date: round.draw_date,
    total_amount: satangToBaht(rows.reduce((s, r) => s + r.total_satang, 0)),
    total_payout: satangToBaht(rows.reduce((s, r) => s + r.payout_satang, 0)),
    slips,
  };
}

export async function betSlipExist(
  ctx: AppContext,
  userId: number,
  game: GameDef,
  roundIdText: string | undefined,
): Promise<BetSlipExistData> {
  let q = ctx.db
    .selectFrom('bet_slips')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code);
  if (roundIdText) q = q.where('round_id', '=', parseRoundId(roundIdText));
  const n = Number((await q.executeTakeFirst())?.n ?? 0);
  return { exists: n > 0, count: n, round_id: roundIdText ?? null };
}
