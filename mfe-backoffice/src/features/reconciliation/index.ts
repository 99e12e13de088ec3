/** Reconciliation: the ledger check, the house's result per game per day and stakes and payouts per round (lazy). */
export { LazyReconciliationPage as ReconciliationPage } from './components/LazyReconciliationPage';
