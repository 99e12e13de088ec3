/** The wire contract of the routes in `api/src/wallet/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  manualDepositBody,
  manualDepositData,
  paymentOptionsData,
  withdrawBody,
  withdrawResultData,
  withdrawalData,
} from '../schemas/payments';
import { depositData, walletBalanceData, walletTransaction } from '../schemas/users';
import { depositBody, pageQuery } from '../schemas/wallet';
import { idempotencyHeaders, route } from './route';

export const walletRoutes = {
  getWalletBalance: route({ method: 'GET', path: '/wallet/balance', response: walletBalanceData }),
  postWalletDeposit: route({
    method: 'POST',
    path: '/wallet/deposit',
    body: depositBody,
    headers: idempotencyHeaders,
    response: depositData,
    status: 201,
  }),
  getWalletTransactions: route({
    method: 'GET',
    path: '/wallet/transactions',
    query: pageQuery,
    response: z.array(walletTransaction),
  }),
  getWalletPaymentOptions: route({ method: 'GET', path: '/wallet/payment-options', response: paymentOptionsData }),
  postWalletWithdraw: route({
    method: 'POST',
    path: '/wallet/withdraw',
    body: withdrawBody,
    headers: idempotencyHeaders,
    response: withdrawResultData,
    status: 201,
  }),
  getWalletWithdrawals: route({
    method: 'GET',
    path: '/wallet/withdrawals',
    query: pageQuery,
    response: z.array(withdrawalData),
  }),
  postWalletDepositManual: route({
    method: 'POST',
    path: '/wallet/deposit/manual',
    body: manualDepositBody,
    headers: idempotencyHeaders,
    response: manualDepositData,
    status: 201,
  }),
  getWalletDepositManual: route({
    method: 'GET',
    path: '/wallet/deposit/manual',
    query: pageQuery,
    response: z.array(manualDepositData),
  }),
};
