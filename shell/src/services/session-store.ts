/**
 * The session store every shell feature reads through `useShellServices()` (a port: the session feature's
 * `createSessionStore` implements it, `app/` creates it), kept here so services/ never names a feature.
 */
import type { Observable } from 'rxjs';
import type { AccountStop, HttpClient, SessionData, SessionSnapshot } from 'shared-contracts';

export interface SessionStore {
  session$: Observable<SessionSnapshot>;
  current(): SessionSnapshot;
  start(): SessionSnapshot;
  signIn(data: SessionData): void;
  logout(api: HttpClient): Promise<void>;
  handleUnauthorized(): void;
  /** The token was found expired and its keys cleared already (HTTP client). */
  handleTokenExpired(): void;
  setInactive(inactive: boolean): void;
  /** The API refused the account (banned or inactive): store the object, end the session. */
  handleAccountStopped(stop: AccountStop): void;
  /** The last ban or block of this page (null until one arrives, or after `dismissAccountStop`). */
  accountStop$: Observable<AccountStop | null>;
  dismissAccountStop(): void;
}
