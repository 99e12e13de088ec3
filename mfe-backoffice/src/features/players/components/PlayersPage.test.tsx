import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode, type PlayerDetailData, type PlayerStatus } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const texts = backofficeTexts.backoffice.players;

const limit = (limitBaht: number | null, used = 0) => ({
  limit: limitBaht,
  used,
  remaining: limitBaht === null ? null : limitBaht - used,
  period_start: '2026-05-01T17:00:00.000Z',
  resets_at: '2026-05-02T17:00:00.000Z',
  pending: null,
});

function detail(status: PlayerStatus, history: PlayerDetailData['status_history'] = []): PlayerDetailData {
  return {
    customer_code: 'TL00000042',
    phone: '0891234501',
    status,
    created_at: '2026-05-01T03:00:00.000Z',
    balance: 1234.5,
    self_excluded_until: null,
    has_limits: true,
    free_lottery: 2,
    limits: {
      deposit_day: limit(1000, 500),
      deposit_week: limit(null),
      deposit_month: limit(null),
      loss_day: limit(null),
      loss_week: limit(null),
      loss_month: limit(null),
      raise_delay_hours: 24,
      as_of: '2026-05-02T03:00:00.000Z',
    },
    recent_sessions: [
      { created_at: '2026-05-02T02:00:00.000Z', expires_at: '2026-05-03T02:00:00.000Z', revoked_at: null },
    ],
    status_history: history,
  };
}

function renderPlayers(routes: FakeRoutes, role = 'operator') {
  return renderSignedIn('/backoffice/players', { id: '1', username: 'maker', role }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Players tab', () => {
  it('searches by phone, opens the card, bans with a confirmed reason and shows the new status and history', async () => {
    let player = detail('ACTIVE');
    const ops = renderPlayers({
      'GET backoffice/players': () => ({
        players: [
          {
            customer_code: player.customer_code,
            phone: player.phone,
            status: player.status,
            created_at: player.created_at,
            balance: player.balance,
            self_excluded_until: null,
            has_limits: true,
          },
        ],
        total: 1,
        limit: 20,
        offset: 0,
      }),
      'GET backoffice/players/TL00000042': () => player,
      'PUT backoffice/players/TL00000042/status': (c) => {
        const body = c.body as { status: PlayerStatus; reason: string };
        const change = {
          from_status: player.status,
          to_status: body.status,
          reason: body.reason,
          actor: 'maker',
          sessions_revoked: 1,
          created_at: '2026-05-02T04:00:00.000Z',
        };
        player = detail(body.status, [change, ...player.status_history]);
        return { customer_code: player.customer_code, ...change };
      },
    });
    expect(await screen.findByTestId('nav-players')).toBeInTheDocument();
    await userEvent.type(await screen.findByTestId('players-search'), '089 123');
    await userEvent.click(screen.getByTestId('players-search-submit'));
    const row = await screen.findByTestId('player-row-TL00000042');
    expect(row).toHaveTextContent('0891234501');
    expect(row).toHaveTextContent(texts.statuses.ACTIVE);
    expect(ops.calls.find((c) => c.path === 'backoffice/players')?.opts?.params).toEqual({
      phone: '089 123',
      limit: 20,
      offset: 0,
    });

    await userEvent.click(within(row).getByRole('button'));
    const card = await screen.findByTestId('player-card');
    expect(within(card).getByTestId('player-balance')).toHaveTextContent('1,234.50 บาท');
    expect(within(card).getByTestId('player-limit-deposit_day')).toHaveTextContent('1,000.00 บาท');
    expect(within(card).getByTestId('player-limit-loss_day')).toHaveTextContent(texts.noLimit);
    expect(card).toHaveTextContent(texts.noHistory);
    // an active player can be set inactive or banned, not reactivated
    expect(within(card).queryByTestId('player-action-ACTIVE')).toBeNull();

    await userEvent.click(within(card).getByTestId('player-action-BANNED'));
    const confirm = screen.getByTestId('player-confirm');
    expect(confirm).toHaveTextContent(texts.effectStop);
    expect(within(confirm).getByTestId('player-confirm-submit')).toBeDisabled();
    await userEvent.type(within(confirm).getByTestId('player-reason'), 'fraud ring');
    await userEvent.click(within(confirm).getByTestId('player-confirm-submit'));

    expect(await screen.findByTestId('player-action-done')).toHaveTextContent(texts.statuses.BANNED);
    expect(ops.calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'BANNED', reason: 'fraud ring' });
    await waitFor(() => expect(within(card).getByTestId('player-history')).toHaveTextContent('fraud ring'));
    expect(within(card).getByTestId('player-action-ACTIVE')).toBeInTheDocument();
    expect(within(card).queryByTestId('player-action-BANNED')).toBeNull();
  });

  it("shows the API's refusal and searches a customer code", async () => {
    const ops = renderPlayers(
      {
        'GET backoffice/players': () => ({
          players: [
            {
              customer_code: 'TL00000042',
              phone: '0891234501',
              status: 'INACTIVE',
              created_at: '2026-05-01T03:00:00.000Z',
              balance: 0,
              self_excluded_until: null,
              has_limits: false,
            },
          ],
          total: 1,
          limit: 20,
          offset: 0,
        }),
        'GET backoffice/players/TL00000042': () => detail('INACTIVE'),
        'PUT backoffice/players/TL00000042/status': () => {
          throw new AppError(ErrorCode.FORBIDDEN, 'this endpoint is for ops role operator; admin1 is admin');
        },
      },
      'admin',
    );
    await userEvent.type(await screen.findByTestId('players-search'), 'tl0000');
    await userEvent.click(screen.getByTestId('players-search-submit'));
    await userEvent.click(within(await screen.findByTestId('player-row-TL00000042')).getByRole('button'));
    expect(ops.calls.find((c) => c.path === 'backoffice/players')?.opts?.params).toMatchObject({
      customer_code: 'tl0000',
    });
    await userEvent.click(await screen.findByTestId('player-action-ACTIVE'));
    expect(screen.getByTestId('player-confirm')).toHaveTextContent(texts.effectActive);
    await userEvent.type(screen.getByTestId('player-reason'), 'appeal');
    await userEvent.click(screen.getByTestId('player-confirm-submit'));
    expect(await screen.findByTestId('player-action-error')).toHaveTextContent('is for ops role operator');
  });
});
