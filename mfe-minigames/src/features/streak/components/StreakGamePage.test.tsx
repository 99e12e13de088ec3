import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type StreakSlipData } from 'shared-contracts';
import { minigamesTexts } from '../../../i18n/th';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { renderRemote } from 'shared-ui/testing';
import { MiniGamesRoot } from '../../../app/MiniGamesRoot';
import { coinGuesses, openStatus, slipAfter } from '../../../test/slips';

const texts = minigamesTexts.minigames;
const SEED = {
  commitment: 'ab'.repeat(32),
  client_seed: 'seed-of-C0001',
  nonce: 0,
  created_at: '2026-05-02T03:00:00Z',
};
const emptyDay = { from_date: '2026-05-02', to_date: '2026-05-02', count: 0, total_bet: 0, total_payout: 0, slips: [] };

/** A coin-toss server in memory: one open slip at a time, answers scripted per call. */
function coinServer(script: {
  afterStake: StreakSlipData;
  afterCalls: StreakSlipData[];
  afterCashOut?: StreakSlipData;
}) {
  let current: StreakSlipData | null = null;
  let calls = 0;
  return createFakeHttpClient({
    'GET cointossing/close-status': () => openStatus('cointossing'),
    'GET cointossing/current-bet-slip': () => current,
    'GET cointossing/seed': () => SEED,
    'GET cointossing/day-bet-slip': () => emptyDay,
    'POST cointossing/bet': () => (current = script.afterStake),
    'PATCH cointossing/bet': (call) => {
      const body = call.body as { guess?: string; is_end?: boolean };
      const next = body.is_end ? script.afterCashOut! : script.afterCalls[calls++]!;
      current = next.status === 'OPEN' ? next : null;
      return next;
    },
  });
}

describe('<StreakGamePage>', () => {
  it('shows a visitor the game and a login button', async () => {
    const { api } = createFakeHttpClient({ 'GET cointossing/close-status': () => openStatus('cointossing') });
    const { events } = renderRemote(MiniGamesRoot, {
      api,
      basename: '/minigame',
      path: '/minigame/cointossing',
      visitor: true,
    });
    expect(await screen.findByText(texts.visitor)).toBeInTheDocument();
    expect(screen.queryByTestId('stake-panel')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('minigame-login'));
    expect(events).toContainEqual({ type: 'auth/login-requested', returnTo: '/minigame/cointossing' });
  });

  it('stakes, wins twice along the ladder, cashes out and asks the wallet to reload', async () => {
    const guesses = await coinGuesses(['WIN', 'WIN']);
    const staked = await slipAfter('cointossing', []);
    const one = await slipAfter('cointossing', guesses.slice(0, 1));
    const two = await slipAfter('cointossing', guesses);
    const out = await slipAfter('cointossing', guesses, { status: 'CASHED_OUT' });
    const server = coinServer({ afterStake: staked, afterCalls: [one, two], afterCashOut: out });
    const { events } = renderRemote(MiniGamesRoot, {
      api: server.api,
      basename: '/minigame',
      path: '/minigame/cointossing',
    });

    await waitFor(() => expect(screen.getByTestId('seed-commitment')).toHaveTextContent(SEED.commitment));
    fireEvent.click(await screen.findByTestId('stake-quick-10'));
    fireEvent.click(screen.getByTestId('stake-submit'));
    expect(await screen.findByTestId('streak-panel')).toBeInTheDocument();
    const stake = server.calls.find((c) => c.method === 'POST')!;
    expect(stake.body).toMatchObject({ is_use_coin: false, total_bet: 10, remark: '' });
    expect((stake.body as { key: string }).key).toMatch(/.{8,}/);
    expect(events).toContainEqual({ type: 'wallet/reload-requested' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'bet/placed', slipId: staked.slip_id }));
    // the client seed cannot change while the slip is open
    expect(screen.getByTestId('client-seed-input')).toBeDisabled();

    fireEvent.click(screen.getByTestId(`guess-${guesses[0]}`));
    expect(await screen.findByTestId('step-result')).toHaveAttribute('data-result', 'WIN');
    expect(screen.getByTestId('streak-payout')).toHaveTextContent('19.60');
    fireEvent.click(screen.getByTestId(`guess-${guesses[1]}`));
    await waitFor(() => expect(screen.getByTestId('streak-payout')).toHaveTextContent('38.41'));
    const ladder = screen.getByTestId('streak-ladder');
    expect(within(ladder).getByText('75.28')).toBeInTheDocument(); // the next rung: floor(3841 × 1.96)
    const patches = server.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([{ guess: guesses[0] }, { guess: guesses[1] }]);
    expect(new Set(patches.map((c) => c.opts?.idempotencyKey)).size).toBe(2);

    const reloadsBefore = events.filter((e) => e.type === 'wallet/reload-requested').length;
    fireEvent.click(screen.getByTestId('cash-out'));
    expect(await screen.findByTestId('step-result')).toHaveAttribute('data-result', 'CASHED');
    expect(screen.getByTestId('step-result')).toHaveTextContent('38.41');
    expect(events.filter((e) => e.type === 'wallet/reload-requested').length).toBe(reloadsBefore + 1);
    expect(await screen.findByTestId('stake-panel')).toBeInTheDocument();
    expect(screen.getByTestId('verify-finished')).toHaveTextContent(out.slip_id);
  });

  it('says in Thai why a stake was refused', async () => {
    const { api } = createFakeHttpClient({
      'GET cointossing/close-status': () => openStatus('cointossing'),
      'GET cointossing/current-bet-slip': () => null,
      'GET cointossing/seed': () => SEED,
      'GET cointossing/day-bet-slip': () => emptyDay,
      'POST cointossing/bet': () => {
        throw apiError(ErrorCode.NOT_ENOUGH_MONEY);
      },
    });
    renderRemote(MiniGamesRoot, { api, basename: '/minigame', path: '/minigame/cointossing' });
    fireEvent.click(await screen.findByTestId('stake-submit'));
    expect(await screen.findByTestId('minigame-error')).toHaveTextContent(texts.errors.P2R202);
  });

  it('shows the house hand and replays a draw in rock-paper-scissors', async () => {
    const staked = await slipAfter('paoyingchub', []);
    const draw = await slipAfter('paoyingchub', [(await slipAfter('paoyingchub', ['ROCK'])).steps[0]!.outcome]);
    const { api } = createFakeHttpClient({
      'GET paoyingchub/close-status': () => openStatus('paoyingchub'),
      'GET paoyingchub/current-bet-slip': () => staked,
      'GET paoyingchub/seed': () => SEED,
      'GET paoyingchub/day-bet-slip': () => emptyDay,
      'PATCH paoyingchub/bet': () => draw,
    });
    renderRemote(MiniGamesRoot, { api, basename: '/minigame', path: '/minigame/paoyingchub' });
    fireEvent.click(await screen.findByTestId(`guess-${draw.steps[0]!.guess}`));
    expect(await screen.findByTestId('step-result')).toHaveAttribute('data-result', 'DRAW');
    expect(screen.getByTestId('step-result')).toHaveTextContent(texts.result.DRAW);
    expect(screen.getByTestId('streak-panel')).toBeInTheDocument();
  });
});
