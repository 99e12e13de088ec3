/** Rounds: list, close, void, result entry and confirm. */
export { RoundsPage } from './components/RoundsPage';
