/** The public face of the checkout feature: other features import only what is exported here. */
export { SuccessStep } from './components/SuccessStep';
export { SummaryStep } from './components/SummaryStep';
