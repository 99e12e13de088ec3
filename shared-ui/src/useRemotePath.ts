/**
 * The path inside this remote (e.g. `/thai/checking-prize` under `/lottery`, `/cointossing` under `/minigame`), following the shell's
 * `route/changed` events on the bus.
 */
import { useEffect, useState } from 'react';
import { pathWithinRemote, type EventBus } from 'shared-contracts';

export function useRemotePath(bus: EventBus, basename: string): string {
  const [path, setPath] = useState(() => pathWithinRemote(window.location.pathname, basename));
  useEffect(() => {
    const sub = bus.on('route/changed').subscribe((e) => setPath(pathWithinRemote(e.pathname, basename)));
    return () => sub.unsubscribe();
  }, [bus, basename]);
  return path.replace(/\/+$/, '') || '/';
}
