/** Famous-number chips in the game tab over a fake API: a tap fills the last boxes and searches. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryFamousNumberData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { cart, DRAW_DATE, shopRound } from '../../../test/fixtures';
import { renderShop } from '../../../test/render-shop';
import { famousBoxes } from '../api/fetch-famous-numbers';

const famous = (prize_type: 'last_two' | 'last_three', items: [string, number][]): LotteryFamousNumberData => ({
  prize_type,
  draws_counted: 480,
  from_date: '2006-01-16',
  to_date: '2026-04-16',
  items: items.map(([number, count]) => ({ number, count, last_seen: '2026-04-16' })),
});

function famousApi() {
  return createFakeHttpClient({
    'GET underground/current-round': () => shopRound(),
    'GET lottery/cart': () => cart({}),
    'GET game/fe/lottery/famous-number': (call) =>
      call.opts?.params?.prize_type === 'last_three'
        ? famous('last_three', [
            ['507', 9],
            ['081', 7],
          ])
        : famous('last_two', [
            ['89', 14],
            ['07', 12],
          ]),
    'POST lottery/search-number': () => ({
      round_id: '77',
      draw_date: DRAW_DATE,
      lottery_bg: null,
      number_list: [{ number: '123489', remaining: 3 }],
    }),
  });
}

const boxes = () =>
  Array.from({ length: 6 }, (_, i) => (screen.getByTestId(`search-digit-${i}`) as HTMLInputElement).value);

describe('famous numbers in the game tab', () => {
  it('maps a number onto the last search boxes', () => {
    expect(famousBoxes('89')).toEqual(['', '', '', '', '8', '9']);
    expect(famousBoxes('507')).toEqual(['', '', '', '5', '0', '7']);
  });

  it('shows last-two chips with their counts; a tap fills boxes 5-6 and searches', async () => {
    const { api, calls } = famousApi();
    renderShop({ api });
    const panel = await screen.findByTestId('famous-lottery-numbers');
    const chip = await within(panel).findByTestId('famous-lottery-89');
    expect(chip).toHaveTextContent('89');
    expect(chip).toHaveTextContent('ออก 14 ครั้ง');
    expect(within(panel).getByTestId('famous-lottery-07')).toHaveTextContent('ออก 12 ครั้ง');
    expect(calls.find((c) => c.path === 'game/fe/lottery/famous-number')?.opts?.params).toEqual({
      prize_type: 'last_two',
    });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));

    fireEvent.click(chip);
    await screen.findByTestId('search-results');
    expect(calls.find((c) => c.path === 'lottery/search-number')?.body).toEqual({
      first_number: '',
      second_number: '',
      third_number: '',
      fourth_number: '',
      fifth_number: '8',
      sixth_number: '9',
    });
  });

  it('switches to last three; a tap fills boxes 4-6 and searches', async () => {
    const { api, calls } = famousApi();
    renderShop({ api });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened'));
    fireEvent.click(await screen.findByTestId('famous-tab-last_three'));
    const chip = await screen.findByTestId('famous-lottery-507');
    expect(chip).toHaveTextContent('ออก 9 ครั้ง');
    expect(screen.queryByTestId('famous-lottery-89')).toBeNull();
    expect(calls.some((c) => c.opts?.params?.prize_type === 'last_three')).toBe(true);

    fireEvent.click(chip);
    await screen.findByTestId('search-results');
    expect(calls.find((c) => c.path === 'lottery/search-number')?.body).toMatchObject({
      third_number: '',
      fourth_number: '5',
      fifth_number: '0',
      sixth_number: '7',
    });
  });

  it('fills the boxes without searching while the shop does not sell', async () => {
    const { api, calls, routes } = famousApi();
    routes['GET underground/current-round'] = () => ({ ...shopRound(), current_round: null, all_rounds: [] });
    renderShop({ api });
    await waitFor(() => expect(screen.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'error'));
    fireEvent.click(await screen.findByTestId('famous-lottery-07'));
    expect(boxes()).toEqual(['', '', '', '', '0', '7']);
    expect(calls.some((c) => c.path === 'lottery/search-number')).toBe(false);
  });
});
