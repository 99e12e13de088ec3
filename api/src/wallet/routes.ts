/**
 * /api/v1/wallet/*: balance, deposit (demo rail), transaction history, and (issue 11) the payment options,
 * withdrawals on the manual-bank-transfer rail and declared bank-transfer deposits.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity, sendOk } from '../http/reply';
import { deposit } from './deposit';
import { getBalance } from './get-balance';
import { requestFingerprint, type StoredResponse } from './idempotency';
import { listTransactions } from './list-transactions';
import { declareManualDeposit } from './manual-deposits/declare-manual-deposit';
import { listMyManualDeposits } from './manual-deposits/list-my-manual-deposits';
import { getPaymentOptions } from './withdrawals/get-payment-options';
import { listMyWithdrawals } from './withdrawals/list-my-withdrawals';
import { requestWithdraw } from './withdrawals/request-withdraw';
import { routeSchema } from '../http/contract-route';

const wire = routeTable.wallet;

/** The player, Idempotency-Key and body fingerprint of a money-moving request (its idempotency record's key). */
function idempotentRequest(req: FastifyRequest & { headers: { 'idempotency-key': string } }) {
  return {
    userId: currentUser(req).userId,
    idempotencyKey: req.headers['idempotency-key'],
    requestHash: requestFingerprint(req.body),
  };
}

/** Sends a money-moving request's stored response (201 CREATED), marked `idempotent-replayed: true` on a replay. */
function sendStored<T>(reply: FastifyReply, result: StoredResponse<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
}

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      wire.getWalletBalance.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getWalletBalance, {
          tags: ['wallet'],
          summary: 'Balance in baht and free lottery tickets',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await getBalance(ctx, currentUser(req).userId)),
    );
    app.post(
      wire.postWalletDeposit.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: rateLimits(ctx.config).deposit },
        schema: routeSchema(wire.postWalletDeposit, {
          tags: ['wallet'],
          summary: 'Deposit play credits on the demo rail (1-1,000,000 baht); idempotent per Idempotency-Key',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendStored(reply, await deposit(ctx, { ...idempotentRequest(req), amountSatang: req.body.amount })),
    );
    app.get(
      wire.getWalletTransactions.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getWalletTransactions, {
          tags: ['wallet'],
          summary: 'Ledger history of the player, newest first',
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await listTransactions(ctx, currentUser(req).userId, req.query)),
    );
    app.get(
      wire.getWalletPaymentOptions.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getWalletPaymentOptions, {
          tags: ['wallet'],
          summary: "Deposit rails that are on, and today's withdraw limits with the bank account withdrawals go to",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await getPaymentOptions(ctx, currentUser(req).userId)),
    );
    app.post(
      wire.postWalletWithdraw.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: rateLimits(ctx.config).deposit },
        schema: routeSchema(wire.postWalletWithdraw, {
          tags: ['wallet'],
          summary:
            'Withdraw to the registered bank account (manual-bank-transfer rail): the amount is held at once until ops approve or reject; P7V006 over the daily maximum, P2R202 not enough money, E20014 below the minimum; idempotent per Idempotency-Key',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendStored(reply, await requestWithdraw(ctx, { ...idempotentRequest(req), amountSatang: req.body.amount })),
    );
    app.get(
      wire.getWalletWithdrawals.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getWalletWithdrawals, {
          tags: ['wallet'],
          summary: "The player's withdrawals, newest first (PENDING, SUCCESS or CANCEL)",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await listMyWithdrawals(ctx, currentUser(req).userId, req.query)),
    );
    app.post(
      wire.postWalletDepositManual.path,
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: rateLimits(ctx.config).deposit },
        schema: routeSchema(wire.postWalletDepositManual, {
          tags: ['wallet'],
          summary:
            'Declare a bank transfer on the manual-bank-transfer rail (when PAYMENT_RAIL has it): credited once ops confirm it; idempotent per Idempotency-Key',
          security: bearerSecurity,
        }),
      },
      async (req, reply) =>
        sendStored(
          reply,
          await declareManualDeposit(ctx, {
            ...idempotentRequest(req),
            amountSatang: req.body.amount,
            transferredAt: new Date(req.body.transferred_at),
            slipReference: req.body.slip_reference ?? '',
          }),
        ),
    );
    app.get(
      wire.getWalletDepositManual.path,
      {
        onRequest: requireUser(ctx),
        schema: routeSchema(wire.getWalletDepositManual, {
          tags: ['wallet'],
          summary: "The player's declared bank-transfer deposits, newest first",
          security: bearerSecurity,
        }),
      },
      async (req, reply) => sendOk(reply, await listMyManualDeposits(ctx, currentUser(req).userId, req.query)),
    );
  };
}
