import { useEffect } from 'react';
import { useLocation, useNavigate } from '../router';
import { pathWithinRemote } from 'shared-contracts';
import { useRemote } from './useRemote';
import { withinBasename } from './within-basename';

/**
 * Keeps the remote's router on the shell's location (ARCHITECTURE.md "Event bus"): the shell navigates
 * with its own history, which the remote's router does not see, so this follows the bus's
 * `route/changed` events (e.g. home lobby → a game's lobby). Paths outside `basename` are ignored: the
 * shell is leaving this remote and unmounts it.
 */
export function RouteSync({ basename }: { basename: string }) {
  const { bus } = useRemote();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    const sub = bus.on('route/changed').subscribe((e) => {
      if (!withinBasename(e.pathname, basename)) return;
      const inner = pathWithinRemote(e.pathname, basename);
      if (inner === pathname) return;
      // the shell has already moved the address bar: keep its query and hash (e.g. ?tab=cart)
      const same = typeof window !== 'undefined' && window.location.pathname === e.pathname;
      const to = same ? { pathname: inner, search: window.location.search, hash: window.location.hash } : inner;
      navigate(to, { replace: true });
    });
    return () => sub.unsubscribe();
  }, [bus, basename, navigate, pathname]);
  return null;
}
