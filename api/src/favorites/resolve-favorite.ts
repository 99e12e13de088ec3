/** Maps a favourite payload to its game through the catalogue; E10000 naming the field otherwise. */
import { AppError, ErrorCode, gameForFavorite, type FavoritePayloadInput, type GameDef } from 'shared-contracts';

/** The game `payload` names (docs/product.md "Favourites and drafts"). Throws 400 E10000 with `[{path, message}]`. */
export function resolveFavorite(payload: FavoritePayloadInput): GameDef {
  const found = gameForFavorite(payload);
  if (found.error)
    throw new AppError(ErrorCode.BAD_REQUEST, `invalid favourite: ${found.error.path}: ${found.error.message}`, [
      found.error,
    ]);
  return found.game;
}
