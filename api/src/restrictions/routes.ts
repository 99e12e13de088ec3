/**
 * Restricted numbers: players' `GET {family}/limit-number/{type}` for every draw game, and ops'
 * `GET/POST/DELETE backoffice/restricted-numbers`; ops' per-game partial-cancel fee
 * (`GET/PUT backoffice/cancel-fee/{game}`), the other per-game limit players see.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  limitNumberData,
  restrictedNumberData,
  restrictedNumberInput,
  restrictedNumbersQuery,
  roundBetSlipQuery,
} from 'shared-contracts';
import { cancelFeePercent, setCancelFeePercent } from '../bets/cancel-fee-percent';
import type { AppContext } from '../context';
import { requireOps } from '../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../http/reply';
import { ENGINE_GAMES, engineGameByCode } from '../rounds/draw-games';
import { listLimitNumbers } from './list-limit-numbers';
import { createRestrictedNumber, deleteRestrictedNumber, listRestrictedNumbers } from './manage-restricted-numbers';

export function restrictionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      app.get(
        `/${family}/limit-number/${type}`,
        {
          schema: {
            tags: ['games'],
            summary: `${game.code}: restricted numbers of a round (default the open one): CLOSED, REDUCED_RATE with the rate, CAP with what remains`,
            querystring: roundBetSlipQuery,
            response: responses(limitNumberData),
          },
        },
        async (req, reply) => sendOk(reply, await listLimitNumbers(ctx, game, req.query.round_id)),
      );
    }
    const ops = requireOps(ctx);
    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    const who = (req: { isAdminToken: boolean; user: { userId: number } | null }) =>
      req.isAdminToken ? 'admin-token' : `user:${req.user?.userId ?? '?'}`;
    app.get(
      '/backoffice/restricted-numbers',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Restricted numbers, newest first (?game=VN&round_id=)',
          querystring: restrictedNumbersQuery,
          response: responses(z.array(restrictedNumberData)),
        },
      },
      async (req, reply) => sendOk(reply, await listRestrictedNumbers(ctx, req.query)),
    );
    app.post(
      '/backoffice/restricted-numbers',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Add a CLOSED / REDUCED_RATE / CAP rule for a game (a round, or every round), kind and number',
          body: restrictedNumberInput,
          response: responses(restrictedNumberData, 201),
        },
      },
      async (req, reply) =>
        sendOk(reply, await createRestrictedNumber(ctx, req.body, who(req)), 201, SuccessCode.CREATED),
    );
    app.delete(
      '/backoffice/restricted-numbers/:id',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Remove a restricted-number rule',
          params: z.object({ id: z.string() }),
          response: responses(restrictedNumberData),
        },
      },
      async (req, reply) => sendOk(reply, await deleteRestrictedNumber(ctx, req.params.id), 200, SuccessCode.DELETED),
    );
    const feeSchema = z.object({ game_code: z.string(), fee_percent: z.number() });
    app.get(
      '/backoffice/cancel-fee/:game',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: "A game's partial-cancel fee, percent of the cancelled stake (default 10)",
          params: z.object({ game: z.string() }),
          response: responses(feeSchema),
        },
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        return sendOk(reply, { game_code: game.code, fee_percent: await cancelFeePercent(ctx.db, game) });
      },
    );
    app.put(
      '/backoffice/cancel-fee/:game',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: "Set a game's partial-cancel fee (0-100 percent)",
          params: z.object({ game: z.string() }),
          body: z.object({
            fee_percent: z.number().min(0, 'fee_percent must be 0-100').max(100, 'fee_percent must be 0-100'),
          }),
          response: responses(feeSchema),
        },
      },
      async (req, reply) => {
        const game = engineGameByCode(req.params.game);
        const pct = await setCancelFeePercent(ctx.db, game, req.body.fee_percent, ctx.clock.now());
        return sendOk(reply, { game_code: game.code, fee_percent: pct }, 200, SuccessCode.UPDATED);
      },
    );
  };
}
