import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ManualDepositData, PaymentOptionsData } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderWallet } from '../../../test/render-wallet';

const options = (rails: PaymentOptionsData['deposit_rails']): PaymentOptionsData => ({
  deposit_rails: rails,
  deposit_bank_account: 'KBANK 123-4-56789-0 บจก. ตัวอย่าง',
  withdraw: {
    rail: 'manual-bank-transfer',
    min: 100,
    max_per_day: 50000,
    used_today: 0,
    remaining_today: 50000,
    bank_account: null,
  },
});

describe('manual bank-transfer deposit', () => {
  it('with only that rail on: no demo top-up; declares amount, Bangkok time and slip, then lists it pending', async () => {
    const declared: ManualDepositData[] = [];
    const { api, calls } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 0, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [],
      'GET wallet/payment-options': () => options(['manual-bank-transfer']),
      'GET wallet/deposit/manual': () => declared,
      'POST wallet/deposit/manual': ({ body }) => {
        const b = body as { amount: number; transferred_at: string; slip_reference?: string };
        const d: ManualDepositData = {
          deposit_id: '1',
          amount: b.amount,
          status: 'PENDING',
          rail: 'manual-bank-transfer',
          transferred_at: new Date(b.transferred_at).toISOString(),
          slip_reference: b.slip_reference ?? '',
          declared_at: '2026-05-01T03:00:00.000Z',
          decided_at: null,
          reason: null,
          transaction_id: null,
        };
        declared.unshift(d);
        return d;
      },
    });
    renderWallet({ api });
    expect(await screen.findByTestId('manual-deposit-to')).toHaveTextContent('KBANK 123-4-56789-0');
    expect(screen.queryByTestId('deposit-submit')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('manual-deposit-amount'), { target: { value: '1500' } });
    fireEvent.change(screen.getByTestId('manual-deposit-when'), { target: { value: '2026-05-01T09:30' } });
    fireEvent.change(screen.getByTestId('manual-deposit-slip'), { target: { value: 'SCB-1' } });
    fireEvent.click(screen.getByTestId('manual-deposit-submit'));
    expect(await screen.findByTestId('manual-deposit-success')).toHaveTextContent('1,500.00');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ amount: 1500, transferred_at: '2026-05-01T09:30:00+07:00', slip_reference: 'SCB-1' });
    expect(post.opts?.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('manual-deposit-item')).toHaveAttribute('data-status', 'PENDING'));
  });
});
