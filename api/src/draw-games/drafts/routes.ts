/**
 * /api/v1/draft/{type} and /api/v1/drafts/{type}: saved number lists per game (docs/product.md
 * "Favourites and drafts"). `{type}` is the game's short code (docs/game-rules.md "Games and codes"), e.g. UG, VN,
 * SETLA, case-insensitive.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  createDraftBody,
  deleteDraftData,
  draftData,
  draftListData,
  draftListQuery,
  updateDraftBody,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { createDraft } from './create-draft';
import { deleteDraft } from './delete-draft';
import { draftGameByCode } from './draft-game';
import { getDraft } from './get-draft';
import { listDrafts } from './list-drafts';
import { updateDraft } from './update-draft';

const typeParams = z.object({ type: z.string().describe('the game short code, e.g. UG') });
const draftParams = typeParams.extend({ id: z.string() });

export function draftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/draft/:type',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['drafts'],
          summary:
            'Save a draft for the game {type} (short code); lines checked like bets (E10000); 50 per game (E20013)',
          security: bearerSecurity,
          params: typeParams,
          body: createDraftBody,
          response: responses(draftData, 201),
        },
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        const draft = await createDraft(ctx, currentUser(req).userId, game, {
          name: req.body.name,
          lines: req.body.lines,
          sortOrder: req.body.sort_order,
        });
        return sendOk(reply, draft, 201, SuccessCode.CREATED);
      },
    );
    app.get(
      '/drafts/:type',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['drafts'],
          summary: "The player's drafts of {type} without lines; order_by sort_order (default), created_at, name",
          security: bearerSecurity,
          params: typeParams,
          querystring: draftListQuery,
          response: responses(draftListData),
        },
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        return sendOk(reply, await listDrafts(ctx, currentUser(req).userId, game, req.query.order_by));
      },
    );
    app.get(
      '/draft/:type/:id',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['drafts'],
          summary: "One of the player's drafts with its lines (404 E10001 when not theirs)",
          security: bearerSecurity,
          params: draftParams,
          response: responses(draftData),
        },
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        return sendOk(reply, await getDraft(ctx, currentUser(req).userId, game, req.params.id));
      },
    );
    app.put(
      '/draft/:type/:id',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['drafts'],
          summary: 'Rename, reorder and/or replace the lines of a draft',
          security: bearerSecurity,
          params: draftParams,
          body: updateDraftBody,
          response: responses(draftData),
        },
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        const draft = await updateDraft(ctx, currentUser(req).userId, game, req.params.id, {
          name: req.body.name,
          sortOrder: req.body.sort_order,
          lines: req.body.lines,
        });
        return sendOk(reply, draft, 200, SuccessCode.UPDATED);
      },
    );
    app.delete(
      '/draft/:type/:id',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['drafts'],
          summary: 'Delete a draft (404 E10001 when not theirs)',
          security: bearerSecurity,
          params: draftParams,
          response: responses(deleteDraftData),
        },
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        return sendOk(
          reply,
          await deleteDraft(ctx, currentUser(req).userId, game, req.params.id),
          200,
          SuccessCode.DELETED,
        );
      },
    );
  };
}
