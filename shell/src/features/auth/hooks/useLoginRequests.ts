/**
 * A remote asks for the login page (`auth/login-requested` on the bus, shared-ui `requestLogin`): the shell
 * opens /login, which sends the player back to `returnTo` after the login (LoginPage's `from`). Only a path
 * of this site is a return address (never another origin); without one the player returns where they are.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';

/** A same-site path (`/x`, not `//host` or `/\host`), else null. */
export function safeReturnPath(returnTo: string | undefined): string | null {
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  return returnTo;
}

export function useLoginRequests(): void {
  const { bus } = useShellServices();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  useEffect(() => {
    const sub = bus.on('auth/login-requested').subscribe((e) => {
      const from = safeReturnPath(e.returnTo) ?? here;
      navigate('/login', { state: { from: from === '/login' ? '/' : from } });
    });
    return () => sub.unsubscribe();
  }, [bus, navigate, here]);
}
