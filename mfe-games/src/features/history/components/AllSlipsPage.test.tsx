import { screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { slip } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

describe('all my slips', () => {
  it("lists every draw game's slips newest first, each naming its game", async () => {
    const { api, calls } = createFakeHttpClient({
      'GET bet-slips': () => [
        slip({ slip_id: 'YK00000002', game_code: 'YK' }),
        slip({ slip_id: 'UG00000001', game_code: 'UG' }),
      ],
    });
    renderGames({ api, path: '/gamelobby/my-slips' });
    await waitFor(() => expect(screen.getAllByTestId('slip-game')).toHaveLength(2));
    expect(screen.getAllByTestId('slip-game').map((e) => e.textContent)).toEqual(['หวยยี่กี', 'หวยรัฐบาลไทย']);
    expect(calls.find((c) => c.path === 'bet-slips')?.opts?.params).toEqual({ skip: 0, limit: 10 });
  });
});
