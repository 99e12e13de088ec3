/** DELETE users/favorite: unmarks a game. Removing a game that is not a favourite is fine. */
import type { FavoriteEntry, FavoritePayloadInput } from 'shared-contracts';
import type { AppContext } from '../context';
import { listFavorites } from './list-favorites';
import { resolveFavorite } from './resolve-favorite';

/** Removes the game of `payload` (E10000 when it names no game); returns the player's favourites. */
export async function removeFavorite(
  ctx: AppContext,
  userId: number,
  payload: FavoritePayloadInput,
): Promise<FavoriteEntry[]> {
  const game = resolveFavorite(payload);
  await ctx.db.deleteFrom('user_favorites').where('user_id', '=', userId).where('game_code', '=', game.code).execute();
  return listFavorites(ctx.db, userId);
}
