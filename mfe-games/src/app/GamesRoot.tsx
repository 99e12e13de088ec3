import { useEffect } from 'react';
import { keepsNumberPadState, type RemoteProps } from 'shared-contracts';
import { gamesTexts } from '../i18n/th';
import { Page, RemoteRoot, Route, Routes } from 'shared-ui';
import { ALL_SLIPS_PATH, AllSlipsPage } from '../features/history';
import { GamesHome } from '../features/home/components/GamesHome';
import { LobbyRoute } from '../features/lobby/components/LobbyRoute';
import { NotFoundPanel } from '../features/lobby/components/NotFoundPanel';
import { bindRouteReset } from '../features/number-pad/state/bind-route-reset';
import { numberPadStore } from '../features/number-pad/state/number-pad-store';

/**
 * The games remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` (basename from
 * the shell, normally '/gamelobby') with the games' screens, and the number-pad reset rule bound to the bus.
 * Both `/:slug` under the basename and the absolute `/gamelobby/:slug` are served, so a shell that mounts
 * with basename '/' works too; the index is the home lobby of every game. It adds its Thai texts (`gamesTexts`)
 * in its own namespace `games` when it mounts; the game names are in `common` (the fallback namespace: the
 * shell's lobby shows them too).
 */
export function GamesRoot(props: RemoteProps) {
  useEffect(() => {
    bindRouteReset(props.bus, numberPadStore);
    if (typeof window !== 'undefined' && !keepsNumberPadState(window.location.pathname)) numberPadStore.reset();
  }, [props.bus]);
  return (
    <RemoteRoot remote={props} texts={gamesTexts} namespace="games">
      <Page>
        <Routes>
          <Route path="/gamelobby" element={<GamesHome />} />
          <Route path="/" element={<GamesHome />} />
          <Route path={ALL_SLIPS_PATH} element={<AllSlipsPage />} />
          <Route path="/my-slips" element={<AllSlipsPage />} />
          <Route path="/gamelobby/:slug/*" element={<LobbyRoute />} />
          <Route path="/:slug/*" element={<LobbyRoute />} />
          <Route path="*" element={<NotFoundPanel />} />
        </Routes>
      </Page>
    </RemoteRoot>
  );
}
