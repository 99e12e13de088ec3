/** Limits per game: restricted numbers, the partial-cancel fee and the exposure caps. */
export { LimitsPage } from './components/LimitsPage';
