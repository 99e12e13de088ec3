/** The player's purchases: `GET lottery/bet-slip[/{id}]`, `GET lottery/round-bet-slip`, `GET lottery/bet-slip-exist`, and partial cancellation (`GET lottery/cancel-fee/partial/{id}`, `POST lottery/bet-slip/partial/{id}`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { bearerSecurity, sendOk } from '../../http/reply';
import { cancelTickets } from '../tickets/cancel-tickets';
import { getCancelFee } from '../tickets/get-cancel-fee';
import { getSlip } from '../tickets/get-slip';
import { listRoundSlips, listSlips, resolveShopRoundId, slipExists } from '../tickets/list-slips';
import { routeSchema } from '../../http/contract-route';

const wire = routeTable.lotteryShopTickets;

export function shopTicketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    const auth = { tags: ['lottery-shop'], security: bearerSecurity };
    app.get(
      wire.getLotteryBetSlip.path,
      {
        onRequest: user,
        schema: routeSchema(wire.getLotteryBetSlip, {
          ...auth,
          summary: "The player's ticket purchases, newest first",
        }),
      },
      async (req, reply) => sendOk(reply, await listSlips(ctx, currentUser(req).userId, req.query)),
    );
    app.get(
      wire.getLotteryBetSlipById.path,
      {
        onRequest: user,
        schema: routeSchema(wire.getLotteryBetSlipById, { ...auth, summary: 'One purchase with its tickets' }),
      },
      async (req, reply) => sendOk(reply, await getSlip(ctx, currentUser(req).userId, req.params.id)),
    );
    app.get(
      wire.getLotteryRoundBetSlip.path,
      {
        onRequest: user,
        schema: routeSchema(wire.getLotteryRoundBetSlip, {
          ...auth,
          summary: 'Purchases of one shop round (default: the open one)',
        }),
      },
      async (req, reply) =>
        sendOk(
          reply,
          await listRoundSlips(ctx, currentUser(req).userId, await resolveShopRoundId(ctx, req.query.round_id)),
        ),
    );
    app.get(
      wire.getLotteryBetSlipExist.path,
      {
        onRequest: user,
        schema: routeSchema(wire.getLotteryBetSlipExist, {
          ...auth,
          summary: 'Whether the player bought tickets in a shop round (default: the open one)',
        }),
      },
      async (req, reply) =>
        sendOk(
          reply,
          await slipExists(ctx, currentUser(req).userId, await resolveShopRoundId(ctx, req.query.round_id)),
        ),
    );
    app.get(
      wire.getLotteryCancelFeePartialById.path,
      {
        onRequest: user,
        schema: routeSchema(wire.getLotteryCancelFeePartialById, {
          ...auth,
          summary: 'Fee (10%) and refund per cancellable ticket',
        }),
      },
      async (req, reply) => sendOk(reply, await getCancelFee(ctx, currentUser(req).userId, req.params.id)),
    );
    app.post(
      wire.postLotteryBetSlipPartialById.path,
      {
        onRequest: user,
        schema: routeSchema(wire.postLotteryBetSlipPartialById, {
          ...auth,
          summary: 'Cancel tickets of a purchase (all available ones without ticket_ids): refund minus 10%',
        }),
      },
      async (req, reply) =>
        sendOk(reply, await cancelTickets(ctx, currentUser(req).userId, req.params.id, req.body?.ticket_ids)),
    );
  };
}
