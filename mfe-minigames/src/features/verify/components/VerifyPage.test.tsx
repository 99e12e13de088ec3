import { fireEvent, screen, waitFor } from '@testing-library/react';
import { minigamesTexts } from '../../../i18n/th';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderRemote } from 'shared-ui/testing';
import { MiniGamesRoot } from '../../../app/MiniGamesRoot';
import { coinGuesses, slipAfter } from '../../../test/slips';

const texts = minigamesTexts.minigames;

async function verifyServer() {
  const guesses = await coinGuesses(['WIN', 'WIN', 'LOSE']);
  const lost = await slipAfter('cointossing', guesses);
  const day = {
    from_date: '2026-05-02',
    to_date: '2026-05-02',
    count: 1,
    total_bet: 10,
    total_payout: 0,
    slips: [lost],
  };
  const empty = { ...day, count: 0, total_bet: 0, slips: [] };
  const server = createFakeHttpClient({
    'GET cointossing/day-bet-slip': () => day,
    'GET paoyingchub/day-bet-slip': () => empty,
    [`GET cointossing/bet-slip/${lost.slip_id}`]: () => lost,
  });
  return { lost, server };
}

describe('<VerifyPage>', () => {
  it('recomputes a finished slip in the browser: the commitment and every step check out', async () => {
    const { lost, server } = await verifyServer();
    renderRemote(MiniGamesRoot, { api: server.api, basename: '/minigame', path: `/minigame/verify/${lost.slip_id}` });
    expect(await screen.findByTestId('verify-commitment')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('verify-commitment')).toHaveTextContent(texts.verify.commitmentOk);
    for (const step of [0, 1, 2]) expect(screen.getByTestId(`verify-step-${step}`)).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('verify-overall')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId(`verify-pick-${lost.slip_id}`)).toBeInTheDocument();
  });

  it('fails a changed server seed: the commitment and the outcomes no longer match', async () => {
    const { lost, server } = await verifyServer();
    renderRemote(MiniGamesRoot, { api: server.api, basename: '/minigame', path: `/minigame/verify/${lost.slip_id}` });
    expect(await screen.findByTestId('verify-overall')).toHaveAttribute('data-ok', 'true');
    fireEvent.change(screen.getByTestId('verify-server-seed'), { target: { value: '6f'.repeat(32) } });
    await waitFor(() => expect(screen.getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'false'));
    expect(screen.getByTestId('verify-commitment')).toHaveTextContent(texts.verify.commitmentBad);
    expect(screen.getByTestId('verify-overall')).toHaveAttribute('data-ok', 'false');
  });

  it('opens a slip typed by id through the shell', async () => {
    const { server } = await verifyServer();
    const { navigate } = renderRemote(MiniGamesRoot, {
      api: server.api,
      basename: '/minigame',
      path: '/minigame/verify',
    });
    fireEvent.change(await screen.findByTestId('verify-slip-input'), { target: { value: 'ct00000009' } });
    fireEvent.submit(screen.getByTestId('verify-slip-input').closest('form')!);
    expect(navigate).toHaveBeenCalledWith('/minigame/verify/CT00000009');
  });
});
