/** The settings tab: a mini-game's limits (blank = default) and the invite commission (percent → basis points). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { percentToBps } from './InviteSettingsForm';
import { renderSignedIn } from '../../../test/render-console';

const coin = {
  game: 'cointossing',
  game_code: 'COIN',
  multiplier: 1.9,
  min_bet: 10,
  max_bet: 500,
  max_payout: 100000,
  is_closed: false,
  defaults: { multiplier: 1.96, min_bet: 10, max_bet: 1000, max_payout: 100000 },
};
const invites = {
  commission_bps: 100,
  default_bps: 100,
  source: 'default',
  paid_total_satang: 123_45,
  paid_slips: 3,
  history: [],
};

function renderSettings() {
  return renderSignedIn(
    '/backoffice/settings',
    { id: '1', username: 'ops.maker', role: 'operator' },
    {
      'GET backoffice/minigames/cointossing': () => coin,
      // the api answers the settings it keeps: amounts as numbers (the form sends them as typed), a null as the default
      'PUT backoffice/minigames/cointossing': (c) => ({
        ...coin,
        ...Object.fromEntries(
          Object.entries(c.body as object).map(([k, v]) => [k, typeof v === 'string' ? Number(v) : v]),
        ),
        multiplier: 1.96,
      }),
      'GET backoffice/invites/settings': () => invites,
      'PUT backoffice/invites/settings': (c) => ({
        ...invites,
        commission_bps: (c.body as { commission_bps: number }).commission_bps,
        source: 'ops',
        history: [
          { commission_bps: 150, effective_from: '2026-05-01T03:00:00Z', ops_username: 'ops.maker', reason: 'โปร' },
        ],
      }),
    },
  );
}

beforeEach(() => sessionStorage.clear());

describe('Settings screen', () => {
  it('sends only the changed mini-game fields, a blank one as null (back to the default)', async () => {
    const ops = renderSettings();
    const form = await screen.findByTestId('minigame-settings');
    const max = await within(form).findByTestId('minigame-max_bet');
    expect(max).toHaveValue('500');
    expect(within(form).getByTestId('minigame-save')).toBeDisabled();
    await userEvent.clear(within(form).getByTestId('minigame-multiplier'));
    await userEvent.clear(max);
    await userEvent.type(max, '300');
    await userEvent.click(within(form).getByTestId('minigame-closed'));
    await userEvent.click(within(form).getByTestId('minigame-save'));
    await waitFor(() => expect(ops.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(ops.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      multiplier: null,
      max_bet: '300',
      is_closed: true,
    });
    expect(await within(form).findByTestId('minigame-saved')).toBeInTheDocument();
  });

  it('turns a percent into basis points, refuses a bad one, and lists the change', async () => {
    const ops = renderSettings();
    const form = await screen.findByTestId('invite-settings');
    expect(await within(form).findByTestId('invite-paid')).toHaveTextContent('123.45');
    const rate = within(form).getByTestId('invite-commission');
    await userEvent.clear(rate);
    await userEvent.type(rate, '60.5');
    expect(within(form).getByTestId('invite-invalid')).toBeInTheDocument();
    expect(within(form).getByTestId('invite-save')).toBeDisabled();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.5');
    await userEvent.type(within(form).getByTestId('invite-reason'), 'โปร');
    await userEvent.click(within(form).getByTestId('invite-save'));
    expect(await within(form).findByTestId('invite-history')).toHaveTextContent('1.5%');
    expect(ops.calls.find((c) => c.method === 'PUT')?.body).toEqual({ commission_bps: 150, reason: 'โปร' });
  });

  it('reads percents exactly', () => {
    expect([percentToBps('1'), percentToBps('1.5'), percentToBps('0.05'), percentToBps('50')]).toEqual([
      100, 150, 5, 5000,
    ]);
    expect([percentToBps('1.234'), percentToBps('-1'), percentToBps('abc'), percentToBps('')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});
