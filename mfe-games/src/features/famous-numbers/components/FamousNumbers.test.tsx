import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

describe('famous numbers', () => {
  it("shows the round's most-staked numbers of the selected kind; a tap fills the pad", async () => {
    const { api, calls } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET game/fe/famous-number/UG': (c) => ({
        game_code: 'UG',
        kind: c.opts?.params?.kind,
        round_id: 'r',
        numbers:
          c.opts?.params?.kind === 'TWO_TOP'
            ? [{ number: '59', total_amount: 300, player_count: 4 }]
            : [{ number: '871', total_amount: 500, player_count: 7 }],
      }),
    });
    renderGames({ api });
    expect(await screen.findByTestId('famous-number-871')).toHaveTextContent('871');
    fireEvent.click(screen.getByTestId('kind-TWO_TOP'));
    await screen.findByTestId('famous-number-59');
    expect(calls.filter((c) => c.path.startsWith('game/fe')).at(-1)?.opts?.params).toEqual({ kind: 'TWO_TOP' });
    fireEvent.click(screen.getByTestId('famous-number-59'));
    await waitFor(() => expect(screen.getByTestId('number-input')).toHaveValue('59'));
  });
});
