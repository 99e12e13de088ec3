/** POST users/favorite: marks a game as a favourite. Idempotent: adding it again keeps one row. */
import type { FavoriteEntry, FavoritePayloadInput } from 'shared-contracts';
import type { AppContext } from '../context';
import { listFavorites } from './list-favorites';
import { resolveFavorite } from './resolve-favorite';

/** Adds the game of `payload` (E10000 when it names no game); returns the player's favourites. */
export async function addFavorite(
  ctx: AppContext,
  userId: number,
  payload: FavoritePayloadInput,
): Promise<FavoriteEntry[]> {
  const game = resolveFavorite(payload);
  await ctx.db
    .insertInto('user_favorites')
    .values({ user_id: userId, game_code: game.code, created_at: ctx.clock.now() })
    .onConflict((oc) => oc.columns(['user_id', 'game_code']).doNothing())
    .execute();
  return listFavorites(ctx.db, userId);
}
