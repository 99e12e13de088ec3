import { fireEvent, screen } from '@testing-library/react';
import { numberPadStore } from '../../number-pad';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

it('explains every kind of the game in Thai with its rate from the catalogue', async () => {
  const { api } = createFakeHttpClient({ 'GET underground/current-round/thai': () => openRound() });
  renderGames({ api });
  await screen.findByText('เปิดรับแทง');
  fireEvent.click(screen.getByTestId('tab-howto'));
  expect(screen.getByTestId('howto-THREE_TOP')).toHaveTextContent('บาทละ 900');
  expect(screen.getByTestId('howto-RUN_TOP')).toHaveTextContent('บาทละ 3.2');
  expect(screen.getByTestId('howto-RUN_BOTTOM')).toHaveTextContent('บาทละ 4.2');
  fireEvent.click(screen.getByTestId('tab-favorite'));
  expect(screen.getByTestId('drafts')).toBeInTheDocument();
  await screen.findByTestId('draft-feedback'); // no drafts route in this fake: the list fails politely
});
