/**
 * Ops' draw-game rounds under /api/v1/backoffice: the round list (every ops role), force-close and void
 * (operators, audited), and the table games' draw calendar (`GET/POST/DELETE backoffice/draw-calendar`).
 * Guards: requireOps in onRequest, before the body is read (roles in http/ops-roles.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import { opsActorOf } from '../../audit/audit-actor';
import { auditByHook, auditInUseCase, paramTarget } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { closeRound } from '../../draw-games/rounds/close-round';
import { addDrawDate, listDrawCalendar, removeDrawDate } from '../draw-calendar';
import { tableGameByCode } from '../../draw-games/rounds/table-games';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, sendOk } from '../../http/reply';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { listRounds } from '../list-rounds';
import { roundSnapshot } from '../round-snapshot';
import { voidRoundByOps } from '../void-round-by-ops';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.backofficeRounds;

export function backofficeRoundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);
    const operators = requireOps(ctx, OPERATORS);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };

    app.get(
      wire.getBackofficeRounds.path,
      {
        onRequest: anyOps,
        schema: routeSchema(wire.getBackofficeRounds, { ...opsSchema, summary: 'Rounds of a game, latest draw first' }),
      },
      async (req, reply) => sendOk(reply, await listRounds(ctx, req.query)),
    );
    app.post(
      wire.postBackofficeRoundsByIdClose.path,
      {
        onRequest: operators,
        config: {
          audit: auditByHook('round.close', {
            target: paramTarget('round', 'id'),
            before: (req) => roundSnapshot(ctx, (req.params as { id: string }).id),
          }),
        },
        schema: routeSchema(wire.postBackofficeRoundsByIdClose, {
          ...opsSchema,
          summary:
            'Close a round now (operator). Before its scheduled close (forced = true) a reason (1-500) is required and the round is flagged closed_early (who, when, why): its result needs a checker who is not the closer',
        }),
      },
      async (req, reply) => {
        const round = await closeRound(ctx, opsActorOf(req), req.params.id, req.body?.reason);
        const [view] = (await listRounds(ctx, { game: round.game_code, limit: 500 })).filter(
          (r) => r.round_id === String(round.id),
        );
        return sendOk(reply, view!);
      },
    );
    app.post(
      wire.postBackofficeRoundsByIdVoid.path,
      {
        onRequest: operators,
        config: { audit: auditInUseCase('round.void') },
        schema: routeSchema(wire.postBackofficeRoundsByIdVoid, {
          ...opsSchema,
          summary:
            'Void a round with a reason: every pending stake refunded once, audited (409 if resulted or void; operator)',
        }),
      },
      async (req, reply) => sendOk(reply, await voidRoundByOps(ctx, opsActorOf(req), req.params.id, req.body.reason)),
    );

    app.get(
      wire.getBackofficeDrawCalendarByGame.path,
      {
        onRequest: anyOps,
        schema: routeSchema(wire.getBackofficeDrawCalendarByGame, {
          ...opsSchema,
          summary: 'Draw dates of a table game (e.g. UG)',
        }),
      },
      async (req, reply) => sendOk(reply, await listDrawCalendar(ctx, tableGameByCode(req.params.game))),
    );
    app.post(
      wire.postBackofficeDrawCalendarByGame.path,
      {
        onRequest: operators,
        config: {
          audit: auditByHook('calendar.date.add', {
            target: paramTarget('calendar', 'game'),
            after: (req) => ({ draw_date: (req.body as { draw_date: string }).draw_date }),
          }),
        },
        schema: routeSchema(wire.postBackofficeDrawCalendarByGame, {
          ...opsSchema,
          summary: 'Add a real future draw date (operator)',
        }),
      },
      async (req, reply) => sendOk(reply, await addDrawDate(ctx, tableGameByCode(req.params.game), req.body.draw_date)),
    );
    app.delete(
      wire.deleteBackofficeDrawCalendarByGameByDate.path,
      {
        onRequest: operators,
        config: {
          audit: auditByHook('calendar.date.remove', {
            target: paramTarget('calendar', 'game'),
            before: async (req) => ({ draw_date: (req.params as { date: string }).date }),
            after: () => null,
          }),
        },
        schema: routeSchema(wire.deleteBackofficeDrawCalendarByGameByDate, {
          ...opsSchema,
          summary: 'Remove a draw date (its round too, while scheduled without bets; operator)',
        }),
      },
      async (req, reply) => sendOk(reply, await removeDrawDate(ctx, tableGameByCode(req.params.game), req.params.date)),
    );
  };
}
