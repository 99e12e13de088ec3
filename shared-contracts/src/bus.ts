/**
 * The typed event bus (ARCHITECTURE.md "Event bus"): one RxJS Subject created by the shell and handed to
 * every remote. Remotes never import each other; they publish and listen here. Every event has a publisher
 * and a subscriber in production code (`__tests__/bus-contract.test.ts`): an event nobody uses is removed.
 */
import { Subject, filter, type Observable } from 'rxjs';

export type BusEvent =
  | { type: 'session/logged-out' }
  /** The player excluded themself (wallet): every session is revoked; the shell logs out and says why. */
  | { type: 'session/self-excluded'; selfExcludedUntil: string }
  /** The player chose another reality-check interval (wallet): the shell reschedules its check. */
  | { type: 'reality-check/changed'; intervalMinutes: number }
  /** The balance moved (a deposit, a purchase, or the server's push after a payout or refund): reload it. */
  | { type: 'wallet/balance-changed'; balanceSatang?: number }
  | { type: 'wallet/reload-requested' }
  | { type: 'cart/changed'; totalCount: number }
  /** A bet or ticket purchase went through (games, shop): the shell reloads the balance. */
  | { type: 'bet/placed'; gameCode: string; slipId: string; totalSatang: number }
  /** A notification arrived live (the shell, from the player's private channel): the bell's badge grows. */
  | { type: 'notification/received'; uid: string }
  /** Unread chat messages (chat remote): the shell's tab bar shows the badge, capped at 99. */
  | { type: 'chat/unread-changed'; count: number }
  /** Ops changed the system status (the shell, from the live `system` channel): whoever shows it reads it again. */
  | { type: 'system-status/changed' }
  | { type: 'route/changed'; pathname: string }
  /** A remote asks for the login page; the shell returns the player to `returnTo` after the login. */
  | { type: 'auth/login-requested'; returnTo?: string };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

export interface EventBus {
  publish(event: BusEvent): void;
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
  events$: Observable<BusEvent>;
}

/** Creates the bus. The shell makes exactly one; standalone remotes make their own. */
export function createEventBus(): EventBus {
  const subject = new Subject<BusEvent>();
  return {
    publish: (event) => subject.next(event),
    on: <T extends BusEventType>(type: T) => subject.pipe(filter((e): e is BusEventOf<T> => e.type === type)),
    events$: subject.asObservable(),
  };
}
