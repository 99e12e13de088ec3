/** The public face of the history feature: other features import only what is exported here. */
export { HistoryTab } from './components/HistoryTab';
export { AllSlipsPage } from './components/AllSlipsPage';
