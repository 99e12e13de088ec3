/** The player's purchases: `GET lottery/bet-slip[/{id}]`, `GET lottery/round-bet-slip`, `GET lottery/bet-slip-exist`, and partial cancellation (`GET lottery/cancel-fee/partial/{id}`, `POST lottery/bet-slip/partial/{id}`). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lotteryBetSlip,
  lotteryBetSlipExistData,
  lotteryBetSlipList,
  lotteryCancelFeeData,
  lotteryPartialCancelBody,
  lotteryRoundQuery,
  pageQuery,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, requireUser } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { cancelTickets } from '../tickets/cancel-tickets';
import { getCancelFee } from '../tickets/get-cancel-fee';
import { getSlip } from '../tickets/get-slip';
import { listRoundSlips, listSlips, resolveShopRoundId, slipExists } from '../tickets/list-slips';

const slipParams = z.object({ id: z.string().min(1) });

export function shopTicketRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    const auth = { tags: ['lottery-shop'], security: bearerSecurity };
    app.get(
      '/lottery/bet-slip',
      {
        onRequest: user,
        schema: {
          ...auth,
          summary: "The player's ticket purchases, newest first",
          querystring: pageQuery,
          response: responses(lotteryBetSlipList),
        },
      },
      async (req, reply) => sendOk(reply, await listSlips(ctx, currentUser(req).userId, req.query)),
    );
    app.get(
      '/lottery/bet-slip/:id',
      {
        onRequest: user,
        schema: {
          ...auth,
          summary: 'One purchase with its tickets',
          params: slipParams,
          response: responses(lotteryBetSlip),
        },
      },
      async (req, reply) => sendOk(reply, await getSlip(ctx, currentUser(req).userId, req.params.id)),
    );
    app.get(
      '/lottery/round-bet-slip',
      {
        onRequest: user,
        schema: {
          ...auth,
          summary: 'Purchases of one shop round (default: the open one)',
          querystring: lotteryRoundQuery,
          response: responses(z.array(lotteryBetSlip)),
        },
      },
      async (req, reply) =>
        sendOk(
          reply,
          await listRoundSlips(ctx, currentUser(req).userId, await resolveShopRoundId(ctx, req.query.round_id)),
        ),
    );
    app.get(
      '/lottery/bet-slip-exist',
      {
        onRequest: user,
        schema: {
          ...auth,
          summary: 'Whether the player bought tickets in a shop round (default: the open one)',
          querystring: lotteryRoundQuery,
          response: responses(lotteryBetSlipExistData),
        },
      },
      async (req, reply) =>
        sendOk(
          reply,
          await slipExists(ctx, currentUser(req).userId, await resolveShopRoundId(ctx, req.query.round_id)),
        ),
    );
    app.get(
      '/lottery/cancel-fee/partial/:id',
      {
        onRequest: user,
        schema: {
          ...auth,
          summary: 'Fee (10%) and refund per cancellable ticket',
          params: slipParams,
          response: responses(lotteryCancelFeeData),
        },
      },
      async (req, reply) => sendOk(reply, await getCancelFee(ctx, currentUser(req).userId, req.params.id)),
    );
    app.post(
      '/lottery/bet-slip/partial/:id',
      {
        onRequest: user,
        schema: {
          ...auth,
          summary: 'Cancel tickets of a purchase (all available ones without ticket_ids): refund minus 10%',
          params: slipParams,
          body: lotteryPartialCancelBody.optional(),
          response: responses(lotteryBetSlip),
        },
      },
      async (req, reply) =>
        sendOk(reply, await cancelTickets(ctx, currentUser(req).userId, req.params.id, req.body?.ticket_ids)),
    );
  };
}
