import type { EventBus } from 'shared-contracts';

/**
 * Asks the shell to show its login page (`auth/login-requested` on the bus); the shell brings the player
 * back to `returnTo` (default: the current path) afterwards.
 */
export function requestLogin(
  bus: EventBus,
  returnTo: string = typeof window === 'undefined' ? '/' : window.location.pathname,
): void {
  bus.publish({ type: 'auth/login-requested', returnTo });
}
