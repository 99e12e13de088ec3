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
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { listRounds } from '../list-rounds';
import { roundSnapshot } from '../round-snapshot';
import { voidRoundByOps } from '../void-round-by-ops';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeRounds;

export function backofficeRoundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);
    const operators = requireOps(ctx, OPERATORS);

    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(wire.getBackofficeRounds, { guard: anyOps, summary: 'Rounds of a game, latest draw first' }, (req) =>
      listRounds(ctx, req.query),
    );
    route(
      wire.postBackofficeRoundsByIdClose,
      {
        guard: operators,
        summary:
          'Close a round now (operator). Before its scheduled close (forced = true) a reason (1-500) is required and the round is flagged closed_early (who, when, why): its result needs a checker who is not the closer',
        audit: auditByHook('round.close', {
          target: paramTarget('round', 'id'),
          before: (req) => roundSnapshot(ctx, (req.params as { id: string }).id),
        }),
      },
      async (req) => {
        const round = await closeRound(ctx, opsActorOf(req), req.params.id, req.body?.reason);
        const [view] = (await listRounds(ctx, { game: round.game_code, limit: 500 })).filter(
          (r) => r.round_id === String(round.id),
        );
        return view!;
      },
    );
    route(
      wire.postBackofficeRoundsByIdVoid,
      {
        guard: operators,
        summary:
          'Void a round with a reason: every pending stake refunded once, audited (409 if resulted or void; operator)',
        audit: auditInUseCase('round.void'),
      },
      (req) => voidRoundByOps(ctx, opsActorOf(req), req.params.id, req.body.reason),
    );

    route(
      wire.getBackofficeDrawCalendarByGame,
      { guard: anyOps, summary: 'Draw dates of a table game (e.g. UG)' },
      (req) => listDrawCalendar(ctx, tableGameByCode(req.params.game)),
    );
    route(
      wire.postBackofficeDrawCalendarByGame,
      {
        guard: operators,
        summary: 'Add a real future draw date (operator)',
        audit: auditByHook('calendar.date.add', {
          target: paramTarget('calendar', 'game'),
          after: (req) => ({ draw_date: (req.body as { draw_date: string }).draw_date }),
        }),
      },
      (req) => addDrawDate(ctx, tableGameByCode(req.params.game), req.body.draw_date),
    );
    route(
      wire.deleteBackofficeDrawCalendarByGameByDate,
      {
        guard: operators,
        summary: 'Remove a draw date (its round too, while scheduled without bets; operator)',
        audit: auditByHook('calendar.date.remove', {
          target: paramTarget('calendar', 'game'),
          before: async (req) => ({ draw_date: (req.params as { date: string }).date }),
          after: () => null,
        }),
      },
      (req) => removeDrawDate(ctx, tableGameByCode(req.params.game), req.params.date),
    );
  };
}
