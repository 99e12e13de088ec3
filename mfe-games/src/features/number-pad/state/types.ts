import type { BetKind, CurrentRound, DrawBetSlipData, GameDef } from 'shared-contracts';
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

/**
 * The round a slip is for, pinned when the player opens the summary (the round in view then): the slip is sent to
 * it and to no other. When it closes while the summary is open the player is told and moves the slip to the next
 * round only by a tap (issue 23: a slip confirmed 3 s after its round closed went silently to the next one).
 */
export type SlipRound = Pick<CurrentRound, 'round_id' | 'round_no' | 'end_date' | 'end_at'>;

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
  /** The round the summary's slip goes to (null until the player opens the summary). */
  slipRound: SlipRound | null;
}

/** What a screen of the pad is given: the game, the pad's state, and the update that replaces it (`fn` of the last). */
export interface GamePadProps {
  game: GameDef;
  state: GamePadState;
  update: (fn: (s: GamePadState) => GamePadState) => void;
}
