/** /api/v1/users/favorite: the player's favourite games (docs/product.md "Favourites and drafts"). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, favoriteListData, favoritePayload } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { addFavorite } from './add-favorite';
import { listFavorites } from './list-favorites';
import { removeFavorite } from './remove-favorite';

export function favoriteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/favorite',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: "The player's favourite games, oldest first, each with its game code and route",
          security: bearerSecurity,
          response: responses(favoriteListData),
        },
      },
      async (req, reply) => sendOk(reply, await listFavorites(ctx.db, currentUser(req).userId)),
    );
    app.post(
      '/users/favorite',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: 'Add a favourite game (idempotent); E10000 naming the field when the payload matches no game',
          security: bearerSecurity,
          body: favoritePayload,
          response: responses(favoriteListData, 201),
        },
      },
      async (req, reply) =>
        sendOk(reply, await addFavorite(ctx, currentUser(req).userId, req.body), 201, SuccessCode.CREATED),
    );
    app.delete(
      '/users/favorite',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['users'],
          summary: 'Remove a favourite game (JSON body as for POST); removing a non-favourite is fine',
          security: bearerSecurity,
          body: favoritePayload,
          response: responses(favoriteListData),
        },
      },
      async (req, reply) =>
        sendOk(reply, await removeFavorite(ctx, currentUser(req).userId, req.body), 200, SuccessCode.DELETED),
    );
  };
}
