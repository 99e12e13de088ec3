/**
 * /api/v1/wallet/*: balance, deposit (demo rail), transaction history, and (issue 11) the payment options,
 * withdrawals on the manual-bank-transfer rail and declared bank-transfer deposits.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { deposit } from './deposit';
import { getBalance } from './get-balance';
import { listTransactions } from './list-transactions';
import { declareManualDeposit } from './manual-deposits/declare-manual-deposit';
import { listMyManualDeposits } from './manual-deposits/list-my-manual-deposits';
import { getPaymentOptions } from './withdrawals/get-payment-options';
import { listMyWithdrawals } from './withdrawals/list-my-withdrawals';
import { requestWithdraw } from './withdrawals/request-withdraw';
import { sendStored } from '../http/reply';
import { idempotentRequest } from './idempotent-request';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.wallet;

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['wallet'], guard: requireUser(ctx) });
    route(wire.getWalletBalance, { summary: 'Balance in baht and free lottery tickets' }, (req) =>
      getBalance(ctx, currentUser(req).userId),
    );
    route(
      wire.postWalletDeposit,
      {
        summary: 'Deposit play credits on the demo rail (1-1,000,000 baht); idempotent per Idempotency-Key',
        rateLimit: rateLimits(ctx.config).deposit,
      },
      async (req, reply) =>
        sendStored(reply, await deposit(ctx, { ...idempotentRequest(req), amountSatang: req.body.amount })),
    );
    route(wire.getWalletTransactions, { summary: 'Ledger history of the player, newest first' }, (req) =>
      listTransactions(ctx, currentUser(req).userId, req.query),
    );
    route(
      wire.getWalletPaymentOptions,
      { summary: "Deposit rails that are on, and today's withdraw limits with the bank account withdrawals go to" },
      (req) => getPaymentOptions(ctx, currentUser(req).userId),
    );
    route(
      wire.postWalletWithdraw,
      {
        summary:
          'Withdraw to the registered bank account (manual-bank-transfer rail): the amount is held at once until ops approve or reject; P7V006 over the daily maximum, P2R202 not enough money, E20014 below the minimum; idempotent per Idempotency-Key',
        rateLimit: rateLimits(ctx.config).deposit,
      },
      async (req, reply) =>
        sendStored(reply, await requestWithdraw(ctx, { ...idempotentRequest(req), amountSatang: req.body.amount })),
    );
    route(
      wire.getWalletWithdrawals,
      { summary: "The player's withdrawals, newest first (PENDING, SUCCESS or CANCEL)" },
      (req) => listMyWithdrawals(ctx, currentUser(req).userId, req.query),
    );
    route(
      wire.postWalletDepositManual,
      {
        summary:
          'Declare a bank transfer on the manual-bank-transfer rail (when PAYMENT_RAIL has it): credited once ops confirm it; idempotent per Idempotency-Key',
        rateLimit: rateLimits(ctx.config).deposit,
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
    route(
      wire.getWalletDepositManual,
      { summary: "The player's declared bank-transfer deposits, newest first" },
      (req) => listMyManualDeposits(ctx, currentUser(req).userId, req.query),
    );
  };
}
