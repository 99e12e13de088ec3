import { fireEvent, screen, within } from '@testing-library/react';
import { numberPadStore } from '../../number-pad';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { RESULT, openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

describe('winning-number tab', () => {
  it('shows past results with the Thai Buddhist-era draw date and every derived number', async () => {
    const { api } = createFakeHttpClient({
      'GET underground/current-round/thai': () => openRound(),
      'GET underground/winning-number/thai': () => [RESULT],
    });
    renderGames({ api });
    fireEvent.click(screen.getByTestId('tab-winning'));
    const card = await screen.findByTestId('result-2025-12-01');
    expect(card).toHaveTextContent('1 ธันวาคม 2568');
    expect(card).toHaveTextContent('845071');
    expect(within(card).getByTestId('result-top3')).toHaveTextContent('071');
    expect(within(card).getByTestId('result-bottom2')).toHaveTextContent('47');
    expect(within(card).getByTestId('result-front3')).toHaveTextContent('123 456');
    expect(within(card).getByTestId('result-bottom3')).toHaveTextContent('789 012');
  });
});
