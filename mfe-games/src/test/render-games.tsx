/** Renders the games remote's root as the shell would mount it, with a fake API, bus, session and Thai i18n. */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { createEventBus, GameDef, HttpClient } from 'shared-contracts';
import { createTestRemoteProps } from 'shared-contracts/testing';
import { GamesRoot } from '../app/GamesRoot';
import { RemoteContext } from '../app/remote-context';
import { GameLobby } from '../features/lobby/components/GameLobby';

export function renderGames(opts: {
  api: HttpClient;
  path?: string;
  visitor?: boolean;
  bus?: ReturnType<typeof createEventBus>;
}) {
  window.history.replaceState(null, '', opts.path ?? '/gamelobby/underground');
  const { props, bus, events, navigate, session$ } = createTestRemoteProps({ ...opts, basename: '/gamelobby' });
  const utils = render(<GamesRoot {...props} />);
  return { ...utils, bus, events, navigate, session$ };
}

/**
 * Renders one game's lobby directly (as if the catalogue marked it playable), for family-specific
 * tests that do not depend on the catalogue's `playable` flag.
 */
export function renderLobby(game: GameDef, opts: { api: HttpClient; visitor?: boolean }) {
  const { props, bus, events, navigate } = createTestRemoteProps({ ...opts, basename: '/gamelobby' });
  const utils = render(
    <I18nextProvider i18n={props.i18n}>
      <RemoteContext.Provider value={props}>
        <MemoryRouter>
          <GameLobby game={{ ...game, playable: true }} />
        </MemoryRouter>
      </RemoteContext.Provider>
    </I18nextProvider>,
  );
  return { ...utils, bus, events, navigate };
}
