/**
 * The typed event bus (ARCHITECTURE.md "Event bus"): one RxJS Subject created by the shell and handed to
 * every remote. Remotes never import each other; they publish and listen here.
 */
import { Subject, filter, type Observable } from 'rxjs';

export type BusEvent =
  | { type: 'session/logged-in'; customerCode: string }
  | { type: 'session/logged-out' }
  /** The player excluded themself (wallet): every session is revoked; the shell logs out and says why. */
  | { type: 'session/self-excluded'; selfExcludedUntil: string }
  /** The player chose another reality-check interval (wallet): the shell reschedules its check. */
  | { type: 'reality-check/changed'; intervalMinutes: number }
  | { type: 'wallet/balance-changed'; balanceSatang?: number }
  | { type: 'wallet/reload-requested' }
  | { type: 'cart/changed'; totalCount: number }
  | { type: 'bet/placed'; gameCode: string; slipId: string; totalSatang: number }
  | { type: 'notification/received'; uid: string }
  | { type: 'chat/unread-changed'; count: number }
  | { type: 'system-status/changed'; status: Record<string, unknown> }
  | { type: 'navigate'; to: string }
  | { type: 'route/changed'; pathname: string }
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
