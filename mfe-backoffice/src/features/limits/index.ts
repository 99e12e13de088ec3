/** Limits per game: restricted numbers, the partial-cancel fee, the exposure caps, the rates and stake limits. */
export { LimitsPage } from './components/LimitsPage';
