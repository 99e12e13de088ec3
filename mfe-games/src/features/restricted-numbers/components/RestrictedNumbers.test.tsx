import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LimitNumberData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { limitEntry, openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

const LIMITS: LimitNumberData = {
  round_id: 'r-2026-12-16',
  per_number_limit: null,
  numbers: [
    limitEntry(),
    limitEntry({ kind: 'TWO_TOP', number: '45', rule: 'REDUCED_RATE', rate: 45, round_id: 'r-2026-12-16' }),
    limitEntry({ kind: 'TWO_BOTTOM', number: '99', rule: 'CAP', remaining: 300, cap: 1000 }),
  ],
};

const click = (id: string) => fireEvent.click(screen.getByTestId(id));

async function open() {
  const fake = createFakeHttpClient({
    'GET underground/current-round/thai': () => openRound(),
    'GET underground/limit-number/thai': () => LIMITS,
  });
  renderGames({ api: fake.api });
  await screen.findByTestId('restricted-numbers');
  return fake;
}

describe('restricted numbers in the lobby', () => {
  it('lists closed, reduced-rate and capped numbers of the round in Thai', async () => {
    await open();
    expect(screen.getByTestId('restricted-THREE_TOP-123')).toHaveTextContent('ปิดรับ');
    expect(screen.getByTestId('restricted-TWO_TOP-45')).toHaveTextContent('จ่ายบาทละ 45');
    expect(screen.getByTestId('restricted-TWO_BOTTOM-99')).toHaveTextContent('รับได้อีก 300 บาท');
  });

  it('refuses a closed number in the pad with a Thai message and adds the others', async () => {
    await open();
    click('kind-THREE_TOP');
    fireEvent.change(screen.getByTestId('number-input'), { target: { value: '123' } });
    click('add-number');
    expect(screen.getByTestId('pad-feedback')).toHaveTextContent('เลข 123 (3 ตัวบน) ปิดรับแทงในงวดนี้');
    expect(screen.getByTestId('lines-list')).toHaveAttribute('data-count', '0');
    fireEvent.change(screen.getByTestId('number-input'), { target: { value: '124' } });
    click('add-number');
    expect(screen.getByTestId('lines-list')).toHaveAttribute('data-count', '1');
  });

  it('marks a line on a reduced-rate number with its rate', async () => {
    await open();
    click('kind-TWO_TOP');
    fireEvent.change(screen.getByTestId('number-input'), { target: { value: '45' } });
    click('add-number');
    await waitFor(() => expect(screen.getByTestId('lines-list')).toHaveAttribute('data-count', '1'));
    const mark = within(screen.getByTestId('lines-list')).getByTestId('line-restriction');
    expect(mark).toHaveAttribute('data-rule', 'REDUCED_RATE');
    expect(mark).toHaveTextContent('จ่ายบาทละ 45');
    click('to-price');
    click('to-summary');
    expect(screen.getByTestId('summary-rate')).toHaveTextContent('45');
    expect(screen.getByTestId('summary-rate')).toHaveTextContent('เลขอั้น');
    expect(screen.getByTestId('summary-potential-win')).toHaveTextContent('225'); // 5 baht × 45
  });
});
