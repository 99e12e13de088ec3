/** The public face of the transactions feature: other features import only what is exported here. */
export { TransactionsList } from './components/TransactionsList';
