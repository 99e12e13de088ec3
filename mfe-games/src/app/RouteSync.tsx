import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { pathWithinRemote } from 'shared-contracts';
import { useRemote } from './useRemote';

/**
 * Keeps the remote's router on the shell's location: the shell navigates with its own history, so the
 * remote follows the bus's `route/changed` events (e.g. home lobby → a game's lobby).
 */
export function RouteSync() {
  const { bus, basename } = useRemote();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const sub = bus.on('route/changed').subscribe(({ pathname }) => {
      const base = basename && basename !== '/' ? basename : '/';
      if (base !== '/' && !pathname.startsWith(base)) return;
      const inner = pathWithinRemote(pathname, base);
      if (inner !== location.pathname) navigate(inner, { replace: true });
    });
    return () => sub.unsubscribe();
  }, [bus, basename, navigate, location.pathname]);
  return null;
}
