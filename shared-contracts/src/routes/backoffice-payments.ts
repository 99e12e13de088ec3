/** The wire contract of the routes in `api/src/backoffice/routes/payments.ts` (ARCHITECTURE.md "The wire contract"). */
import {
  opsManualDepositData,
  opsManualDepositsData,
  opsWithdrawalData,
  opsWithdrawalsData,
  paymentApproveBody,
  paymentIdParams,
  paymentQueueQuery,
  paymentRejectBody,
} from '../schemas/payments';
import { route } from './route';

export const backofficePaymentsRoutes = {
  getBackofficeWithdrawals: route({
    method: 'GET',
    path: '/backoffice/withdrawals',
    query: paymentQueueQuery,
    response: opsWithdrawalsData,
  }),
  getBackofficeDeposits: route({
    method: 'GET',
    path: '/backoffice/deposits',
    query: paymentQueueQuery,
    response: opsManualDepositsData,
  }),
  postBackofficeWithdrawalsByIdApprove: route({
    method: 'POST',
    path: '/backoffice/withdrawals/:id/approve',
    params: paymentIdParams,
    body: paymentApproveBody,
    response: opsWithdrawalData,
  }),
  postBackofficeWithdrawalsByIdReject: route({
    method: 'POST',
    path: '/backoffice/withdrawals/:id/reject',
    params: paymentIdParams,
    body: paymentRejectBody,
    response: opsWithdrawalData,
  }),
  postBackofficeDepositsByIdConfirm: route({
    method: 'POST',
    path: '/backoffice/deposits/:id/confirm',
    params: paymentIdParams,
    body: paymentApproveBody,
    response: opsManualDepositData,
  }),
  postBackofficeDepositsByIdReject: route({
    method: 'POST',
    path: '/backoffice/deposits/:id/reject',
    params: paymentIdParams,
    body: paymentRejectBody,
    response: opsManualDepositData,
  }),
};
