/** The public face of the bet-slip feature: other features import only what is exported here. */
export { PriceStep } from './components/PriceStep';
export { SuccessStep } from './components/SuccessStep';
export { SummaryStep } from './components/SummaryStep';
export { slipRoundOf } from './components/SlipRoundNotice';
