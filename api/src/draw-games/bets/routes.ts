/**
 * The per-family bet routes (docs/product.md "API paths") for every draw game of the catalogue (`{family}/{type}`
 * from `game.api`; set games under `set/...`, zodiac under `lao/zodiac`): bet, bet/limitation, bet-slip
 * (list, detail), round-bet-slip, bet-slip-exist, bet-slip/partial (cancel) and cancel-fee/partial.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, satangToBaht, routeTable, gamePath } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { bearerSecurity, sendOk } from '../../http/reply';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { requestFingerprint } from '../../wallet/idempotency';
import { cancelSlipLines, getCancelFee } from './cancel-slip-lines';
import { checkBetLimitation } from './check-bet-limitation';
import { getSlip } from './get-slip';
import { betSlipExist, listRoundSlips } from './list-round-slips';
import { listSlips } from './list-slips';
import { placeBet } from './place-bet';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.drawBets;

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
        gamePath(wire.postGameBet, { family, type }),
        {
          ...base,
          // one per-account budget shared by every game's bet route and the shop checkout
          config: { rateLimit: rateLimits(ctx.config).bet },
          schema: routeSchema(wire.postGameBet, {
            ...meta,
            summary: `${game.code}: place a slip on an open round${units} (E20016 closed, E20013 restricted/cap, P2R202 short); idempotent per Idempotency-Key`,
          }),
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
        gamePath(wire.postGameBetLimitation, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.postGameBetLimitation, {
            ...meta,
            summary: `${game.code}: check a slip against limits and restricted numbers without placing it`,
          }),
        },
        async (req, reply) => sendOk(reply, await checkBetLimitation(ctx, game, req.body.round_id, req.body.lines)),
      );
      app.get(
        gamePath(wire.getGameBetSlip, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.getGameBetSlip, {
            ...meta,
            summary: `${game.code}: the player's slips, newest first`,
          }),
        },
        async (req, reply) => sendOk(reply, await listSlips(ctx, currentUser(req).userId, game, req.query)),
      );
      app.get(
        gamePath(wire.getGameBetSlipById, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.getGameBetSlipById, {
            ...meta,
            summary: `${game.code}: one slip with line statuses (PENDING/WIN/LOSE/CANCEL/USER_CANCEL) and payouts`,
          }),
        },
        async (req, reply) => sendOk(reply, await getSlip(ctx, currentUser(req).userId, game, req.params.id)),
      );
      app.get(
        gamePath(wire.getGameRoundBetSlip, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.getGameRoundBetSlip, {
            ...meta,
            summary: `${game.code}: the player's slips of a round (default: the open or last closed round)`,
          }),
        },
        async (req, reply) =>
          sendOk(reply, await listRoundSlips(ctx, currentUser(req).userId, game, req.query.round_id)),
      );
      app.get(
        gamePath(wire.getGameBetSlipExist, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.getGameBetSlipExist, {
            ...meta,
            summary: `${game.code}: whether the player has slips (of a round when round_id is given)`,
          }),
        },
        async (req, reply) => sendOk(reply, await betSlipExist(ctx, currentUser(req).userId, game, req.query.round_id)),
      );
      app.post(
        gamePath(wire.postGameBetSlipPartialById, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.postGameBetSlipPartialById, {
            ...meta,
            summary: `${game.code}: cancel a whole slip (no line_ids) or some lines; fee kept, rest refunded (E20016 closed, E10000 outside the cancel windows)`,
          }),
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
        gamePath(wire.getGameCancelFeePartialById, { family, type }),
        {
          ...base,
          schema: routeSchema(wire.getGameCancelFeePartialById, {
            ...meta,
            summary: `${game.code}: the fee a cancel would cost now (?line_ids=a,b; default the whole slip)`,
          }),
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
