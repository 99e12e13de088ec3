/** The public face of the payments feature (issue 11): the deposit and withdrawal queues. */
export { PaymentsPage } from './components/PaymentsPage';
