/**
 * /api/v1/draft/{type} and /api/v1/drafts/{type}: saved number lists per game (docs/product.md
 * "Favourites and drafts"). `{type}` is the game's short code (docs/game-rules.md "Games and codes"), e.g. UG, VN,
 * SETLA, case-insensitive.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { bearerSecurity, sendOk } from '../../http/reply';
import { createDraft } from './create-draft';
import { deleteDraft } from './delete-draft';
import { draftGameByCode } from './draft-game';
import { getDraft } from './get-draft';
import { listDrafts } from './list-drafts';
import { updateDraft } from './update-draft';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.drafts;

export function draftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      wire.postDraftByType.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.postDraftByType, {
          tags: ['drafts'],
          summary:
            'Save a draft for the game {type} (short code); lines checked like bets (E10000); 50 per game (E20013)',
          security: bearerSecurity,
        }),
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
      wire.getDraftsByType.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getDraftsByType, {
          tags: ['drafts'],
          summary: "The player's drafts of {type} without lines; order_by sort_order (default), created_at, name",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        return sendOk(reply, await listDrafts(ctx, currentUser(req).userId, game, req.query.order_by));
      },
    );
    app.get(
      wire.getDraftByTypeById.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getDraftByTypeById, {
          tags: ['drafts'],
          summary: "One of the player's drafts with its lines (404 E10001 when not theirs)",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => {
        const game = draftGameByCode(req.params.type);
        return sendOk(reply, await getDraft(ctx, currentUser(req).userId, game, req.params.id));
      },
    );
    app.put(
      wire.putDraftByTypeById.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.putDraftByTypeById, {
          tags: ['drafts'],
          summary: 'Rename, reorder and/or replace the lines of a draft',
          security: bearerSecurity,
        }),
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
      wire.deleteDraftByTypeById.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.deleteDraftByTypeById, {
          tags: ['drafts'],
          summary: 'Delete a draft (404 E10001 when not theirs)',
          security: bearerSecurity,
        }),
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
