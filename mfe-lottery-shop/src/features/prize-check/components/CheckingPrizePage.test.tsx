/** The prize check on real official draws (data/glo-draws.json) through the shared checker. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GloDraw } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { readSharedJson } from 'shared-contracts/testing/shared-data';
import { cart, undergroundResult, winningResult } from '../../../test/fixtures';
import { renderShop } from '../../../test/render-shop';

const draws = readSharedJson<GloDraw[]>('glo-draws.json');
const byDate = (d: string) => draws.find((x) => x.date === d)!;

function api() {
  return createFakeHttpClient({
    'GET underground/winning-number/thai': () => ['2026-04-16', '2026-04-01', '2010-05-02'].map(undergroundResult),
    'GET government/winning-result': (call) => winningResult(byDate(String(call.opts?.params?.round_end_date))),
    'GET lottery/bet-slip': () => ({ items: [], total: 0 }),
    'GET lottery/cart': () => cart({}, { round_id: null }),
  });
}

describe('CheckingPrizePage', () => {
  it('shows every prize a number won on a past draw, with the Thai-era date', async () => {
    const draw = byDate('2026-04-16');
    const fake = api();
    renderShop({ api: fake.api, path: '/lottery/thai/checking-prize' });
    const select = await screen.findByTestId('check-date');
    expect(within(select).getByText('16 เมษายน 2569')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('check-number-input'), { target: { value: draw.first } });
    fireEvent.click(screen.getByTestId('check-add-number'));
    // a number that only matches the last two digits
    const lastTwoOnly = `${draw.first.slice(0, 3) === '999' ? '000' : '999'}0${draw.lastTwo}`;
    fireEvent.change(screen.getByTestId('check-number-input'), { target: { value: lastTwoOnly } });
    fireEvent.click(screen.getByTestId('check-submit'));
    const first = await screen.findByTestId(`check-result-${draw.first}`);
    expect(first).toHaveAttribute('data-win', 'true');
    expect(within(first).getByText(/รางวัลที่ 1/)).toBeInTheDocument();
    expect(screen.getByTestId('check-draw-date')).toHaveTextContent('16 เมษายน 2569');
    expect(fake.calls.find((c) => c.path === 'government/winning-result')?.opts?.params).toEqual({
      round_end_date: '2026-04-16',
    });
    const other = screen.getByTestId(`check-result-${lastTwoOnly}`);
    expect(
      within(other)
        .getAllByTestId('check-win')
        .map((w) => w.dataset.tier),
    ).toContain('LAST_TWO');
  });

  it('counts a number published in two tiers twice (2010-05-02: 320172 in fourth and fifth)', async () => {
    renderShop({ api: api().api, path: '/lottery/thai/checking-prize' });
    fireEvent.change(await screen.findByTestId('check-date'), { target: { value: '2010-05-02' } });
    fireEvent.change(screen.getByTestId('check-number-input'), { target: { value: '320172' } });
    fireEvent.click(screen.getByTestId('check-submit'));
    const row = await screen.findByTestId('check-result-320172');
    const tiers = within(row)
      .getAllByTestId('check-win')
      .map((w) => w.dataset.tier);
    expect(tiers).toEqual(expect.arrayContaining(['FOURTH', 'FIFTH']));
    await waitFor(() => expect(Number(screen.getByTestId('check-total').dataset.total)).toBeGreaterThanOrEqual(60_000));
    expect(screen.getByTestId('check-draw-date')).toHaveTextContent('2 พฤษภาคม 2553');
  });

  it('refuses a number that is not 6 digits', async () => {
    renderShop({ api: api().api, path: '/lottery/thai/checking-prize' });
    await screen.findByTestId('check-date');
    fireEvent.change(screen.getByTestId('check-number-input'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('check-add-number'));
    expect(screen.getByTestId('check-invalid')).toBeInTheDocument();
  });
});
