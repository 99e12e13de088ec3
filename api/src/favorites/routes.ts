/** /api/v1/users/favorite: the player's favourite games (docs/product.md "Favourites and drafts"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, sendOk } from '../http/reply';
import { addFavorite } from './add-favorite';
import { listFavorites } from './list-favorites';
import { removeFavorite } from './remove-favorite';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.favorites;

export function favoriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      wire.getUsersFavorite.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getUsersFavorite, {
          tags: ['users'],
          summary: "The player's favourite games, oldest first, each with its game code and route",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await listFavorites(ctx.db, currentUser(req).userId)),
    );
    app.post(
      wire.postUsersFavorite.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.postUsersFavorite, {
          tags: ['users'],
          summary: 'Add a favourite game (idempotent); E10000 naming the field when the payload matches no game',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(reply, await addFavorite(ctx, currentUser(req).userId, req.body), 201, SuccessCode.CREATED),
    );
    app.delete(
      wire.deleteUsersFavorite.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.deleteUsersFavorite, {
          tags: ['users'],
          summary: 'Remove a favourite game (JSON body as for POST); removing a non-favourite is fine',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendOk(reply, await removeFavorite(ctx, currentUser(req).userId, req.body), 200, SuccessCode.DELETED),
    );
  };
}
