import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode, type GameRateHistoryEntry } from 'shared-contracts';
import { GameRatesForm } from './GameRatesForm';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';
import { pendingRateChange } from '../../../test/setting-changes';

const texts = backofficeTexts.backoffice.rates;

const entry = (kind: string, rate: number, own: { rate?: number; min?: number; max?: number } = {}) => ({
  kind,
  editable: true,
  rate: own.rate ?? rate,
  min_amount: own.min ?? 1,
  max_amount: own.max ?? 100,
  own_rate: own.rate ?? null,
  own_min_amount: own.min ?? null,
  own_max_amount: own.max ?? null,
  default_rate: rate,
  default_min_amount: 1,
  default_max_amount: 100,
  updated_at: null,
  updated_by: null,
});

function renderRates(routes: FakeRoutes) {
  // the panel alone (as LimitsPage shows it once signed in), in the console's providers
  return renderSignedIn(
    '/backoffice/limits',
    { id: '1', username: 'ops.admin', role: 'operator' },
    routes,
    <GameRatesForm game="UG" />,
  );
}

beforeEach(() => sessionStorage.clear());

describe('Rates and stake limits panel', () => {
  it('shows defaults, sends only the changed fields exactly (blank = default), shows the refusal and the history', async () => {
    let current = [entry('THREE_TOP', 900), entry('RUN_TOP', 3.2, { max: 50 })];
    const history: GameRateHistoryEntry[] = [];
    let puts = 0;
    const ops = renderRates({
      'GET backoffice/rates/UG': () => ({ game_code: 'UG', kinds: current }),
      'GET backoffice/rates/UG/history': () => [...history],
      'PUT backoffice/rates/UG': () => {
        puts += 1;
        if (puts === 1)
          throw new AppError(ErrorCode.BAD_REQUEST, 'kinds.THREE_TOP.rate: a rate must be at most 100,000');
        current = [entry('THREE_TOP', 900, { rate: 850.5, max: 500 }), entry('RUN_TOP', 3.2)];
        history.unshift({
          id: '1',
          kind: 'THREE_TOP',
          old_rate: null,
          new_rate: 850.5,
          old_min_amount: null,
          new_min_amount: null,
          old_max_amount: null,
          new_max_amount: 500,
          changed_by: 'ops.admin',
          confirmed_by: null,
          reason: 'promo',
          changed_at: '2026-05-01T03:00:00Z',
        });
        return { game_code: 'UG', kinds: current };
      },
    });
    const panel = await screen.findByTestId('game-rates');
    const three = await within(panel).findByTestId('rates-THREE_TOP');
    expect(within(three).getByTestId('rates-default')).toHaveTextContent('900');
    expect(within(three).getByTestId('rates-THREE_TOP-rate')).toHaveValue('');
    expect(within(panel).getByTestId('rates-RUN_TOP-max')).toHaveValue('50');
    expect(await within(panel).findByText(texts.noHistory)).toBeInTheDocument();
    const save = within(panel).getByTestId('rates-save');
    expect(save).toBeDisabled();

    // not a number with at most 2 decimals: flagged, nothing sent
    await userEvent.type(within(three).getByTestId('rates-THREE_TOP-rate'), '850.555');
    expect(within(three).getByText(texts.invalid)).toBeInTheDocument();
    expect(save).toBeDisabled();
    // min above max: flagged
    await userEvent.clear(within(three).getByTestId('rates-THREE_TOP-rate'));
    await userEvent.type(within(three).getByTestId('rates-THREE_TOP-min'), '200');
    expect(within(three).getByText(texts.minAboveMax)).toBeInTheDocument();
    await userEvent.clear(within(three).getByTestId('rates-THREE_TOP-min'));

    await userEvent.type(within(three).getByTestId('rates-THREE_TOP-rate'), '850.50');
    await userEvent.type(within(three).getByTestId('rates-THREE_TOP-max'), '500');
    await userEvent.clear(within(panel).getByTestId('rates-RUN_TOP-max'));
    await userEvent.type(within(panel).getByTestId('rates-reason'), 'promo');
    await userEvent.click(save);
    expect(await within(panel).findByTestId('rates-error')).toHaveTextContent('at most 100,000');

    await userEvent.click(save);
    expect(await within(panel).findByTestId('rates-saved')).toBeInTheDocument();
    const sent = ops.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(sent.at(-1)).toEqual({
      kinds: { THREE_TOP: { rate: 850.5, max_amount: 500 }, RUN_TOP: { max_amount: null } },
      reason: 'promo',
    });
    expect(within(panel).getByTestId('rates-THREE_TOP-rate')).toHaveValue('850.5');
    expect(within(panel).getAllByTestId('rates-in-force')[0]).toHaveTextContent('850.5');
    const row = await within(panel).findByTestId('rates-history-row');
    expect(row).toHaveTextContent('THREE_TOP');
    expect(row).toHaveTextContent(`${texts.fields.rate}: ${texts.useDefault} → 850.5`);
    expect(row).toHaveTextContent('ops.admin');
    expect(row).toHaveTextContent('promo');
  });

  it('a save beyond the band says it awaits a second operator, and nothing changes', async () => {
    const current = [entry('RUN_TOP', 3.2)];
    renderRates({
      'GET backoffice/rates/UG': () => ({ game_code: 'UG', kinds: current }),
      'GET backoffice/rates/UG/history': () => [],
      'PUT backoffice/rates/UG': () => ({
        game_code: 'UG',
        kinds: current,
        pending_change: pendingRateChange('7', 'ops.admin', {
          game_code: 'UG',
          reason: null,
          requested_at: '2026-05-01T03:00:00Z',
          expires_at: '2026-05-02T03:00:00Z',
        }),
      }),
    });
    const panel = await screen.findByTestId('game-rates');
    await userEvent.type(await within(panel).findByTestId('rates-RUN_TOP-rate'), '100000');
    await userEvent.click(within(panel).getByTestId('rates-save'));
    expect(await within(panel).findByTestId('rates-pending')).toHaveTextContent(
      backofficeTexts.backoffice.pending.awaiting,
    );
    expect(within(panel).queryByTestId('rates-saved')).toBeNull();
    expect(within(panel).getByTestId('rates-in-force')).toHaveTextContent('3.2');
  });

  it('shows a unit kind read-only', async () => {
    renderRates({
      'GET backoffice/rates/UG': () => ({
        game_code: 'UG',
        kinds: [
          { ...entry('SET_4D', 0), editable: false, min_amount: 120, default_min_amount: 120, max_amount: 14400 },
        ],
      }),
      'GET backoffice/rates/UG/history': () => [],
    });
    const set = await screen.findByTestId('rates-SET_4D');
    expect(set).toHaveTextContent(texts.fixed);
    expect(within(set).queryByRole('textbox')).toBeNull();
  });
});
