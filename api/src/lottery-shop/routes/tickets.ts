/** The player's purchases: `GET lottery/bet-slip[/{id}]`, `GET lottery/round-bet-slip`, `GET lottery/bet-slip-exist`, and partial cancellation (`GET lottery/cancel-fee/partial/{id}`, `POST lottery/bet-slip/partial/{id}`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { cancelTickets } from '../tickets/cancel-tickets';
import { getCancelFee } from '../tickets/get-cancel-fee';
import { getSlip } from '../tickets/get-slip';
import { listRoundSlips, listSlips, resolveShopRoundId, slipExists } from '../tickets/list-slips';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.lotteryShopTickets;

export function shopTicketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    const route = contractRoutes(app, { tags: ['lottery-shop'], guard: user });
    route(wire.getLotteryBetSlip, { summary: "The player's ticket purchases, newest first" }, (req) =>
      listSlips(ctx, currentUser(req).userId, req.query),
    );
    route(wire.getLotteryBetSlipById, { summary: 'One purchase with its tickets' }, (req) =>
      getSlip(ctx, currentUser(req).userId, req.params.id),
    );
    route(
      wire.getLotteryRoundBetSlip,
      { summary: 'Purchases of one shop round (default: the open one)' },
      async (req) => listRoundSlips(ctx, currentUser(req).userId, await resolveShopRoundId(ctx, req.query.round_id)),
    );
    route(
      wire.getLotteryBetSlipExist,
      { summary: 'Whether the player bought tickets in a shop round (default: the open one)' },
      async (req) => slipExists(ctx, currentUser(req).userId, await resolveShopRoundId(ctx, req.query.round_id)),
    );
    route(wire.getLotteryCancelFeePartialById, { summary: 'Fee (10%) and refund per cancellable ticket' }, (req) =>
      getCancelFee(ctx, currentUser(req).userId, req.params.id),
    );
    route(
      wire.postLotteryBetSlipPartialById,
      { summary: 'Cancel tickets of a purchase (all available ones without ticket_ids): refund minus 10%' },
      (req) => cancelTickets(ctx, currentUser(req).userId, req.params.id, req.body?.ticket_ids),
    );
  };
}
