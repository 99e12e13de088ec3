import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ErrorCode, type PaymentOptionsData, type WithdrawalData } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { renderWallet } from '../../../test/render-wallet';

const options = (over: Partial<PaymentOptionsData['withdraw']> = {}): PaymentOptionsData => ({
  deposit_rails: ['demo'],
  deposit_bank_account: null,
  withdraw: {
    rail: 'manual-bank-transfer',
    min: 100,
    max_per_day: 50000,
    used_today: 1000,
    remaining_today: 49000,
    bank_account: { bank_code: 'KBANK', bank_account_number: '1234567890', bank_account_name: 'สมชาย ใจดี' },
    ...over,
  },
});
const withdrawal: WithdrawalData = {
  withdrawal_id: '7',
  transaction_id: 'TX0000000009',
  amount: 300,
  status: 'PENDING',
  rail: 'manual-bank-transfer',
  bank_account: { bank_code: 'KBANK', bank_account_number: '1234567890', bank_account_name: 'สมชาย ใจดี' },
  requested_at: '2026-12-10T05:00:00.000Z',
  decided_at: null,
  reason: null,
};

describe('withdraw page', () => {
  it('shows the bank account and the limit left, reviews, and holds once with one Idempotency-Key', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 1000, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/payment-options': () => options(),
      'GET wallet/withdrawals': () => [withdrawal],
      'GET wallet/transactions': () => [],
      'POST wallet/withdraw': () => ({ ...withdrawal, withdrawal_id: '8', balance: 700 }),
    });
    renderWallet({ api, path: '/wallet/withdraw' });
    expect(await screen.findByTestId('withdraw-bank')).toHaveTextContent('ธนาคารกสิกรไทย XXXXXX7890');
    expect(screen.getByTestId('withdraw-bank')).not.toHaveTextContent('1234567890');
    expect(screen.getByTestId('withdraw-limit-left')).toHaveTextContent('ถอนได้อีกวันนี้ 49,000.00 บาท');
    expect(await screen.findByTestId('withdrawals-list')).toHaveTextContent('รอดำเนินการ');

    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('withdraw-next'));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('ใส่จำนวนเงิน 100.00');

    fireEvent.change(screen.getByTestId('withdraw-amount'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('withdraw-next'));
    expect(await screen.findByTestId('withdraw-review')).toHaveTextContent(
      'ยืนยันถอน 300.00 บาท เข้าบัญชี ธนาคารกสิกรไทย XXXXXX7890',
    );
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    expect(await screen.findByTestId('withdraw-success')).toHaveTextContent('300.00');
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('700.00'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ amount: 300 });
    expect(posts[0]!.opts?.idempotencyKey).toMatch(/.{8,}/);
  });

  it('shows a withdrawal paid by ops as soon as the player hears of it, without a reload', async () => {
    let decided = false;
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 700, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/payment-options': () => options(),
      'GET wallet/withdrawals': () => [
        decided ? { ...withdrawal, status: 'SUCCESS', decided_at: '2026-12-10T05:03:00.000Z' } : withdrawal,
      ],
      'GET wallet/transactions': () => [],
    });
    const { bus: remoteBus } = renderWallet({ api, path: '/wallet/withdraw' });
    expect(await screen.findByTestId('withdrawals-list')).toHaveTextContent('รอดำเนินการ');
    decided = true;
    act(() => remoteBus.publish({ type: 'notification/received', uid: 'n1' }));
    await waitFor(() => expect(screen.getByTestId('withdrawals-list')).toHaveTextContent('สำเร็จ'));
  });

  it('keeps the key and the review after a server error (E10002) and renews it after a refusal', async () => {
    const answers = [apiError(ErrorCode.SERVER_ERROR), apiError(ErrorCode.NOT_ENOUGH_MONEY), null];
    const { api, calls } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 1000, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/payment-options': () => options(),
      'GET wallet/withdrawals': () => [withdrawal],
      'GET wallet/transactions': () => [],
      'POST wallet/withdraw': () => {
        const next = answers.shift();
        if (next) throw next;
        return { ...withdrawal, withdrawal_id: '9', balance: 700 };
      },
    });
    renderWallet({ api, path: '/wallet/withdraw' });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '300' } });
    fireEvent.click(screen.getByTestId('withdraw-next'));
    fireEvent.click(await screen.findByTestId('withdraw-confirm'));
    expect(await screen.findByTestId('withdraw-error')).toBeInTheDocument();
    // the answer may have been lost: still reviewing, and the retry carries the same key
    expect(screen.getByTestId('withdraw-review')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('withdraw-confirm'));
    // a refusal is definite: back to the amount
    await waitFor(() => expect(screen.queryByTestId('withdraw-review')).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId('withdraw-next'));
    fireEvent.click(await screen.findByTestId('withdraw-confirm'));
    expect(await screen.findByTestId('withdraw-success')).toHaveTextContent('300.00');
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.opts?.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('says the daily maximum with what is left (P7V006), and that there is no bank account', async () => {
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 90000, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/payment-options': () => options(),
      'GET wallet/withdrawals': () => [],
      'POST wallet/withdraw': () => {
        throw apiError(ErrorCode.WITHDRAW_MAX_PER_DAY, { max_per_day: 50000, used_today: 49900, remaining_today: 100 });
      },
    });
    renderWallet({ api, path: '/wallet/withdraw' });
    fireEvent.change(await screen.findByTestId('withdraw-amount'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('withdraw-next'));
    fireEvent.click(await screen.findByTestId('withdraw-confirm'));
    expect(await screen.findByTestId('withdraw-error')).toHaveTextContent('เกินยอดถอนสูงสุดต่อวัน · ถอนได้อีกวันนี้ 100.00 บาท');

    const none = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 10, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/payment-options': () => options({ bank_account: null }),
      'GET wallet/withdrawals': () => [],
    });
    renderWallet({ api: none.api, path: '/wallet/withdraw' });
    expect(await screen.findByTestId('withdraw-no-bank')).toBeInTheDocument();
  });
});
