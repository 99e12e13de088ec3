/** The verify view: a finished slip recomputed in the browser. */
export { VerifyPage } from './components/VerifyPage';
