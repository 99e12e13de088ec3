/** The games remote in component tests: the kit's helpers (`shared-ui/testing`) bound to its root and basename. */
import { type createEventBus, type GameDef, type HttpClient } from 'shared-contracts';
import { gamesTexts } from '../i18n/th';
import { renderInRemote, renderRemote } from 'shared-ui/testing';
import { GamesRoot } from '../app/GamesRoot';
import { GameLobby } from '../features/lobby/components/GameLobby';

/** Renders the games root at `path` (default: the underground lottery's lobby), as the shell mounts it. */
export function renderGames(opts: {
  api: HttpClient;
  path?: string;
  visitor?: boolean;
  bus?: ReturnType<typeof createEventBus>;
}) {
  return renderRemote(GamesRoot, { ...opts, basename: '/gamelobby', path: opts.path ?? '/gamelobby/underground' });
}

/**
 * Renders one game's lobby directly (as if the catalogue marked it playable), for family-specific
 * tests that do not depend on the catalogue's `playable` flag.
 */
export function renderLobby(game: GameDef, opts: { api: HttpClient; visitor?: boolean }) {
  return renderInRemote(<GameLobby game={{ ...game, playable: true }} />, {
    ...opts,
    basename: '/gamelobby',
    path: `/gamelobby/${game.slug}`,
    texts: gamesTexts,
    namespace: 'games',
  });
}
