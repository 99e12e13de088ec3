/**
 * The per-family bet routes (docs/product.md "API paths") for every draw game of the catalogue (`{family}/{type}`
 * from `game.api`; set games under `set/...`, zodiac under `lao/zodiac`): bet, bet/limitation, bet-slip
 * (list, detail), round-bet-slip, bet-slip-exist, bet-slip/partial (cancel) and cancel-fee/partial.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  betLimitationBody,
  betLimitationData,
  betSlipExistData,
  betSlipExistQuery,
  cancelFeeData,
  cancelFeeQuery,
  drawBetSlipData,
  pageQuery,
  partialCancelBody,
  partialCancelData,
  placeBetBody,
  roundBetSlipData,
  roundBetSlipQuery,
  satangToBaht,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { bearerSecurity, idempotencyHeaders, responses, sendOk } from '../../http/reply';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { requestFingerprint } from '../../wallet/idempotency';
import { cancelSlipLines, getCancelFee } from './cancel-slip-lines';
import { checkBetLimitation } from './check-bet-limitation';
import { getSlip } from './get-slip';
import { betSlipExist, listRoundSlips } from './list-round-slips';
import { listSlips } from './list-slips';
import { placeBet } from './place-bet';

export function betRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const game of ENGINE_GAMES) {
      const { family, type } = game.api;
      const base = { onRequest: requireUser(ctx) };
      const meta = { tags: ['games'], security: bearerSecurity };
      const units = game.unitPriceSatang
        ? ` (amount = ${game.betKinds[0]?.kind === 'SET_4D' ? 'sets' : 'tickets'} at ${satangToBaht(game.unitPriceSatang)} baht)`
        : '';
      app.post(
        `/${family}/bet/${type}`,
        {
          ...base,
          // one per-account budget shared by every game's bet route and the shop checkout
          config: { rateLimit: rateLimits(ctx.config).bet },
          schema: {
            ...meta,
            summary: `${game.code}: place a slip on an open round${units} (E20016 closed, E20013 restricted/cap, P2R202 short); idempotent per Idempotency-Key`,
            headers: idempotencyHeaders,
            body: placeBetBody,
            response: responses(drawBetSlipData, 201),
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
      app.post(
        `/${family}/bet/limitation/${type}`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: check a slip against limits and restricted numbers without placing it`,
            body: betLimitationBody,
            response: responses(betLimitationData),
          },
        },
        async (req, reply) => sendOk(reply, await checkBetLimitation(ctx, game, req.body.round_id, req.body.lines)),
      );
      app.get(
        `/${family}/bet-slip/${type}`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: the player's slips, newest first`,
            querystring: pageQuery,
            response: responses(z.array(drawBetSlipData)),
          },
        },
        async (req, reply) => sendOk(reply, await listSlips(ctx, currentUser(req).userId, game, req.query)),
      );
      app.get(
        `/${family}/bet-slip/${type}/:id`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: one slip with line statuses (PENDING/WIN/LOSE/CANCEL/USER_CANCEL) and payouts`,
            params: z.object({ id: z.string() }),
            response: responses(drawBetSlipData),
          },
        },
        async (req, reply) => sendOk(reply, await getSlip(ctx, currentUser(req).userId, game, req.params.id)),
      );
      app.get(
        `/${family}/round-bet-slip/${type}`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: the player's slips of a round (default: the open or last closed round)`,
            querystring: roundBetSlipQuery,
            response: responses(roundBetSlipData),
          },
        },
        async (req, reply) =>
          sendOk(reply, await listRoundSlips(ctx, currentUser(req).userId, game, req.query.round_id)),
      );
      app.get(
        `/${family}/bet-slip-exist/${type}`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: whether the player has slips (of a round when round_id is given)`,
            querystring: betSlipExistQuery,
            response: responses(betSlipExistData),
          },
        },
        async (req, reply) => sendOk(reply, await betSlipExist(ctx, currentUser(req).userId, game, req.query.round_id)),
      );
      app.post(
        `/${family}/bet-slip/partial/${type}/:id`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: cancel a whole slip (no line_ids) or some lines; fee kept, rest refunded (E20016 closed, E10000 outside the cancel windows)`,
            params: z.object({ id: z.string() }),
            body: partialCancelBody,
            response: responses(partialCancelData),
          },
        },
        async (req, reply) =>
          sendOk(
            reply,
            await cancelSlipLines(ctx, currentUser(req).userId, game, req.params.id, req.body.line_ids ?? []),
            200,
            SuccessCode.UPDATED,
          ),
      );
      app.get(
        `/${family}/cancel-fee/partial/${type}/:id`,
        {
          ...base,
          schema: {
            ...meta,
            summary: `${game.code}: the fee a cancel would cost now (?line_ids=a,b; default the whole slip)`,
            params: z.object({ id: z.string() }),
            querystring: cancelFeeQuery,
            response: responses(cancelFeeData),
          },
        },
        async (req, reply) =>
          sendOk(
            reply,
            await getCancelFee(
              ctx,
              currentUser(req).userId,
              game,
              req.params.id,
              (req.query.line_ids ?? '').split(',').filter((s) => s.length > 0),
            ),
          ),
      );
    }
  };
}
