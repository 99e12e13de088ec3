/**
 * The client cart of the ticket shop (docs/product.md "Ticket shop cart"): pure TS + rxjs.
 *
 * - add(number, amount): not logged in → NOT_LOGGED_IN; a cart already at 55 → FULL; an amount that
 *   would pass 55 is trimmed and reports LIMIT_EXCEEDED. Books the new count of the number.
 * - remove(number, amount): books count − amount (never below 0).
 * - On E20015 (limitation change) the book is retried once with the remaining stock when
 *   0 < remaining < requested → UPDATE_WITH_CONFLICTED; otherwise CONFLICTED.
 * - clear(): books every item with amount 0.
 * - refresh(): re-books an expired non-empty cart, lowering amounts to the remaining stock and retrying.
 * - Every action runs one at a time in a queue; a refused action (20 waiting) → TOO_MANY_ACTION.
 * - sync(): `GET lottery/cart`; a 500 (or a 401) is an empty cart.
 * - At `session/logged-out` the cart empties and the stored lottery cart keys are removed.
 * Every change of the ticket count is published as `cart/changed`.
 */
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import {
  CART_MAX_TICKETS,
  ErrorCode,
  isQueueFullError,
  type EventBus,
  type HttpClient,
  type LotteryCartData,
  type LotteryLimitationChangeData,
  type SessionSnapshot,
} from 'shared-contracts';
import { errorCode } from 'shared-ui';
import { bookNumbers, fetchCart } from '../api/cart-api';
import { createActionQueue, type ActionQueue } from './action-queue';
import { CartResult } from './cart-result';
import type { Cart, CartActionOutcome } from './cart-types';
import { clearStoredCartKeys } from './clear-stored-cart-keys';
import { countOf, emptyCart, toCart } from './to-cart';

export interface CartService {
  readonly cart$: Observable<Cart>;
  current(): Cart;
  sync(): Promise<Cart>;
  add(number: string, amount: number): Promise<CartActionOutcome>;
  remove(number: string, amount: number): Promise<CartActionOutcome>;
  clear(): Promise<CartActionOutcome>;
  refresh(): Promise<CartActionOutcome>;
  /** Stops listening to the bus and the session. */
  dispose(): void;
}

export interface CartServiceDeps {
  api: HttpClient;
  bus: EventBus;
  session$: Observable<SessionSnapshot>;
  /** localStorage (tests inject one); null disables storage. */
  storage?: Storage | null;
  queue?: ActionQueue;
  now?: () => number;
}

/** The remaining stock the server reported for `number` in an E20015, or null when it did not say. */
export function remainingFromConflict(error: unknown, number: string): number | null {
  const details = (error as { details?: unknown } | null)?.details as LotteryLimitationChangeData | null | undefined;
  const hit = details?.remaining?.find((r) => r.number === number);
  return hit ? Math.max(0, hit.remaining) : null;
}

const isServerError = (error: unknown) =>
  errorCode(error) === ErrorCode.SERVER_ERROR || (error as { httpStatus?: number } | null)?.httpStatus === 500;

