import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { keepsNumberPadState, type RemoteProps } from 'shared-contracts';
import { GamesHome } from '../features/home/components/GamesHome';
import { LobbyRoute } from '../features/lobby/components/LobbyRoute';
import { NotFoundPanel } from '../features/lobby/components/NotFoundPanel';
import { bindRouteReset } from '../features/number-pad/state/bind-route-reset';
import { numberPadStore } from '../features/number-pad/state/number-pad-store';
import { Page } from 'shared-ui';
import { RemoteContext } from './remote-context';
import { RouteSync } from './RouteSync';

/**
 * The games remote's root: its own router over the shared react-router-dom (basename from the shell,
 * normally '/gamelobby'), the shell's i18n instance, and the number-pad reset rule bound to the bus.
 * Both `/:slug` under the basename and the absolute `/gamelobby/:slug` are served, so a shell that
 * mounts with basename '/' works too; the index is the home lobby of every game.
 */
export function GamesRoot(props: RemoteProps) {
  useEffect(() => {
    bindRouteReset(props.bus, numberPadStore);
    if (typeof window !== 'undefined' && !keepsNumberPadState(window.location.pathname)) numberPadStore.reset();
  }, [props.bus]);
  const basename = props.basename && props.basename !== '/' ? props.basename : undefined;
  return (
    <I18nextProvider i18n={props.i18n}>
      <RemoteContext.Provider value={props}>
        <BrowserRouter basename={basename}>
          <RouteSync />
          <Page>
            <Routes>
              <Route path="/gamelobby" element={<GamesHome />} />
              <Route path="/" element={<GamesHome />} />
              <Route path="/gamelobby/:slug/*" element={<LobbyRoute />} />
              <Route path="/:slug/*" element={<LobbyRoute />} />
              <Route path="*" element={<NotFoundPanel />} />
            </Routes>
          </Page>
        </BrowserRouter>
      </RemoteContext.Provider>
    </I18nextProvider>
  );
}
