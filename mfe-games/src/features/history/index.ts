/** The public face of the history feature: other features import only what is exported here. */
export { HistoryTab } from './components/HistoryTab';
export { ALL_SLIPS_PATH } from './all-slips-path';
export { AllSlipsPage } from './components/AllSlipsPage';
