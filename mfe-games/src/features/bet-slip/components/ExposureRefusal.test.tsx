import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ErrorCode, type BetLimitationData } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

const click = (id: string) => fireEvent.click(screen.getByTestId(id));

/** Opens the lobby and prices THREE_TOP 123 at 100 baht; the test moves to the summary. */
async function pricedSlipOf123(routes: Parameters<typeof createFakeHttpClient>[0]) {
  const fake = createFakeHttpClient({ 'GET underground/current-round/thai': () => openRound(), ...routes });
  renderGames({ api: fake.api });
  await screen.findByText('เปิดรับแทง');
  click('kind-THREE_TOP');
  fireEvent.change(screen.getByTestId('number-input'), { target: { value: '123' } });
  click('add-number');
  click('to-price');
  fireEvent.change(screen.getByTestId('price-input'), { target: { value: '100' } });
  return fake;
}

it('shows a refused bet (E20030, house payout cap per number) in Thai with the number, its kind and the cap', async () => {
  const { calls } = await pricedSlipOf123({
    'POST underground/bet/thai': () => {
      throw apiError(ErrorCode.EXPOSURE_LIMIT_REACHED, {
        kind: 'THREE_TOP',
        number: '123',
        cap: 2_000_000,
        current: 1_950_000,
        requested: 90_000,
      });
    },
  });
  click('to-summary');
  click('submit-bet');
  const error = await screen.findByTestId('submit-error');
  expect(error).toHaveAttribute('data-code', 'E20030');
  expect(error).toHaveTextContent(
    'เลข 123 (3 ตัวบน) รับแทงเต็มแล้วในงวดนี้ ยอดจ่ายรวมของเลขนี้จะเกินวงเงินสูงสุด 2,000,000 บาท กรุณาลดยอดแทงหรือเลือกเลขอื่น ยังไม่ได้ตัดเงิน',
  );
  // final: the next submission is a new one (a new Idempotency-Key)
  click('submit-bet');
  await waitFor(() => expect(calls.filter((c) => c.path === 'underground/bet/thai')).toHaveLength(2));
  const keys = calls.filter((c) => c.path === 'underground/bet/thai').map((c) => c.opts?.idempotencyKey);
  expect(keys[0]).not.toBe(keys[1]);
});

const limitation = (current: number): BetLimitationData => ({
  round_id: 'r-2026-12-16',
  ok: false,
  total_amount: 100,
  lines: [
    {
      index: 0,
      kind: 'THREE_TOP',
      number: '123',
      amount: 100,
      units: null,
      rate: 900,
      rule: null,
      remaining: null,
      unit: 'BAHT',
      accepted: false,
      message: 'payout limit',
      exposure: { cap: 2_000_000, current, requested: 90_000 },
    },
  ],
});

it('warns on the summary when bet/limitation reports the number over the payout cap, with the stake still accepted', async () => {
  await pricedSlipOf123({ 'POST underground/bet/limitation/thai': () => limitation(1_991_000) });
  click('to-summary');
  // 9,000 baht of payout left at 900 per baht: 10 baht more
  expect(await screen.findByTestId('summary-line-refused')).toHaveTextContent('เลขเต็ม (วงเงินจ่ายต่อเลข) รับได้อีก 10 บาท');
  expect(screen.getByTestId('summary-limitation')).toHaveTextContent('บางรายการรับแทงไม่ได้');
  expect(screen.getByTestId('submit-bet')).toBeDisabled();
});

it('shows a number with no payout left as full', async () => {
  await pricedSlipOf123({ 'POST underground/bet/limitation/thai': () => limitation(2_000_000) });
  click('to-summary');
  const refused = await screen.findByTestId('summary-line-refused');
  expect(refused).toHaveTextContent('เลขเต็ม (วงเงินจ่ายต่อเลข)');
  expect(refused).not.toHaveTextContent('รับได้อีก');
  expect(screen.getByTestId('submit-bet')).toBeDisabled();
});
