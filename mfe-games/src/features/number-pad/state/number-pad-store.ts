/**
 * The number-pad store: module-level, so it outlives the parcel's unmount and the player finds their
 * numbers again when they come back to a lobby (docs/product.md "Screens and routes"). State is kept per game slug.
 * `reset()` forgets everything; `bindRouteReset` calls it when the shell leaves the kept routes.
 */
import { DEFAULT_PRICE_TEXT } from './price-check';
import type { GamePadState } from './types';

/** The state of a game nobody has touched. Frozen so snapshots stay referentially stable. */
export const INITIAL_PAD_STATE: GamePadState = Object.freeze({
  tab: 'game',
  step: 'fillNumber',
  kinds: [],
  input: '',
  lines: [],
  priceAll: DEFAULT_PRICE_TEXT,
  remark: '',
  historyOffset: 0,
  submissionKey: null,
  lastSlip: null,
}) as GamePadState;

export interface NumberPadStore {
  /** The state of one game (a stable object until it changes). */
  get(slug: string): GamePadState;
  /** Replaces a game's state with `fn(previous)`. */
  update(slug: string, fn: (prev: GamePadState) => GamePadState): void;
  /** Forgets every game's state. */
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a store (the app uses the `numberPadStore` singleton; tests make their own). */
export function createNumberPadStore(): NumberPadStore {
  let bySlug: Record<string, GamePadState> = {};
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: (slug) => bySlug[slug] ?? INITIAL_PAD_STATE,
    update(slug, fn) {
      const prev = bySlug[slug] ?? INITIAL_PAD_STATE;
      const next = fn(prev);
      if (next === prev) return;
      bySlug = { ...bySlug, [slug]: next };
      emit();
    },
    reset() {
      if (Object.keys(bySlug).length === 0) return;
      bySlug = {};
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The one number-pad store of the games remote, alive as long as the remote's module is loaded. */
export const numberPadStore = createNumberPadStore();
