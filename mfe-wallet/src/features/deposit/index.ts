/** The public face of the deposit feature: other features import only what is exported here. */
export { TopUpForm } from './components/TopUpForm';
export { ManualDepositForm } from './components/ManualDepositForm';
