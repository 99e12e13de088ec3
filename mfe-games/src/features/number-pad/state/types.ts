import type { BetKind, DrawBetSlipData, GameDef } from 'shared-contracts';
import type { PendingSubmission } from 'shared-ui';

/**
 * The lobby's top-level tabs (docs/product.md "Screens and routes": game, history, winning number, how to play,
 * favorite), and yeekee's shooting (docs/game-rules.md "Yeekee").
 */
export type LobbyTab = 'game' | 'shoot' | 'history' | 'winning' | 'howto' | 'favorite';
/** Steps inside the game tab (docs/product.md "Screens and routes": fill number, fill price, summary, success). */
export type BetStep = 'fillNumber' | 'fillPrice' | 'summary' | 'success';

/** One bet line being prepared; `price` is the baht text the player typed (validated at the price step). */
export interface PadLine {
  id: string;
  kind: BetKind;
  number: string;
  price: string;
}

/** Everything the number pad remembers for one game (docs/product.md "Screens and routes"). */
export interface GamePadState {
  tab: LobbyTab;
  step: BetStep;
  kinds: BetKind[];
  input: string;
  lines: PadLine[];
  /** The "all lines" price field. */
  priceAll: string;
  remark: string;
  /** Paging offset of the history tab. */
  historyOffset: number;
  /** The slip's pending Idempotency-Key (`useIdempotentMutation`); dropped when the lines change or the server answers. */
  pendingSubmission: PendingSubmission | null;
  lastSlip: DrawBetSlipData | null;
}

/** What a screen of the pad is given: the game, the pad's state, and the update that replaces it (`fn` of the last). */
export interface GamePadProps {
  game: GameDef;
  state: GamePadState;
  update: (fn: (s: GamePadState) => GamePadState) => void;
}
