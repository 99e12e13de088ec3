/**
 * The number-pad store: module-level, so it outlives the parcel's unmount and the player finds their
 * numbers again when they come back to a lobby (docs/product.md "Screens and routes"). State is kept per game slug.
 * With a `storage` the lines and the "all lines" price also survive a reload (persist-pads.ts), and with a `session`
 * storage the kinds chosen and the step too (the tab's own). `reset()` forgets
 * everything, stored copies included; `bindRouteReset` calls it when the shell leaves the kept routes or the
 * player logs out.
 */
import {
  loadPadViews,
  loadPersistedPads,
  savePadViews,
  savePersistedPads,
  type PadView,
  type PersistedPad,
} from './persist-pads';
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
export function createNumberPadStore(storage?: Storage, session?: Storage): NumberPadStore {
  const views = loadPadViews(session);
  let bySlug: Record<string, GamePadState> = Object.fromEntries(
    Object.entries(loadPersistedPads(storage)).map(([slug, pad]) => [
      slug,
      {
        ...INITIAL_PAD_STATE,
        lines: pad.lines,
        priceAll: pad.priceAll ?? DEFAULT_PRICE_TEXT,
        ...(views[slug] ?? {}),
      },
    ]),
  );
  const saveViews = () => {
    const next: Record<string, PadView> = {};
    for (const [slug, s] of Object.entries(bySlug))
      if (s.lines.length > 0) next[slug] = { kinds: s.kinds, step: s.step };
    savePadViews(session, next);
  };
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
      if (next.kinds !== prev.kinds || next.step !== prev.step || next.lines !== prev.lines) saveViews();
      emit();
    },
    reset() {
      errand = false;
      savePersistedPads(storage, {});
      savePadViews(session, {});
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

/** The page's localStorage or sessionStorage when it may use them (a browser), else none (memory only). */
function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window[kind] : undefined;
  } catch {
    return undefined;
  }
}

/** The one number-pad store of the games remote, alive as long as the remote's module is loaded. */
export const numberPadStore = createNumberPadStore(browserStorage(), browserStorage('sessionStorage'));
