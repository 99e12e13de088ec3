/** /api/v1/{family}/bet/{type} and bet-slip routes for every table game. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessCode, betSlipData, pageQuery, placeBetBody } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { bearerSecurity, idempotencyHeaders, responses, sendOk } from '../http/reply';
import { TABLE_GAMES } from '../rounds/table-games';
import { requestFingerprint } from '../wallet/idempotency';
import { getSlip } from './get-slip';
import { listSlips } from './list-slips';
import { placeBet } from './place-bet';

export function betRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of TABLE_GAMES) {
      const { family, type } = game.api;
      app.post(
        `/${family}/bet/${type}`,
        {
          preHandler: requireUser(ctx),
          schema: {
            tags: ['games'],
            summary: `${game.code}: place a slip on an open round (E20016 closed, P2R202 short); idempotent per Idempotency-Key`,
            security: bearerSecurity,
            headers: idempotencyHeaders,
            body: placeBetBody,
            response: responses(betSlipData, 201),
          },
        },
        async (req, reply) => {
          const result = await placeBet(ctx, {
            userId: currentUser(req).userId,
            game,
            roundId: req.body.round_id,
            remark: req.body.remark,
            lines: req.body.lines,
            idempotencyKey: req.headers['idempotency-key'],
            requestHash: requestFingerprint(req.body),
          });
          if (result.replayed) reply.header('idempotent-replayed', 'true');
          return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
        },
      );
      app.get(
        `/${family}/bet-slip/${type}`,
        {
          preHandler: requireUser(ctx),
          schema: {
            tags: ['games'],
            summary: `${game.code}: the player's slips, newest first`,
            security: bearerSecurity,
            querystring: pageQuery,
            response: responses(z.array(betSlipData)),
          },
        },
        async (req, reply) => sendOk(reply, await listSlips(ctx, currentUser(req).userId, game, req.query)),
      );
      app.get(
        `/${family}/bet-slip/${type}/:id`,
        {
          preHandler: requireUser(ctx),
          schema: {
            tags: ['games'],
            summary: `${game.code}: one slip with line statuses (PENDING/WIN/LOSE) and payouts`,
            security: bearerSecurity,
            params: z.object({ id: z.string() }),
            response: responses(betSlipData),
          },
        },
        async (req, reply) => sendOk(reply, await getSlip(ctx, currentUser(req).userId, game, req.params.id)),
      );
    }
  };
}
