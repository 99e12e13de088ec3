/** The public face of the lobby feature: other features import only what is exported here. */
export { RatesTable } from './components/RatesTable';
export { ScheduleInfo } from './components/ScheduleInfo';
export { useEffectiveGame, useGameKinds } from './hooks/useGameKinds';
