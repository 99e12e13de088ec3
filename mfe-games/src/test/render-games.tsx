/** Renders the games remote's root as the shell would mount it, with a fake API, bus, session and Thai i18n. */
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { BehaviorSubject } from 'rxjs';
import {
  I18N_DEFAULT_NAMESPACE,
  LOCALE,
  createEventBus,
  i18nResources,
  type BusEvent,
  type HttpClient,
  type SessionSnapshot,
} from 'shared-contracts';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { GamesRoot } from '../app/GamesRoot';
import { RemoteContext } from '../app/remote-context';
import { GameLobby } from '../features/lobby/components/GameLobby';

export function makeI18n() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: LOCALE,
    ns: [I18N_DEFAULT_NAMESPACE],
    defaultNS: I18N_DEFAULT_NAMESPACE,
    resources: i18nResources,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

export function renderGames(opts: {
  api: HttpClient;
  path?: string;
  visitor?: boolean;
  bus?: ReturnType<typeof createEventBus>;
}) {
  window.history.replaceState(null, '', opts.path ?? '/gamelobby/underground');
  const bus = opts.bus ?? createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const session$ = new BehaviorSubject<SessionSnapshot>(
    opts.visitor
      ? { status: 'anonymous', customerCode: null, inactive: false }
      : { status: 'authenticated', customerCode: 'C0001', inactive: false },
  );
  const navigate = jest.fn();
  const utils = render(
    <GamesRoot
      basename="/gamelobby"
      bus={bus}
      api={opts.api}
      session$={session$}
      i18n={makeI18n()}
      navigate={navigate}
    />,
  );
  return { ...utils, bus, events, navigate, session$ };
}

/**
 * Renders one game's lobby directly (as if the catalogue marked it playable), for family-specific
 * tests that do not depend on the catalogue's `playable` flag.
 */
export function renderLobby(game: GameDef, opts: { api: HttpClient; visitor?: boolean }) {
  const bus = createEventBus();
  const events: BusEvent[] = [];
  bus.events$.subscribe((e) => events.push(e));
  const session$ = new BehaviorSubject<SessionSnapshot>(
    opts.visitor
      ? { status: 'anonymous', customerCode: null, inactive: false }
      : { status: 'authenticated', customerCode: 'C0001', inactive: false },
  );
  const navigate = jest.fn();
  const props = { basename: '/gamelobby', bus, api: opts.api, session$, i18n: makeI18n(), navigate };
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
