import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderGames } from '../../../test/render-games';

describe('home lobby (/gamelobby)', () => {
  it('lists every game by family with its next close, without calling the API', () => {
    const { api, calls } = createFakeHttpClient({});
    renderGames({ api, path: '/gamelobby', visitor: true });
    expect(screen.getByTestId('games-home')).toBeInTheDocument();
    const stock = screen.getByTestId('home-group-stock');
    expect(stock).toHaveTextContent('หวยหุ้น');
    expect(within(stock).getAllByRole('button')).toHaveLength(13);
    expect(screen.getByTestId('home-group-lotto-set')).toHaveTextContent('หวยลาวชุด');
    expect(screen.getByTestId('home-group-underground')).toHaveTextContent('หวยรัฐบาลไทย');
    expect(screen.getByTestId('home-next-close-underground')).toHaveTextContent('ออกผลตามปฏิทิน');
    expect(calls).toHaveLength(0);
  });

  it("puts the player's favourite games first", async () => {
    const { api } = createFakeHttpClient({
      'GET users/favorite': () => [{ game_type: 'lao_set', code: 'SETLA', route: '/gamelobby/set-laos' }],
    });
    renderGames({ api, path: '/gamelobby' });
    const fav = await screen.findByTestId('home-group-favorite');
    expect(fav).toHaveTextContent('เกมโปรดของฉัน');
    expect(within(fav).getByTestId('home-favorite-set-laos')).toHaveTextContent('หวยลาวชุด');
    await waitFor(() => expect(screen.getAllByTestId(/^home-group-/)[0]).toBe(fav));
  });

  it("opens a game's lobby through the shell's navigation", () => {
    const { api } = createFakeHttpClient({});
    const { navigate } = renderGames({ api, path: '/gamelobby', visitor: true });
    fireEvent.click(screen.getByTestId('home-game-stock-nikkei'));
    expect(navigate).toHaveBeenCalledWith('/gamelobby/stock-nikkei');
  });
});
