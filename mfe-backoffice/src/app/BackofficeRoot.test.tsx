import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { OPS_TOKEN_KEY } from '../features/auth';
import { backofficeTexts } from '../i18n/th';
import { backofficeTextsEn } from '../i18n/en';
import { renderConsole } from '../test/render-console';

const ROUND = {
  round_id: '42',
  game_code: 'GLO',
  draw_date: '2026-05-02',
  state: 'open',
  open_at: '2026-04-17T08:00:00.000Z',
  close_at: '2099-05-02T08:00:00.000Z',
  result_expected_at: '2099-05-02T09:00:00.000Z',
  result_at: null,
  closed_early: null,
  bet_count: 3,
  total_stake: 150,
};

beforeEach(() => sessionStorage.clear());

describe('<BackofficeRoot> login', () => {
  it("shows the ops login and the API's refusal to the signed-in player", async () => {
    const player = createFakeHttpClient({
      'GET backoffice/auth/me': () => {
        throw apiError(ErrorCode.FORBIDDEN);
      },
    });
    renderConsole(createFakeHttpClient({}), { player: player.api });
    expect(screen.getByTestId('backoffice-login')).toHaveTextContent(backofficeTexts.backoffice.auth.title);
    expect(await screen.findByTestId('backoffice-refused')).toHaveTextContent(
      backofficeTexts.backoffice.auth.playerRefused,
    );
    expect(screen.queryByTestId('backoffice-console')).toBeNull();
  });

  it('asks nothing of an anonymous visitor and shows no refusal', async () => {
    const player = createFakeHttpClient({});
    renderConsole(createFakeHttpClient({}), { player: player.api, visitor: true });
    expect(screen.getByTestId('backoffice-login')).toBeInTheDocument();
    await waitFor(() => expect(player.calls).toHaveLength(0));
    expect(screen.queryByTestId('backoffice-refused')).toBeNull();
  });

  it('says so when the password is wrong and keeps no token', async () => {
    const ops = createFakeHttpClient({
      'POST backoffice/auth/login': () => {
        throw apiError(ErrorCode.UNAUTHORIZED);
      },
    });
    renderConsole(ops, { visitor: true });
    await userEvent.type(screen.getByTestId('ops-username'), 'ops.admin');
    await userEvent.type(screen.getByTestId('ops-password'), 'wrong-password-123');
    await userEvent.click(screen.getByTestId('ops-login-submit'));
    expect(await screen.findByText(backofficeTexts.backoffice.auth.failed)).toBeInTheDocument();
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });

  it('signs an ops user in, keeps the token in sessionStorage, sends it on every call, switches to English and out', async () => {
    const ops = createFakeHttpClient({
      'POST backoffice/auth/login': () => ({
        token: 'ops-token-1',
        expires_at: '2099-01-01T00:00:00Z',
        username: 'ops.admin',
        role: 'admin',
      }),
      'GET backoffice/rounds': () => [ROUND],
      'POST backoffice/auth/logout': () => ({ logged_out: true }),
    });
    renderConsole(ops, { visitor: true, path: '/backoffice/rounds' });
    await userEvent.type(screen.getByTestId('ops-username'), 'ops.admin');
    await userEvent.type(screen.getByTestId('ops-password'), 'correct-password-123');
    await userEvent.click(screen.getByTestId('ops-login-submit'));

    expect(await screen.findByTestId('backoffice-console')).toHaveTextContent('ops.admin (admin)');
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe('ops-token-1');
    expect(await screen.findByTestId('round-42')).toHaveTextContent('GLO');
    const roundsCall = ops.calls.find((c) => c.path === 'backoffice/rounds')!;
    expect(roundsCall.opts?.headers?.Authorization).toBe('Bearer ops-token-1');
    expect(roundsCall.opts?.params).toMatchObject({ game: 'UG', limit: 100 });
    expect(localStorage.getItem('token')).toBeNull();

    expect(screen.getByTestId('nav-rounds')).toHaveTextContent(backofficeTexts.backoffice.nav.rounds);
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByTestId('nav-rounds')).toHaveTextContent(backofficeTextsEn.backoffice.nav.rounds);
    expect(screen.getByTestId('round-42')).toHaveTextContent('Close now');

    await userEvent.click(screen.getByTestId('ops-logout'));
    expect(await screen.findByTestId('backoffice-login')).toHaveTextContent(backofficeTextsEn.backoffice.auth.title);
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });

  it('drops a stored token the API refuses (401) and shows the login again', async () => {
    sessionStorage.setItem(OPS_TOKEN_KEY, 'stale');
    const ops = createFakeHttpClient({
      'GET backoffice/auth/me': () => {
        throw apiError(ErrorCode.UNAUTHORIZED);
      },
    });
    renderConsole(ops, { visitor: true });
    expect(await screen.findByText(backofficeTexts.backoffice.auth.expired)).toBeInTheDocument();
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });
});
