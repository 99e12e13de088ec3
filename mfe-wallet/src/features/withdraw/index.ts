/** The public face of the withdraw feature (issue 11): other features import only what is exported here. */
export { WithdrawPage } from './components/WithdrawPage';
export { usePaymentOptions } from './hooks/usePaymentOptions';
