/**
 * The number-pad store: module-level, so it outlives the parcel's unmount and the player finds their
 * numbers again when they come back to a lobby (docs/product.md "Screens and routes"). State is kept per game slug.
 * With a `storage` the lines and the "all lines" price also survive a reload (persist-pads.ts). `reset()` forgets
 * everything, stored copies included; `bindRouteReset` calls it when the shell leaves the kept routes or the
 * player logs out.
 */
import { loadPersistedPads, savePersistedPads, type PersistedPad } from './persist-pads';
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
  pendingSubmission: null,
  lastSlip: null,
  slipRound: null,
}) as GamePadState;

export interface NumberPadStore {
  /** The state of one game (a stable object until it changes). */
  get(slug: string): GamePadState;
  /** Replaces a game's state with `fn(previous)`. */
  update(slug: string, fn: (prev: GamePadState) => GamePadState): void;
  /** Forgets every game's state. */
  reset(): void;
  /**
   * Holds the pads through an errand the slip sends the player on (log in, top up: bind-route-reset.ts keeps
   * them on those routes) until the player is back on a pad route or goes anywhere else.
   */
  holdForErrand(): void;
  /** Whether the pads are held for an errand. */
  heldForErrand(): boolean;
  /** Ends the errand's hold. */
  releaseErrand(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a store (the app uses the `numberPadStore` singleton; tests make their own). */
export function createNumberPadStore(storage?: Storage): NumberPadStore {
  let bySlug: Record<string, GamePadState> = Object.fromEntries(
    Object.entries(loadPersistedPads(storage)).map(([slug, pad]) => [
      slug,
      { ...INITIAL_PAD_STATE, lines: pad.lines, priceAll: pad.priceAll ?? DEFAULT_PRICE_TEXT },
    ]),
  );
  const listeners = new Set<() => void>();
  const persist = () => {
    const pads: Record<string, PersistedPad> = {};
    for (const [slug, s] of Object.entries(bySlug)) pads[slug] = { lines: s.lines, priceAll: s.priceAll };
    savePersistedPads(storage, pads);
  };
  const emit = () => listeners.forEach((l) => l());
  let errand = false;
  return {
    holdForErrand: () => {
      errand = true;
    },
    heldForErrand: () => errand,
    releaseErrand: () => {
      if (!errand) return;
      errand = false;
      // the shell removed the stored copies on the errand's routes: store the pads again
      persist();
    },
    get: (slug) => bySlug[slug] ?? INITIAL_PAD_STATE,
    update(slug, fn) {
      const prev = bySlug[slug] ?? INITIAL_PAD_STATE;
      const next = fn(prev);
      if (next === prev) return;
      bySlug = { ...bySlug, [slug]: next };
      if (next.lines !== prev.lines || next.priceAll !== prev.priceAll) persist();
      emit();
    },
    reset() {
      errand = false;
      savePersistedPads(storage, {});
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

/** localStorage when the page may use it (a browser), else none (the store then lives in memory only). */
function browserStorage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** The one number-pad store of the games remote, alive as long as the remote's module is loaded. */
export const numberPadStore = createNumberPadStore(browserStorage());