export function createCartService({
  api,
  bus,
  session$,
  storage = typeof localStorage === 'undefined' ? null : localStorage,
  queue = createActionQueue(),
  now = () => Date.now(),
}: CartServiceDeps): CartService {
  const state = new BehaviorSubject<Cart>(emptyCart(now()));
  let loggedIn = false;

  const publish = (cart: Cart) => {
    state.next(cart);
    if (storage) {
      if (cart.totalCount > 0) {
        storage.setItem(cart.lotteryKey, JSON.stringify({ totalCount: cart.totalCount, expiredAt: cart.expiredAt }));
      } else storage.removeItem(cart.lotteryKey);
    }
    bus.publish({ type: 'cart/changed', totalCount: cart.totalCount });
  };
  const apply = (data: LotteryCartData) => {
    const cart = toCart(data, now());
    publish(cart);
    return cart;
  };
  const outcome = (result: CartResult, extra: Partial<CartActionOutcome> = {}): CartActionOutcome => ({
    result,
    cart: state.value,
    ...extra,
  });

  const syncNow = async (): Promise<Cart> => {
    if (!loggedIn) {
      publish(emptyCart(now()));
      return state.value;
    }
    try {
      return apply(await fetchCart(api));
    } catch (error) {
      // docs/product.md "Ticket shop cart": a cart-sync 500 is an empty cart / not logged in
      if (isServerError(error) || errorCode(error) === ErrorCode.UNAUTHORIZED) {
        publish(emptyCart(now()));
        return state.value;
      }
      throw error;
    }
  };

  /**
   * Books `target` tickets of `number`. On E20015 the server says how many tickets of the number this
   * player can hold (`remaining`: stock minus sold minus other players' holds); when
   * 0 < remaining < target the book is retried once with `remaining` (UPDATE_WITH_CONFLICTED),
   * otherwise the result is CONFLICTED.
   */
  const bookOne = async (number: string, target: number, success: CartResult) => {
    try {
      apply(await bookNumbers(api, [{ number, amount: target }]));
      return outcome(success, { number, requested: target, booked: target });
    } catch (error) {
      if (errorCode(error) === ErrorCode.TRANSACTION_REACHED_MAXIMUM) {
        await syncNow().catch(() => undefined);
        return outcome(CartResult.LIMIT_EXCEEDED, { number, requested: target, booked: countOf(state.value, number) });
      }
      if (errorCode(error) !== ErrorCode.LIMITATION_CHANGE) throw error;
      const remaining = remainingFromConflict(error, number);
      if (remaining === null || remaining <= 0 || remaining >= target) {
        await syncNow().catch(() => undefined);
        return outcome(CartResult.CONFLICTED, { number, requested: target, booked: countOf(state.value, number) });
      }
      const retry = remaining;
      try {
        apply(await bookNumbers(api, [{ number, amount: retry }]));
        return outcome(CartResult.UPDATE_WITH_CONFLICTED, { number, requested: target, booked: retry });
      } catch (again) {
        if (errorCode(again) !== ErrorCode.LIMITATION_CHANGE) throw again;
        await syncNow().catch(() => undefined);
        return outcome(CartResult.CONFLICTED, { number, requested: target, booked: countOf(state.value, number) });
      }
    }
  };

  /** Runs an action in the queue; a refused one (queue full) is TOO_MANY_ACTION. */
  const enqueue = async (action: () => Promise<CartActionOutcome>): Promise<CartActionOutcome> => {
    if (!loggedIn) return outcome(CartResult.NOT_LOGGED_IN);
    try {
      return await queue.run(() => (loggedIn ? action() : Promise.resolve(outcome(CartResult.NOT_LOGGED_IN))));
    } catch (error) {
      if (isQueueFullError(error)) return outcome(CartResult.TOO_MANY_ACTION);
      if (errorCode(error) === ErrorCode.UNAUTHORIZED) return outcome(CartResult.NOT_LOGGED_IN);
      throw error;
    }
  };

  const add = (number: string, amount: number) =>
    enqueue(async () => {
      const cart = state.value;
      if (cart.totalCount >= CART_MAX_TICKETS) return outcome(CartResult.FULL, { number, requested: amount });
      if (!Number.isInteger(amount) || amount <= 0) return outcome(CartResult.SKIP, { number, requested: amount });
      if (cart.status === 'expired') return outcome(CartResult.EXPIRED, { number, requested: amount });
      const room = CART_MAX_TICKETS - cart.totalCount;
      const trimmed = Math.min(amount, room);
      const current = countOf(cart, number);
      const result = trimmed < amount ? CartResult.LIMIT_EXCEEDED : CartResult.UPDATED;
      return bookOne(number, current + trimmed, result);
    });

  const remove = (number: string, amount: number) =>
    enqueue(async () => {
      const cart = state.value;
      const current = countOf(cart, number);
      if (current === 0 || !Number.isInteger(amount) || amount <= 0) return outcome(CartResult.SKIP, { number });
      if (cart.status === 'expired') return outcome(CartResult.EXPIRED, { number, requested: amount });
      return bookOne(number, Math.max(0, current - amount), CartResult.UPDATED);
    });

  const clear = () =>
    enqueue(async () => {
      const cart = state.value;
      if (cart.items.length === 0) return outcome(CartResult.SKIP);
      apply(
        await bookNumbers(
          api,
          cart.items.map((i) => ({ number: i.code, amount: 0 })),
        ),
      );
      return outcome(CartResult.UPDATED);
    });

  const refresh = () =>
    enqueue(async () => {
      const cart = state.value;
      if (cart.status !== 'expired' || cart.totalCount === 0) return outcome(CartResult.SKIP);
      const list = cart.items.map((i) => ({ number: i.code, amount: i.count }));
      try {
        apply(await bookNumbers(api, list));
        return outcome(CartResult.UPDATED);
      } catch (error) {
        if (errorCode(error) !== ErrorCode.LIMITATION_CHANGE) throw error;
        // each number can hold at most its remaining stock (the expired cart holds nothing any more)
        const lowered = list.map((l) => {
          const remaining = remainingFromConflict(error, l.number);
          return { number: l.number, amount: remaining === null ? l.amount : Math.min(l.amount, remaining) };
        });
        try {
          apply(await bookNumbers(api, lowered));
          return outcome(CartResult.UPDATE_WITH_CONFLICTED);
        } catch (again) {
          if (errorCode(again) !== ErrorCode.LIMITATION_CHANGE) throw again;
          await syncNow().catch(() => undefined);
          return outcome(CartResult.CONFLICTED);
        }
      }
    });

  const reset = () => {
    clearStoredCartKeys(storage);
    publish(emptyCart(now()));
  };

  const subs: Subscription[] = [
    session$.subscribe((s) => {
      const was = loggedIn;
      loggedIn = s.status === 'authenticated';
      if (loggedIn && !was) void queue.run(syncNow).catch(() => undefined);
      if (!loggedIn && was) publish(emptyCart(now()));
    }),
    bus.on('session/logged-out').subscribe(() => {
      loggedIn = false;
      reset();
    }),
  ];

  return {
    cart$: state.asObservable(),
    current: () => state.value,
    sync: () => queue.run(syncNow).catch((e) => (isQueueFullError(e) ? state.value : Promise.reject(e))),
    add,
    remove,
    clear,
    refresh,
    dispose: () => subs.forEach((s) => s.unsubscribe()),
  };
}
