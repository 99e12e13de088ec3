import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode, type OpsManualDepositData, type OpsWithdrawalData, type TransactionStatus } from 'shared-contracts';
import { apiError } from 'shared-contracts/testing';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const texts = backofficeTexts.backoffice.payments;

const withdrawal = (status: TransactionStatus = 'PENDING', reason: string | null = null): OpsWithdrawalData => ({
  withdrawal_id: '12',
  transaction_id: 'TX0000000040',
  amount: 1500,
  status,
  rail: 'manual-bank-transfer',
  bank_account: { bank_code: 'KBANK', bank_account_number: '1234567890', bank_account_name: 'Somchai Jaidee' },
  requested_at: '2026-05-02T03:00:00.000Z',
  decided_at: status === 'PENDING' ? null : '2026-05-02T04:00:00.000Z',
  reason,
  customer_code: 'TL00000042',
  phone: '0891234501',
  decided_by: status === 'PENDING' ? null : 'maker',
  source: 'PLAYER',
});
const deposit: OpsManualDepositData = {
  deposit_id: '3',
  amount: 500,
  status: 'PENDING',
  rail: 'manual-bank-transfer',
  transferred_at: '2026-05-02T02:00:00.000Z',
  slip_reference: 'SLIP-9',
  declared_at: '2026-05-02T02:05:00.000Z',
  decided_at: null,
  reason: null,
  transaction_id: null,
  customer_code: 'TL00000043',
  phone: '0891234502',
  decided_by: null,
};

function renderPayments(routes: FakeRoutes) {
  return renderSignedIn('/backoffice/payments', { id: '1', username: 'maker', role: 'operator' }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Payments tab', () => {
  it('rejects a withdrawal only with a reason, then the queue reloads; confirms a deposit', async () => {
    let w = withdrawal();
    let d = deposit;
    const ops = renderPayments({
      'GET backoffice/withdrawals': (c) => {
        const state = (c.opts?.params as { state: string }).state;
        return { items: state === w.status ? [w] : [], pending: w.status === 'PENDING' ? 1 : 0 };
      },
      'GET backoffice/deposits': (c) => {
        const state = (c.opts?.params as { state: string }).state;
        return { items: state === d.status ? [d] : [], pending: d.status === 'PENDING' ? 1 : 0, rail_on: true };
      },
      'POST backoffice/withdrawals/12/reject': (c) => {
        w = withdrawal('CANCEL', (c.body as { reason: string }).reason);
        return w;
      },
      'POST backoffice/deposits/3/confirm': () => {
        throw apiError(ErrorCode.CONFLICT, { status: 'SUCCESS' });
      },
    });
    expect(await screen.findByTestId('nav-payments')).toBeInTheDocument();
    const item = await screen.findByTestId('payment-withdrawals-12');
    expect(item).toHaveTextContent('1,500.00 บาท');
    expect(within(item).queryByTestId('payment-self-exclusion')).toBeNull();
    expect(item).toHaveTextContent('KBANK 1234567890 Somchai Jaidee');
    expect(within(screen.getByTestId('payments-withdrawals')).getByRole('heading')).toHaveTextContent(
      'รอดำเนินการ 1 รายการ',
    );

    await userEvent.click(screen.getByTestId('payment-reject-12'));
    const submit = screen.getByTestId('payment-confirm-submit');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('payment-reason'), 'name mismatch');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByTestId('payment-withdrawals-12')).not.toBeInTheDocument());
    expect(ops.calls.find((c) => c.path === 'backoffice/withdrawals/12/reject')?.body).toEqual({
      reason: 'name mismatch',
    });
    expect(screen.getByTestId('payments-withdrawals')).toHaveTextContent(texts.empty);

    // someone else confirmed the deposit first: the 409 shows
    await userEvent.click(await screen.findByTestId('payment-confirm-3'));
    await userEvent.click(screen.getByTestId('payment-confirm-submit'));
    expect(await screen.findByTestId('payment-error')).toBeInTheDocument();
    d = { ...deposit, status: 'SUCCESS' };
  });

  it("marks the return of a self-excluded player's balance", async () => {
    renderPayments({
      'GET backoffice/withdrawals': (c) => {
        const state = (c.opts?.params as { state: string }).state;
        const w = { ...withdrawal(), source: 'SELF_EXCLUSION' as const };
        return { items: state === 'PENDING' ? [w] : [], pending: 1 };
      },
      'GET backoffice/deposits': () => ({ items: [], pending: 0, rail_on: true }),
    });
    const item = await screen.findByTestId('payment-withdrawals-12');
    expect(within(item).getByTestId('payment-self-exclusion')).toHaveTextContent(texts.selfExclusionReturn);
  });
});
