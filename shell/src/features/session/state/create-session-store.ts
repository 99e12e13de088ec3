/**
 * The session the shell owns (docs/product.md "Session"), as an RxJS stream remotes read.
 * - `start()`: a stored session counts only while `checkStoredSession` says valid; an app-version
 *   mismatch or an expired token logs the player out locally.
 * - `signIn(data)`: stores token, session token, expiry, customer code and the current app version.
 * - `logout(api)`: profile shows loading, calls auth/logout (its failure does not keep anyone logged
 *   in), clears carts and bet keys, ends the session, publishes `session/logged-out`.
 * - `handleUnauthorized()`: the API found the token invalid: clear bet/cart keys, end the session.
 * - `handleAccountStopped(stop)`: the API answered with the ban or block object (docs/product.md "Inactive and
 *   banned players"): store it under `ban` / `block` (docs/product.md "Local storage"), end the session as a 401
 *   does, and publish it on `accountStop$` for the shell's notice. A later sign-in clears both keys.
 */
import { BehaviorSubject } from 'rxjs';
import { STORAGE_KEYS, callRoute, type AccountStop, type EventBus, type SessionSnapshot } from 'shared-contracts';
import { checkStoredSession } from '../utils/is-session-valid';
import { clearBetCartKeys } from '../utils/clear-bet-cart-keys';
import { SESSION_KEYS } from '../utils/session-keys';
import type { SessionStore } from '../../../services/session-store';

export type { SessionStore };

const ANONYMOUS: SessionSnapshot = { status: 'anonymous', customerCode: null, inactive: false };

export function createSessionStore({
  storage,
  appVersion,
  bus,
  now = () => new Date(),
}: {
  storage: Storage;
  appVersion: string;
  bus: EventBus;
  now?: () => Date;
}): SessionStore {
  const subject = new BehaviorSubject<SessionSnapshot>({ status: 'loading', customerCode: null, inactive: false });
  const stopped = new BehaviorSubject<AccountStop | null>(null);

  const end = (publish: boolean) => {
    const wasIn = subject.value.status !== 'anonymous';
    SESSION_KEYS.forEach((k) => storage.removeItem(k));
    subject.next(ANONYMOUS);
    if (publish && wasIn) bus.publish({ type: 'session/logged-out' });
  };

  return {
    session$: subject.asObservable(),
    current: () => subject.value,
    start() {
      const check = checkStoredSession(storage, appVersion, now());
      if (check === 'valid') {
        subject.next({
          status: 'authenticated',
          customerCode: storage.getItem(STORAGE_KEYS.customerCode),
          inactive: false,
        });
      } else {
        if (check !== 'no-token') clearBetCartKeys(storage);
        end(false);
      }
      return subject.value;
    },
    signIn(data) {
      storage.setItem(STORAGE_KEYS.token, data.token);
      storage.setItem(STORAGE_KEYS.sessionToken, data.session_token);
      // expiry on this device's clock: a phone whose clock is off must not log the player out at once
      const expiresAt =
        typeof data.expires_in === 'number'
          ? new Date(Date.now() + data.expires_in * 1000).toISOString()
          : data.expires_at;
      storage.setItem(STORAGE_KEYS.sessionExpiry, expiresAt);
      storage.setItem(STORAGE_KEYS.customerCode, data.customer_code);
      storage.setItem(STORAGE_KEYS.appVersion, appVersion);
      storage.removeItem(STORAGE_KEYS.ban);
      storage.removeItem(STORAGE_KEYS.block);
      // remotes follow the login through `session$` (the bus has no logged-in event)
      subject.next({ status: 'authenticated', customerCode: data.customer_code, inactive: false });
    },
    async logout(api) {
      subject.next({ ...subject.value, status: 'loading' });
      try {
        await callRoute(api, 'POST /auth/logout');
      } catch {
        // the server may already consider the token gone; the local session ends regardless
      }
      clearBetCartKeys(storage);
      end(false);
      bus.publish({ type: 'session/logged-out' });
    },
    handleUnauthorized() {
      clearBetCartKeys(storage);
      end(true);
    },
    handleTokenExpired() {
      end(true);
    },
    setInactive(inactive) {
      if (subject.value.inactive !== inactive) subject.next({ ...subject.value, inactive });
    },
    handleAccountStopped(stop) {
      storage.setItem(stop.status === 'BANNED' ? STORAGE_KEYS.ban : STORAGE_KEYS.block, JSON.stringify(stop));
      storage.removeItem(stop.status === 'BANNED' ? STORAGE_KEYS.block : STORAGE_KEYS.ban);
      clearBetCartKeys(storage);
      end(true);
      stopped.next(stop);
    },
    accountStop$: stopped.asObservable(),
    dismissAccountStop() {
      stopped.next(null);
    },
  };
}
