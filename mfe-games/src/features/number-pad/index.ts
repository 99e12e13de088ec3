/** The public face of the number-pad feature: other features import only what is exported here. */
export { Keypad } from './components/Keypad';
export { NumberPadStep } from './components/NumberPadStep';
export { numberPadStore, type NumberPadStore } from './state/number-pad-store';
export { defaultPrice, setInput, setLinePrice, setPriceAll } from './state/pad-actions';
export { DEFAULT_PRICE_TEXT, priceLine, type PricedLine } from './state/price-check';
export {
  type BetStep,
  type GamePadProps,
  type GamePadState,
  type LobbyTab,
  type PadLine,
  type SlipRound,
} from './state/types';
export { useNumberPad } from './state/useNumberPad';
