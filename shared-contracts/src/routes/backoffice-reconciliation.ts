/** The wire contract of the routes in `api/src/backoffice/routes/reconciliation.ts` (ARCHITECTURE.md "The wire contract"). */
import {
  houseDaily,
  houseDailyQuery,
  ledgerReconciliation,
  ledgerReconciliationQuery,
  roundReconciliation,
  roundReconciliationQuery,
} from '../schemas/reconciliation';
import { route } from './route';

export const backofficeReconciliationRoutes = {
  getBackofficeReconciliationLedger: route({
    method: 'GET',
    path: '/backoffice/reconciliation/ledger',
    query: ledgerReconciliationQuery,
    response: ledgerReconciliation,
  }),
  getBackofficeReconciliationHouseDaily: route({
    method: 'GET',
    path: '/backoffice/reconciliation/house-daily',
    query: houseDailyQuery,
    response: houseDaily,
  }),
  getBackofficeReconciliationRounds: route({
    method: 'GET',
    path: '/backoffice/reconciliation/rounds',
    query: roundReconciliationQuery,
    response: roundReconciliation,
  }),
};
