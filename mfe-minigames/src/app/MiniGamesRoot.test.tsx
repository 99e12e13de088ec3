import { act, screen } from '@testing-library/react';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderRemote } from 'shared-ui/testing';
import { openStatus } from '../test/slips';
import { MiniGamesRoot } from './MiniGamesRoot';

const api = () =>
  createFakeHttpClient({
    'GET cointossing/close-status': () => openStatus('cointossing'),
    'GET paoyingchub/close-status': () => openStatus('paoyingchub'),
  }).api;

describe('<MiniGamesRoot>', () => {
  it("shows each game's page and the verify view, following the shell's route", async () => {
    const { bus } = renderRemote(MiniGamesRoot, {
      api: api(),
      basename: '/minigame',
      path: '/minigame/cointossing',
      visitor: true,
    });
    expect(await screen.findByTestId('minigame-cointossing')).toBeInTheDocument();
    expect(screen.getByTestId('coin-stage')).toBeInTheDocument();

    window.history.pushState(null, '', '/minigame/paoyingchub');
    act(() => bus.publish({ type: 'route/changed', pathname: '/minigame/paoyingchub' }));
    expect(await screen.findByTestId('minigame-paoyingchub')).toBeInTheDocument();
    expect(screen.getByTestId('hands-stage')).toBeInTheDocument();

    window.history.pushState(null, '', '/minigame/verify');
    act(() => bus.publish({ type: 'route/changed', pathname: '/minigame/verify' }));
    expect(await screen.findByTestId('minigame-verify')).toBeInTheDocument();
  });

  it("sends an unknown mini-game to the shell's /404", () => {
    const { navigate } = renderRemote(MiniGamesRoot, { api: api(), basename: '/minigame', path: '/minigame/slots' });
    expect(screen.queryByTestId(/^minigame-/)).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/404');
  });
});
