import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type WalletTransaction } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { renderWallet } from '../../../test/render-wallet';

const tx = (over: Partial<WalletTransaction>): WalletTransaction => ({
  transaction_id: 't1',
  kind: 'DEPOSIT',
  amount: 500,
  balance_after: 500,
  status: 'SUCCESS',
  created_at: '2026-12-10T05:00:00.000Z',
  memo: '',
  game_code: null,
  slip_id: null,
  draw_date: null,
  round_no: null,
  void_reason: null,
  ...over,
});

describe('wallet page', () => {
  it('says what each slip posting is about: the game, the round, the slip and a void refund reason', async () => {
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 80, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [
        tx({
          transaction_id: 't3',
          kind: 'REFUND',
          amount: 20,
          game_code: 'YK',
          slip_id: 'YK00000042',
          draw_date: '2026-12-01',
          round_no: 21,
          void_reason: 'ผลยี่กีไม่ครบตามกำหนด',
        }),
        tx({
          transaction_id: 't2',
          kind: 'BET',
          amount: -20,
          game_code: 'UG',
          slip_id: 'UG00000041',
          draw_date: '2026-12-16',
        }),
        tx({ transaction_id: 't1', kind: 'BET', amount: -10, game_code: 'CT', slip_id: 'CT00000007' }),
      ],
    });
    renderWallet({ api });
    await waitFor(() => expect(screen.getAllByTestId('transaction')).toHaveLength(3));
    const [refund, bet, coin] = screen.getAllByTestId('transaction');
    expect(within(refund!).getByTestId('transaction-about')).toHaveTextContent(
      'หวยยี่กี · งวด 1 ธ.ค. 69 รอบที่ 21 · โพย YK00000042 · เหตุผล: ผลยี่กีไม่ครบตามกำหนด',
    );
    expect(within(bet!).getByTestId('transaction-about')).toHaveTextContent(
      'หวยรัฐบาลไทย · งวด 16 ธ.ค. 69 · โพย UG00000041',
    );
    expect(coin).toHaveTextContent('เดิมพันมินิเกม');
    expect(coin).not.toHaveTextContent('แทงหวย');
  });

  it('shows the balance, free tickets, the demo notice and transactions', async () => {
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 1234.5, currency: 'THB', FREE_LOTTERY: 2 }),
      'GET wallet/transactions': () => [
        tx({}),
        tx({ transaction_id: 't2', kind: 'BET', amount: -20, balance_after: 480 }),
      ],
    });
    renderWallet({ api });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,234.50'));
    expect(screen.getByTestId('wallet-free-lottery')).toHaveTextContent('2');
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('ไม่ใช่เงินจริง');
    const list = await screen.findByTestId('transactions-list');
    await waitFor(() => expect(within(list).getAllByTestId('transaction')).toHaveLength(2));
    expect(list).toHaveTextContent('เติมเครดิต');
    expect(list).toHaveTextContent('-20.00');
  });

  it('tops up with a quick amount, one Idempotency-Key per submission, and publishes the new balance', async () => {
    let attempts = 0;
    const { api, calls } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 0, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [],
      'POST wallet/deposit': ({ body }) => {
        attempts++;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        const amount = (body as { amount: number }).amount;
        return {
          transaction_id: `t${attempts}`,
          amount,
          balance: amount * (attempts - 1),
          status: 'SUCCESS',
          rail: 'demo',
          created_at: '2026-12-10T05:00:00.000Z',
        };
      },
    });
    const { events } = renderWallet({ api });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('0.00'));
    fireEvent.click(screen.getByTestId('deposit-quick-500'));
    expect(screen.getByTestId('deposit-amount')).toHaveValue('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('ระบบจะไม่เติมซ้ำ');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-success')).toHaveTextContent('เติมเครดิต 500.00 บาท สำเร็จ');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('500.00');
    expect(events).toContainEqual({ type: 'wallet/balance-changed', balanceSatang: 50000 });
    // a new submission gets a new key
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('200.00'));
    const deposits = calls.filter((c) => c.method === 'POST');
    expect(deposits.map((c) => c.body)).toEqual([{ amount: 500 }, { amount: 500 }, { amount: 100 }]);
    const keys = deposits.map((c) => c.opts?.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    // a refusal after a success: the error alone, not under the old green success
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '10.555' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toBeInTheDocument();
    expect(screen.queryByTestId('deposit-success')).toBeNull();
  });

  it('refuses an invalid amount and shows server errors in Thai', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 0, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [],
      'POST wallet/deposit': () => {
        throw apiError(ErrorCode.BAD_REQUEST);
      },
    });
    renderWallet({ api });
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '10.555' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toHaveTextContent('ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent('จำนวนเงินไม่ถูกต้อง'));
  });

  it('says deposits are closed for maintenance when ops closed them (E10006)', async () => {
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 0, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [],
      'POST wallet/deposit': () => {
        throw apiError(ErrorCode.EXPECTATION_FAILED, { system_status: 'DEPOSIT' });
      },
    });
    renderWallet({ api });
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(screen.getByTestId('deposit-error')).toHaveTextContent('ระบบฝากเงินปิดปรับปรุงชั่วคราว'));
  });

  it('reloads the balance when a remote asks (wallet/reload-requested)', async () => {
    let balance = 10;
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [],
    });
    const { bus } = renderWallet({ api });
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('10.00'));
    balance = 5;
    act(() => bus.publish({ type: 'wallet/reload-requested' }));
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('5.00'));
  });

  it('asks a visitor to log in', () => {
    const { api } = createFakeHttpClient({});
    const { events } = renderWallet({ api, visitor: true });
    fireEvent.click(within(screen.getByTestId('wallet-login')).getByRole('button'));
    expect(events).toContainEqual({ type: 'auth/login-requested', returnTo: '/wallet' });
  });
});
