/** The public face of the lobby feature: other features import only what is exported here. */
export { useEffectiveGame, useGameKinds } from './hooks/useGameKinds';
