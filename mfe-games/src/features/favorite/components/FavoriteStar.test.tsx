import { fireEvent, screen, waitFor } from '@testing-library/react';
import { gameByRoute, type FavoriteListData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound } from '../../../test/fixtures';
import { renderGames, renderLobby } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

describe('favourite star in the lobby header', () => {
  it('adds the game with its catalogue payload, then removes it with the same body', async () => {
    let list: FavoriteListData = [];
    const fav = { game_type: 'hanoi', hanoi_type: 'special', code: 'VNS', route: '/gamelobby/hanoi-sp' };
    const { api, calls } = createFakeHttpClient({
      'GET hanoi/current-round/special': () => openRound(),
      'GET users/favorite': () => list,
      'POST users/favorite': () => (list = [fav]),
      'DELETE users/favorite': () => (list = []),
    });
    renderLobby(gameByRoute('/gamelobby/hanoi-sp')!, { api });
    const star = await screen.findByTestId('favorite-toggle');
    await waitFor(() => expect(calls.some((c) => c.path === 'users/favorite')).toBe(true));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ game_type: 'hanoi', hanoi_type: 'special' });
    fireEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ game_type: 'hanoi', hanoi_type: 'special' });
  });

  it('asks a visitor to log in instead', async () => {
    const { api, calls } = createFakeHttpClient({ 'GET underground/current-round/thai': () => openRound() });
    const { events } = renderGames({ api, visitor: true });
    fireEvent.click(await screen.findByTestId('favorite-toggle'));
    expect(events.some((e) => e.type === 'auth/login-requested')).toBe(true);
    expect(calls.some((c) => c.path === 'users/favorite')).toBe(false);
  });
});
