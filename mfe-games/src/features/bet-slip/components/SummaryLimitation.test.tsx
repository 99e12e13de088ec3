import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { BetLimitationData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

const click = (id: string) => fireEvent.click(screen.getByTestId(id));

it('checks the slip with bet/limitation on the summary and blocks a capped line before submitting', async () => {
  const check: BetLimitationData = {
    round_id: 'r-2026-12-16',
    ok: false,
    total_amount: 10,
    lines: [
      {
        index: 0,
        kind: 'TWO_TOP',
        number: '12',
        amount: 5,
        units: null,
        rate: 90,
        rule: null,
        remaining: null,
        unit: 'BAHT',
        accepted: true,
        message: null,
      },
      {
        index: 1,
        kind: 'TWO_TOP',
        number: '99',
        amount: 5,
        units: null,
        rate: 90,
        rule: 'CAP',
        remaining: 2,
        unit: 'BAHT',
        accepted: false,
        message: 'cap reached',
      },
    ],
  };
  const { api, calls } = createFakeHttpClient({
    'GET underground/current-round/thai': () => openRound(),
    'POST underground/bet/limitation/thai': () => check,
  });
  renderGames({ api });
  await screen.findByText('เปิดรับแทง');
  click('kind-TWO_TOP');
  for (const n of ['12', '99']) {
    fireEvent.change(screen.getByTestId('number-input'), { target: { value: n } });
    click('add-number');
  }
  click('to-price');
  click('to-summary');
  expect(await screen.findByTestId('summary-limitation')).toHaveTextContent('บางรายการรับแทงไม่ได้');
  expect(screen.getByTestId('summary-line-refused')).toHaveTextContent('รับได้อีก 2 บาท');
  expect(screen.getAllByTestId('summary-line').map((r) => r.getAttribute('data-accepted'))).toEqual(['true', 'false']);
  expect(screen.getByTestId('submit-bet')).toBeDisabled();
  await waitFor(() =>
    expect(calls.find((c) => c.path === 'underground/bet/limitation/thai')?.body).toEqual({
      round_id: 'r-2026-12-16',
      remark: '',
      lines: [
        { kind: 'TWO_TOP', number: '12', amount: 5 },
        { kind: 'TWO_TOP', number: '99', amount: 5 },
      ],
    }),
  );
});
