/** /api/v1/users/favorite: the player's favourite games (docs/product.md "Favourites and drafts"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { addFavorite } from './add-favorite';
import { listFavorites } from './list-favorites';
import { removeFavorite } from './remove-favorite';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.favorites;

export function favoriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['users'], guard: requireUser(ctx) });
    route(
      wire.getUsersFavorite,
      { summary: "The player's favourite games, oldest first, each with its game code and route" },
      (req) => listFavorites(ctx.db, currentUser(req).userId),
    );
    route(
      wire.postUsersFavorite,
      { summary: 'Add a favourite game (idempotent); E10000 naming the field when the payload matches no game' },
      (req) => addFavorite(ctx, currentUser(req).userId, req.body),
    );
    route(
      wire.deleteUsersFavorite,
      {
        summary: 'Remove a favourite game (JSON body as for POST); removing a non-favourite is fine',
        code: SuccessCode.DELETED,
      },
      (req) => removeFavorite(ctx, currentUser(req).userId, req.body),
    );
  };
}
