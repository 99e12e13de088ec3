import type { EventBus } from 'shared-contracts';

/** Asks the shell to show its login page; the shell returns the player to `returnTo` afterwards. */
export function requestLogin(
  bus: EventBus,
  returnTo: string = typeof window === 'undefined' ? '/' : window.location.pathname,
): void {
  bus.publish({ type: 'auth/login-requested', returnTo });
}
