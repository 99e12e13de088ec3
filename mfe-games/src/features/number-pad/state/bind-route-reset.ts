import { keepsNumberPadState, type EventBus } from 'shared-contracts';
import type { NumberPadStore } from './number-pad-store';

const bound = new WeakMap<EventBus, WeakSet<NumberPadStore>>();

/** The errands a slip sends the player on and back (log in or register, top up the wallet). */
const ERRAND_PATH = /^\/(login|register|wallet)(\/|$)/;

/**
 * Resets `store` whenever the shell publishes `route/changed` to a path that does not keep number-pad
 * state (docs/product.md "Screens and routes": kept on gamelobby/fillNumber/luckyNumber routes, reset on any other),
 * and when the player logs out. One exception (issue 23: the slip was lost on the way to pay): while the store is
 * held for an errand (`holdForErrand`: the slip's "เติมเครดิต", "เข้าสู่ระบบเพื่อแทง") the login, register and wallet
 * routes keep the pads too; back on a pad route, or on any other route, the hold ends.
 * Bound once per bus and never unbound on purpose: the shell unmounts this parcel on the same
 * navigation that publishes the event, and the reset must still happen.
 */
export function bindRouteReset(bus: EventBus, store: NumberPadStore): void {
  const stores = bound.get(bus) ?? new WeakSet<NumberPadStore>();
  if (stores.has(store)) return;
  stores.add(store);
  bound.set(bus, stores);
  bus.on('route/changed').subscribe(({ pathname }) => {
    if (keepsNumberPadState(pathname)) store.releaseErrand();
    else if (!(store.heldForErrand() && ERRAND_PATH.test(pathname))) store.reset();
  });
  // the player's lines are theirs: a logout forgets them (the shell also removes the stored copies)
  bus.on('session/logged-out').subscribe(() => store.reset());
}
