/** /api/v1/wallet/*: balance, deposit (demo rail), transaction history. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SuccessCode,
  depositBody,
  depositData,
  pageQuery,
  walletBalanceData,
  walletTransaction,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { currentUser, requireUser } from '../http/auth-guard';
import { rateLimits } from '../http/rate-limit';
import { bearerSecurity, idempotencyHeaders, responses, sendOk } from '../http/reply';
import { deposit } from './deposit';
import { getBalance } from './get-balance';
import { requestFingerprint } from './idempotency';
import { listTransactions } from './list-transactions';

export function walletRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/wallet/balance',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['wallet'],
          summary: 'Balance in baht and free lottery tickets',
          security: bearerSecurity,
          response: responses(walletBalanceData),
        },
      },
      async (req, reply) => sendOk(reply, await getBalance(ctx, currentUser(req).userId)),
    );
    app.post(
      '/wallet/deposit',
      {
        onRequest: requireUser(ctx),
        config: { rateLimit: rateLimits(ctx.config).deposit },
        schema: {
          tags: ['wallet'],
          summary: 'Deposit play credits on the demo rail (1-1,000,000 baht); idempotent per Idempotency-Key',
          security: bearerSecurity,
          headers: idempotencyHeaders,
          body: depositBody,
          response: responses(depositData, 201),
        },
      },
      async (req, reply) => {
        const result = await deposit(ctx, {
          userId: currentUser(req).userId,
          amountSatang: req.body.amount,
          idempotencyKey: req.headers['idempotency-key'],
          requestHash: requestFingerprint(req.body),
        });
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
      },
    );
    app.get(
      '/wallet/transactions',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags: ['wallet'],
          summary: 'Ledger history of the player, newest first',
          security: bearerSecurity,
          querystring: pageQuery,
          response: responses(z.array(walletTransaction)),
        },
      },
      async (req, reply) => sendOk(reply, await listTransactions(ctx, currentUser(req).userId, req.query)),
    );
  };
}
