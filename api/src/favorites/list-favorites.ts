/** GET users/favorite (and the profile's `favorites`): the player's favourite games, oldest first. */
import { gameByCode, type FavoriteEntry, type GameDef } from 'shared-contracts';
import type { Db } from '../db/database';

/**
 * A game's favourite as it travels: the catalogue payload (docs/product.md "Favourites and drafts") plus the game's
 * code and route.
 */
export function toFavoriteEntry(game: GameDef): FavoriteEntry {
  const entry: Record<string, string> = {};
  for (const [key, value] of Object.entries(game.favorite ?? {})) if (value !== undefined) entry[key] = value;
  return { ...(entry as Omit<FavoriteEntry, 'code' | 'route'>), code: game.code, route: game.route };
}

/**
 * The favourites of `userId`, oldest first. A stored code the catalogue no longer knows (or that lost
 * its favourite payload) is skipped rather than failing the profile.
 */
export async function listFavorites(db: Db, userId: number): Promise<FavoriteEntry[]> {
  const rows = await db
    .selectFrom('user_favorites')
    .select('game_code')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('game_code')
    .execute();
  return rows.flatMap((r) => {
    const game = gameByCode(r.game_code);
    return game?.favorite ? [toFavoriteEntry(game)] : [];
  });
}
