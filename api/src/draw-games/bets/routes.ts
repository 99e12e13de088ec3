/**
 * The per-family bet routes (docs/product.md "API paths") for every draw game of the catalogue (`{family}/{type}`
 * from `game.api`; set games under `set/...`, zodiac under `lao/zodiac`): bet, bet/limitation, bet-slip
 * (list, detail), round-bet-slip, bet-slip-exist, bet-slip/partial (cancel) and cancel-fee/partial.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, satangToBaht, routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { ENGINE_GAMES } from '../rounds/draw-games';
import { cancelSlipLines, getCancelFee } from './cancel-slip-lines';
import { checkBetLimitation } from './check-bet-limitation';
import { getSlip } from './get-slip';
import { betSlipExist, listRoundSlips } from './list-round-slips';
import { listSlips } from './list-slips';
import { placeBet } from './place-bet';
import { sendStored } from '../../http/reply';
import { idempotentRequest } from '../../wallet/idempotent-request';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.drawBets;

export function betRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    contractRoutes(app, { tags: ['games'], guard: requireUser(ctx) })(
      wire.getAllBetSlips,
      { summary: "The player's slips of every draw game, newest first (paged: skip, limit)" },
      (req) => listSlips(ctx, currentUser(req).userId, null, req.query),
    );
    for (const game of ENGINE_GAMES) {
      const units = game.unitPriceSatang
        ? ` (amount = ${game.betKinds[0]?.kind === 'SET_4D' ? 'sets' : 'tickets'} at ${satangToBaht(game.unitPriceSatang)} baht)`
        : '';
      const route = contractRoutes(app, { tags: ['games'], guard: requireUser(ctx), game: game.api });
      route(
        wire.postGameBet,
        {
          summary: `${game.code}: place a slip on an open round${units} (E20016 closed, E20013 restricted/cap, P2R202 short); idempotent per Idempotency-Key`,
          // one per-account budget shared by every game's bet route and the shop checkout
          rateLimit: rateLimits(ctx.config).bet,
        },
        async (req, reply) =>
          sendStored(
            reply,
            await placeBet(ctx, {
              ...idempotentRequest(req),
              game,
              roundId: req.body.round_id,
              remark: req.body.remark,
              lines: req.body.lines,
            }),
          ),
      );
      route(
        wire.postGameBetLimitation,
        {
          summary: `${game.code}: check a slip against limits and restricted numbers without placing it`,
        },
        (req) => checkBetLimitation(ctx, game, req.body.round_id, req.body.lines),
      );
      route(wire.getGameBetSlip, { summary: `${game.code}: the player's slips, newest first` }, (req) =>
        listSlips(ctx, currentUser(req).userId, game, req.query),
      );
      route(
        wire.getGameBetSlipById,
        {
          summary: `${game.code}: one slip with line statuses (PENDING/WIN/LOSE/CANCEL/USER_CANCEL) and payouts`,
        },
        (req) => getSlip(ctx, currentUser(req).userId, game, req.params.id),
      );
      route(
        wire.getGameRoundBetSlip,
        {
          summary: `${game.code}: the player's slips of a round (default: the open or last closed round)`,
        },
        (req) => listRoundSlips(ctx, currentUser(req).userId, game, req.query.round_id),
      );
      route(
        wire.getGameBetSlipExist,
        {
          summary: `${game.code}: whether the player has slips (of a round when round_id is given)`,
        },
        (req) => betSlipExist(ctx, currentUser(req).userId, game, req.query.round_id),
      );
      route(
        wire.postGameBetSlipPartialById,
        {
          summary: `${game.code}: cancel a whole slip (no line_ids) or some lines; fee kept, rest refunded (E20016 closed, E10000 outside the cancel windows)`,
          code: SuccessCode.UPDATED,
        },
        (req) => cancelSlipLines(ctx, currentUser(req).userId, game, req.params.id, req.body.line_ids ?? []),
      );
      route(
        wire.getGameCancelFeePartialById,
        {
          summary: `${game.code}: the fee a cancel would cost now (?line_ids=a,b; default the whole slip)`,
        },
        (req) =>
          getCancelFee(
            ctx,
            currentUser(req).userId,
            game,
            req.params.id,
            (req.query.line_ids ?? '').split(',').filter((s) => s.length > 0),
          ),
      );
    }
  };
}
