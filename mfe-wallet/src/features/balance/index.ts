/** The public face of the balance feature: other features import only what is exported here. */
export { BalanceCard } from './components/BalanceCard';
export { useBalance } from './hooks/useBalance';
