import { act, fireEvent, screen } from '@testing-library/react';
import { minigamesTexts } from 'shared-contracts';
import { renderRemote } from 'shared-ui/testing';
import { MiniGamesRoot } from './MiniGamesRoot';

describe('<MiniGamesRoot>', () => {
  it("shows each game's screen and follows the shell to the other one", () => {
    const { bus, navigate } = renderRemote(MiniGamesRoot, { basename: '/minigame', path: '/minigame/cointossing' });
    expect(screen.getByTestId('minigame-coming-soon-cointossing')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: new RegExp(minigamesTexts.minigames.otherGame) }));
    expect(navigate).toHaveBeenCalledWith('/minigame/paoyingchub');

    window.history.pushState(null, '', '/minigame/paoyingchub');
    act(() => bus.publish({ type: 'route/changed', pathname: '/minigame/paoyingchub' }));
    expect(screen.getByTestId('minigame-coming-soon-paoyingchub')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalledWith('/404');
  });

  it("sends an unknown mini-game to the shell's /404", () => {
    const { navigate } = renderRemote(MiniGamesRoot, { basename: '/minigame', path: '/minigame/slots' });
    expect(screen.queryByTestId(/minigame-coming-soon/)).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/404');
  });
});
