/**
 * /api/v1 routes of the government-lottery ticket shop (issue 4; spec section 7 "Online lottery") and
 * its ops routes under /api/v1/backoffice/lottery. Players send `Authorization: Bearer`; the cart reads
 * answer visitors (no Authorization header) with an empty cart, writes need a login (401 E10401).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  currentRoundData,
  governmentWinningResult,
  lotteryBetBody,
  lotteryBetLimitationData,
  lotteryBetSlip,
  lotteryBetSlipExistData,
  lotteryBetSlipList,
  lotteryBookBody,
  lotteryCancelFeeData,
  lotteryCartData,
  lotteryCartSummary,
  lotteryFamousNumberData,
  lotteryFamousNumberMasterData,
  lotteryFamousNumberQuery,
  lotteryInventoryBody,
  lotteryInventoryData,
  lotteryPartialCancelBody,
  lotteryPromotionConfig,
  lotteryRoundQuery,
  lotterySearchBody,
  lotterySearchData,
  lotterySearchQuery,
  pageQuery,
  winningResultQuery,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireOps, requireUser } from '../http/auth-guard';
import { bearerSecurity, idempotencyHeaders, responses, sendOk } from '../http/reply';
import { requestFingerprint } from '../wallet/idempotency';
import { bookNumbers } from './cart/book-numbers';
import { getCart } from './cart/get-cart';
import { getCartSummary } from './cart/get-cart-summary';
import { checkBetLimitation } from './checkout/check-bet-limitation';
import { placeLotteryBet } from './checkout/place-lottery-bet';
import { loadInventory } from './inventory/load-inventory';
import { getPromotionConfig, putPromotionConfig } from './promotions/promotion-config';
import { getFamousNumberHistory, getFamousNumbers } from './results/famous-numbers';
import { getWinningResult } from './results/get-winning-result';
import { getShopCurrentRound } from './rounds/get-shop-current-round';
import { searchNumbers } from './search/search-numbers';
import { ticketArtworkSvg } from './search/ticket-artwork';
import { cancelTickets } from './tickets/cancel-tickets';
import { getCancelFee } from './tickets/get-cancel-fee';
import { getSlip } from './tickets/get-slip';
import { listRoundSlips, listSlips, resolveShopRoundId, slipExists } from './tickets/list-slips';

const slipParams = z.object({ id: z.string().min(1) });

export function lotteryShopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const user = requireUser(ctx);
    const ops = requireOps(ctx);
    /** Visitors pass through (req.user stays null); a sent token must be valid. */
    const maybeUser = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.authorization) await user.call(app, req, reply);
    };
    const tags = ['lottery-shop'];
    const auth = { tags, security: bearerSecurity };

    app.get(
      '/underground/current-round',
      {
        schema: {
          tags,
          summary: 'The ticket shop round (game_type=LOTTERY) with is_lottery_sold_out; 409 E20016 when closed',
          querystring: z.object({ game_type: z.literal('LOTTERY', { message: 'game_type must be LOTTERY' }) }),
          response: responses(currentRoundData),
        },
      },
      async (_req, reply) => sendOk(reply, await getShopCurrentRound(ctx)),
    );

    app.post(
      '/lottery/search-number',
      {
        schema: {
          tags,
          summary: 'Numbers with stock matching six boxes (blank/_ = any digit), random order, limit 1-50 (default 5)',
          querystring: lotterySearchQuery,
          body: lotterySearchBody,
          response: responses(lotterySearchData),
        },
      },
      async (req, reply) => {
        const b = req.body;
        const digits = [
          b.first_number,
          b.second_number,
          b.third_number,
          b.fourth_number,
          b.fifth_number,
          b.sixth_number,
        ];
        return sendOk(reply, await searchNumbers(ctx, digits, req.query.limit));
      },
    );
    app.get(
      '/lottery/suggest-number',
      { schema: { tags, summary: 'A few random numbers with stock', response: responses(lotterySearchData) } },
      async (_req, reply) => sendOk(reply, await searchNumbers(ctx, [], 5)),
    );
    app.get(
      '/lottery/fe/background/:date',
      {
        schema: {
          tags,
          summary: 'Ticket artwork of a draw date as SVG (path {YYYY-MM-DD}T16:00:00; not an envelope)',
          params: z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'date must be YYYY-MM-DDT16:00:00') }),
        },
      },
      async (req, reply) =>
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(ticketArtworkSvg(req.params.date.slice(0, 10))),
    );

    app.post(
      '/lottery/book',
      {
        preHandler: user,
        schema: {
          ...auth,
          summary: 'Set the booked count of numbers (0 removes); 409 E20015 {remaining}, 422 E20013 beyond 55',
          body: lotteryBookBody,
          response: responses(lotteryCartData),
        },
      },
      async (req, reply) => sendOk(reply, await bookNumbers(ctx, currentUser(req).userId, req.body.bet_detail_list)),
    );
    app.get(
      '/lottery/cart',
      {
        preHandler: maybeUser,
        schema: {
          ...auth,
          summary: 'The cart of the open shop round (empty for visitors)',
          response: responses(lotteryCartData),
        },
      },
      async (req, reply) => sendOk(reply, await getCart(ctx, req.user?.userId ?? null)),
    );
    app.get(
      '/lottery/cart/summary',
      {
        preHandler: maybeUser,
        schema: {
          ...auth,
          summary: 'The cart priced (79 baht a ticket) with promotions',
          response: responses(lotteryCartSummary),
        },
      },
      async (req, reply) => sendOk(reply, await getCartSummary(ctx, req.user?.userId ?? null)),
    );

    app.post(
      '/lottery/bet/limitation',
      {
        preHandler: user,
        schema: {
          ...auth,
          summary: 'Checks a purchase of the cart without buying (E20016, E20015, E30002, E30003, P2R202)',
          body: lotteryBetBody,
          response: responses(lotteryBetLimitationData),
        },
      },
      async (req, reply) => sendOk(reply, await checkBetLimitation(ctx, currentUser(req).userId, req.body.uses)),
    );
    app.post(
      '/lottery/bet',
      {
        preHandler: user,
        schema: {
          ...auth,
          summary: 'Buy the cart (79 baht a ticket, `uses` FREE_LOTTERY tickets); idempotent per Idempotency-Key',
          headers: idempotencyHeaders,
          body: lotteryBetBody,
          response: responses(lotteryBetSlip, 201),
        },
      },
      async (req, reply) => {
        const result = await placeLotteryBet(ctx, {
          userId: currentUser(req).userId,
          remark: req.body.remark,
          uses: req.body.uses,
          idempotencyKey: req.headers['idempotency-key'],
          requestHash: requestFingerprint(req.body),
        });
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
      },
    );

    app.get(
      '/lottery/bet-slip',
      {
        preHandler: user,
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
        preHandler: user,
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
        preHandler: user,
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
        preHandler: user,
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
        preHandler: user,
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
        preHandler: user,
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

    app.get(
      '/government/winning-result',
      {
        schema: {
          tags,
          summary: 'Every prize of the official GLO draw of a date, with payout_status',
          querystring: winningResultQuery,
          response: responses(governmentWinningResult),
        },
      },
      async (req, reply) => sendOk(reply, await getWinningResult(ctx, req.query.round_end_date)),
    );
    app.get(
      '/game/fe/lottery/famous-number',
      {
        schema: {
          tags,
          summary: 'Most frequent numbers of a prize type across the official draws',
          querystring: lotteryFamousNumberQuery,
          response: responses(lotteryFamousNumberData),
        },
      },
      async (req, reply) => sendOk(reply, await getFamousNumbers(ctx, req.query.prize_type, req.query.limit)),
    );
    app.get(
      '/game/fe/lottery/famous-number/:master',
      {
        schema: {
          tags,
          summary: 'Every appearance of a 2-, 3- or 6-digit number in the official draws',
          params: z.object({ master: z.string() }),
          response: responses(lotteryFamousNumberMasterData),
        },
      },
      async (req, reply) => sendOk(reply, await getFamousNumberHistory(ctx, req.params.master)),
    );

    const opsSchema = { tags: ['backoffice'], security: bearerSecurity };
    app.post(
      '/backoffice/lottery/inventory/:round_id',
      {
        preHandler: ops,
        bodyLimit: 64 * 1024 * 1024,
        schema: {
          ...opsSchema,
          summary: 'Load the real ticket stock of a shop round ([{number, quantity}]; replaces the unsold stock)',
          params: z.object({ round_id: z.string() }),
          body: lotteryInventoryBody,
          response: responses(lotteryInventoryData),
        },
      },
      async (req, reply) => sendOk(reply, await loadInventory(ctx, req.params.round_id, req.body)),
    );
    app.get(
      '/backoffice/lottery/promotions',
      {
        preHandler: ops,
        schema: { ...opsSchema, summary: 'Promotion settings', response: responses(lotteryPromotionConfig) },
      },
      async (_req, reply) => sendOk(reply, await getPromotionConfig(ctx.db)),
    );
    app.put(
      '/backoffice/lottery/promotions',
      {
        preHandler: ops,
        schema: {
          ...opsSchema,
          summary: 'Change the promotion settings',
          body: lotteryPromotionConfig,
          response: responses(lotteryPromotionConfig),
        },
      },
      async (req, reply) => sendOk(reply, await putPromotionConfig(ctx.db, req.body, ctx.clock.now())),
    );
  };
}
