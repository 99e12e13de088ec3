/**
 * /api/v1/draft/{type} and /api/v1/drafts/{type}: saved number lists per game (docs/product.md
 * "Favourites and drafts"). `{type}` is the game's short code (docs/game-rules.md "Games and codes"), e.g. UG, VN,
 * SETLA, case-insensitive.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { createDraft } from './create-draft';
import { deleteDraft } from './delete-draft';
import { draftGameByCode } from './draft-game';
import { getDraft } from './get-draft';
import { listDrafts } from './list-drafts';
import { updateDraft } from './update-draft';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.drafts;

export function draftRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['drafts'], guard: requireUser(ctx) });
    route(
      wire.postDraftByType,
      {
        summary:
          'Save a draft for the game {type} (short code); lines checked like bets (E10000); 50 per game (E20013)',
      },
      async (req) => {
        const game = draftGameByCode(req.params.type);
        const draft = await createDraft(ctx, currentUser(req).userId, game, {
          name: req.body.name,
          lines: req.body.lines,
          sortOrder: req.body.sort_order,
        });
        return draft;
      },
    );
    route(
      wire.getDraftsByType,
      { summary: "The player's drafts of {type} without lines; order_by sort_order (default), created_at, name" },
      async (req) => {
        const game = draftGameByCode(req.params.type);
        return await listDrafts(ctx, currentUser(req).userId, game, req.query.order_by);
      },
    );
    route(
      wire.getDraftByTypeById,
      { summary: "One of the player's drafts with its lines (404 E10001 when not theirs)" },
      async (req) => {
        const game = draftGameByCode(req.params.type);
        return await getDraft(ctx, currentUser(req).userId, game, req.params.id);
      },
    );
    route(
      wire.putDraftByTypeById,
      { summary: 'Rename, reorder and/or replace the lines of a draft', code: SuccessCode.UPDATED },
      async (req) => {
        const game = draftGameByCode(req.params.type);
        const draft = await updateDraft(ctx, currentUser(req).userId, game, req.params.id, {
          name: req.body.name,
          sortOrder: req.body.sort_order,
          lines: req.body.lines,
        });
        return draft;
      },
    );
    route(
      wire.deleteDraftByTypeById,
      { summary: 'Delete a draft (404 E10001 when not theirs)', code: SuccessCode.DELETED },
      async (req) => {
        const game = draftGameByCode(req.params.type);
        return await deleteDraft(ctx, currentUser(req).userId, game, req.params.id);
      },
    );
  };
}
