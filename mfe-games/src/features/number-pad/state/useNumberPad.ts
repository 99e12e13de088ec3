import { useCallback, useSyncExternalStore } from 'react';
import type { GamePadState } from './types';
import { numberPadStore, type NumberPadStore } from './number-pad-store';

/** A game's number-pad state and an updater, from the module-level store. */
export function useNumberPad(
  slug: string,
  store: NumberPadStore = numberPadStore,
): [GamePadState, (fn: (prev: GamePadState) => GamePadState) => void] {
  const state = useSyncExternalStore(
    store.subscribe,
    () => store.get(slug),
    () => store.get(slug),
  );
  const update = useCallback((fn: (prev: GamePadState) => GamePadState) => store.update(slug, fn), [slug, store]);
  return [state, update];
}
