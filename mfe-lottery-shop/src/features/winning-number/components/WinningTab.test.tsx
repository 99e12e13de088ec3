/** The winning-number tab on a real official draw, with its Thai-era date. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GloDraw } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { readSharedJson } from 'shared-contracts/testing/shared-data';
import { cart, shopRound, undergroundResult, winningResult } from '../../../test/fixtures';
import { renderShop } from '../../../test/render-shop';

const draws = readSharedJson<GloDraw[]>('glo-draws.json');
const byDate = (d: string) => draws.find((x) => x.date === d)!;

describe('WinningTab', () => {
  it('shows every prize of the newest draw and of another chosen date', async () => {
    const fake = createFakeHttpClient({
      'GET underground/current-round': () => shopRound(),
      'GET lottery/cart': () => cart({}, { round_id: null }),
      // the official draws, from the underground game's results (the shop has no winning-number route)
      'GET underground/winning-number/thai': () => ['2026-04-16', '2026-05-02', '2026-04-01'].map(undergroundResult),
      'GET government/winning-result': (call) => winningResult(byDate(String(call.opts?.params?.round_end_date))),
    });
    renderShop({ api: fake.api });
    fireEvent.click(screen.getByTestId('shop-tab-winning'));
    await waitFor(() => expect(screen.getByTestId('winning-draw-date')).toHaveTextContent('2 พฤษภาคม 2569'));
    const first = await screen.findByTestId('prize-FIRST');
    expect(first).toHaveTextContent(byDate('2026-05-02').first);
    expect(within(screen.getByTestId('prize-FIFTH')).getAllByText(/^\d{6}$/)).toHaveLength(100);
    // a draw not in the list, picked as Thais write a date: day, Thai month, Buddhist-era year
    expect(screen.getByTestId('winning-date-input-month')).toHaveTextContent('สิงหาคม');
    expect(screen.getByTestId('winning-date-input-year')).toHaveTextContent('2558');
    fireEvent.change(screen.getByTestId('winning-date-input-day'), { target: { value: '01' } });
    fireEvent.change(screen.getByTestId('winning-date-input-month'), { target: { value: '08' } });
    fireEvent.change(screen.getByTestId('winning-date-input-year'), { target: { value: '2015' } });
    await waitFor(() => expect(screen.getByTestId('winning-draw-date')).toHaveTextContent('1 สิงหาคม 2558'));
    // before 2015-09-01: four last-three prizes and no front-three prize
    await waitFor(() => expect(screen.getByTestId('prize-FIRST')).toHaveTextContent(byDate('2015-08-01').first));
    expect(screen.queryByTestId('prize-FIRST_THREE')).toBeNull();
    expect(within(screen.getByTestId('prize-LAST_THREE')).getAllByText(/^\d{3}$/)).toHaveLength(4);
  });
});
