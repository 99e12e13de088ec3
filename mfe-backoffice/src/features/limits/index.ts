/** Limits per game: restricted numbers, the partial-cancel fee, the exposure caps, the rates and stake limits (lazy). */
export { LazyLimitsPage as LimitsPage } from './components/LazyLimitsPage';
