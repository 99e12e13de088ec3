/** The public face of the history feature: other features import only what is exported here. */
export { fetchLotterySlips } from './api/fetch-lottery-slips';
export { HistoryTab } from './components/HistoryTab';
