/** System: status flags and the remote registry. */
export { SystemPage } from './components/SystemPage';
