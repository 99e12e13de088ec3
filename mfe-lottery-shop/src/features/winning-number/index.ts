/** The public face of the winning-number feature: other features import only what is exported here. */
export { winningResultQuery } from './api/winning-result-query';
export { DrawDatePicker } from './components/DrawDatePicker';
export { PrizeBoard } from './components/PrizeBoard';
export { WinningTab } from './components/WinningTab';
export { usePastDrawDates } from './hooks/usePastDrawDates';
export { toGloDraw } from './utils/to-glo-draw';
