/**
 * Ops' draw-game results, maker-checker: one operator enters (`POST backoffice/rounds/{id}/result`, pending),
 * a different one confirms (`POST .../result/confirm`), which settles; every ops role reads the entry (a pending
 * entry's values only its maker: the checker re-types blind).
 * The use cases are in draw-games/results/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { opsActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { confirmRoundResult } from '../../draw-games/results/confirm-round-result';
import { enterRoundResult } from '../../draw-games/results/enter-round-result';
import { getRoundResultEntry } from '../../draw-games/results/get-round-result-entry';
import { currentOps, requireOps } from '../../http/auth-guard';
import { sendOk } from '../../http/reply';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeResults;

export function backofficeResultRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const anyOps = requireOps(ctx, ANY_OPS);
    const operators = requireOps(ctx, OPERATORS);

    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(
      wire.getBackofficeRoundsByIdResult,
      {
        guard: anyOps,
        summary:
          "The round's result entry: NONE, PENDING (entered, who, when, revision; its values only to its maker: the checker re-types blind) or CONFIRMED (and by whom)",
      },
      (req) => getRoundResultEntry(ctx, req.params.id, currentOps(req).opsUserId),
    );
    route(
      wire.postBackofficeRoundsByIdResult,
      {
        guard: operators,
        summary:
          "Not before the round's scheduled result time (409), nor by an account in its new-account hold (403). Enter (or, while pending, correct) the round's official raw result in its family's shape (GLO draw, Hanoi {special, prize1}, Laos {number}, Malay {first, second}, banks {first_draw, second_draw}, stocks {close, change}; sets: their base game's). Nothing settles: the entry is PENDING until a different operator confirms it. A result that differs from the official one the server holds → 400 (operator)",
        audit: auditInUseCase('round.result.enter'),
      },
      async (req, reply) => {
        const { view, created } = await enterRoundResult(ctx, opsActorOf(req), req.params.id, req.body);
        return created ? sendOk(reply, view, 201, SuccessCode.CREATED) : sendOk(reply, view, 200, SuccessCode.UPDATED);
      },
    );
    route(
      wire.postBackofficeRoundsByIdResultConfirm,
      {
        guard: operators,
        summary:
          'Confirm the pending result by re-typing it blind (a different operator than who entered it and than who closed the round early, else 403; an account in its new-account hold → 403; before the scheduled result time → 409; nothing pending → 409; a different result → 409 naming the fields) and settle the round exactly once',
        audit: auditInUseCase('round.result.confirm'),
      },
      (req) => confirmRoundResult(ctx, opsActorOf(req), req.params.id, req.body),
    );
  };
}
