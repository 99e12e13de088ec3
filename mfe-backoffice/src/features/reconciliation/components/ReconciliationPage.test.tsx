import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const texts = backofficeTexts.backoffice.reconciliation;
/** The tab is a lazy chunk with chart.js: give its first render time on a busy machine. */
const SLOW = { timeout: 5000 };

// jsdom draws nothing: a 2D context whose every method is a no-op (measureText a width), and a ResizeObserver
// that never fires, so chart.js runs for real without a canvas
beforeAll(() => {
  const noop = () => undefined;
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value(this: HTMLCanvasElement) {
      const state: Record<string | symbol, unknown> = {
        canvas: this,
        measureText: (s: string) => ({ width: s.length * 6 }),
        getLineDash: () => [],
      };
      return new Proxy(state, {
        get: (target, key) => (key in target ? target[key] : noop),
        set: (target, key, value) => {
          target[key] = value;
          return true;
        },
      });
    },
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const ledger = (extra: Record<string, unknown> = {}) => ({
  ok: true,
  postings_sum_satang: 0,
  postings_count: 12,
  unbalanced_transfers: 0,
  mismatched_count: 0,
  mismatched_accounts: [],
  account_kinds: [
    { kind: 'house', accounts: 17, balance_satang: 150_000 },
    { kind: 'player', accounts: 2, balance_satang: 50_000 },
    { kind: 'rail', accounts: 1, balance_satang: -200_000 },
  ],
  house: { balance_satang: 150_000, stripes_satang: 150_000, stripe_accounts: 16, pools_satang: 0, pool_accounts: 1 },
  range: { from: '2026-04-03', to: '2026-05-02' },
  transfer_kinds: [
    {
      kind: 'DEPOSIT',
      transfers: 2,
      volume_satang: 200_000,
      player_satang: 200_000,
      house_satang: 0,
      rail_satang: -200_000,
    },
  ],
  ...extra,
});

const houseDaily = {
  from: '2026-05-01',
  to: '2026-05-02',
  game: null,
  days: [
    {
      date: '2026-05-02',
      game_code: 'VN',
      stakes_satang: 4_500,
      payouts_satang: 85_000,
      refunds_satang: 0,
      net_satang: -80_500,
    },
  ],
  totals: { stakes_satang: 4_500, payouts_satang: 85_000, refunds_satang: 0, net_satang: -80_500 },
};

const rounds = {
  from: '2026-05-01',
  to: '2026-05-02',
  game: null,
  with_slips: true,
  page: 1,
  page_size: 20,
  total: 1,
  rounds: [
    {
      round_id: '42',
      game_code: 'VN',
      draw_date: '2026-05-02',
      round_no: 1,
      state: 'settled',
      slips: 2,
      stakes_satang: 4_500,
      payouts_satang: 85_000,
      refunds_satang: 0,
      net_satang: -80_500,
    },
  ],
};

function renderReconciliation(routes: FakeRoutes) {
  return renderSignedIn(
    '/backoffice/reconciliation',
    { id: '1', username: 'ops.admin', role: 'operator' },
    {
      'GET backoffice/reconciliation/house-daily': () => houseDaily,
      'GET backoffice/reconciliation/rounds': () => rounds,
      ...routes,
    },
  );
}

beforeEach(() => sessionStorage.clear());

describe('Reconciliation screen', () => {
  it('shows the ledger summing to zero, the house days and the rounds, each with its chart and table', async () => {
    const ops = renderReconciliation({ 'GET backoffice/reconciliation/ledger': () => ledger() });
    expect(await screen.findByTestId('ledger-ok', {}, SLOW)).toHaveTextContent(
      texts.ledgerOk.replace('{{count}}', '12'),
    );
    expect(screen.queryByTestId('ledger-bad')).toBeNull();
    expect(screen.getByTestId('ledger-transfer-kinds')).toHaveTextContent('DEPOSIT');
    expect(screen.getByTestId('ledger-transfer-kinds')).toHaveTextContent('-2,000.00');

    const day = await screen.findByTestId('house-day-2026-05-02-VN', {}, SLOW);
    // Thai date with the Buddhist-era year; baht from satang
    expect(day).toHaveTextContent('2 พ.ค. 2569');
    expect(day).toHaveTextContent('45.00');
    expect(day).toHaveTextContent('850.00');
    expect(day).toHaveTextContent('-805.00');
    expect(screen.getByTestId('house-daily-total')).toHaveTextContent('-805.00');
    expect(within(screen.getByTestId('house-daily-chart')).getByRole('img')).toHaveAttribute(
      'aria-label',
      texts.dailyTitle,
    );

    const row = await screen.findByTestId('round-row-42', {}, SLOW);
    expect(row).toHaveTextContent('settled');
    expect(row).toHaveTextContent('-805.00');
    expect(screen.getByTestId('rounds-chart').querySelector('canvas')).not.toBeNull();

    // every read asked for the same default range: the last 30 days up to today
    const ledgerCall = ops.calls.find((c) => c.path === 'backoffice/reconciliation/ledger')!;
    const { from, to } = ledgerCall.opts!.params as { from: string; to: string };
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect(ops.calls.find((c) => c.path === 'backoffice/reconciliation/rounds')!.opts!.params).toMatchObject({
      from,
      to,
      page: 1,
      page_size: 20,
      game: undefined,
      with_slips: 'true',
    });
  });

  it('shows a broken ledger in red with the mismatching accounts', async () => {
    renderReconciliation({
      'GET backoffice/reconciliation/ledger': () =>
        ledger({
          ok: false,
          mismatched_count: 1,
          mismatched_accounts: [
            {
              account_id: '7',
              code: 'player:3',
              kind: 'player',
              balance_satang: 10_007,
              postings_satang: 10_000,
              difference_satang: 7,
            },
          ],
        }),
    });
    expect(await screen.findByTestId('ledger-bad', {}, SLOW)).toHaveAttribute('role', 'alert');
    expect(screen.queryByTestId('ledger-ok')).toBeNull();
    const mismatch = screen.getByTestId('mismatch-player:3');
    expect(mismatch).toHaveTextContent('100.07');
    expect(mismatch).toHaveTextContent('0.07');
  });

  it('asks again for one game and refuses a range that ends before it starts', async () => {
    const ops = renderReconciliation({ 'GET backoffice/reconciliation/ledger': () => ledger() });
    await screen.findByTestId('ledger-ok', {}, SLOW);
    await userEvent.selectOptions(screen.getByTestId('reconciliation-game'), 'VN');
    await waitFor(() =>
      expect(
        ops.calls.some((c) => c.path === 'backoffice/reconciliation/house-daily' && c.opts?.params?.game === 'VN'),
      ).toBe(true),
    );
    const before = ops.calls.length;
    const to = screen.getByTestId('reconciliation-to') as HTMLInputElement;
    await userEvent.clear(to);
    await userEvent.type(to, '2000-01-01');
    expect(await screen.findByText(texts.rangeInvalid.replace('{{max}}', '366'))).toBeInTheDocument();
    expect(ops.calls.slice(before).some((c) => c.opts?.params?.to === '2000-01-01')).toBe(false);
  });
});
