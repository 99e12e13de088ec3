import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, type LimitView, type PlayerLimitsData } from 'shared-contracts';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { renderWallet } from '../../../test/render-wallet';

const view = (over: Partial<LimitView> = {}): LimitView => ({
  limit: null,
  used: 0,
  remaining: null,
  period_start: '2026-05-01T17:00:00.000Z',
  resets_at: '2026-05-02T17:00:00.000Z',
  pending: null,
  ...over,
});
const limitsData = (over: Partial<PlayerLimitsData> = {}): PlayerLimitsData => ({
  deposit_day: view(),
  deposit_week: view(),
  deposit_month: view(),
  loss_day: view(),
  loss_week: view(),
  loss_month: view(),
  raise_delay_hours: 24,
  as_of: '2026-05-02T03:00:00.000Z',
  ...over,
});
const reality = {
  interval_minutes: 60,
  session_started_at: '',
  elapsed_minutes: 0,
  net_result: 0,
  next_check_in_seconds: 1,
};

describe('player protection page (/wallet/limits)', () => {
  it('shows the limits with this period, what remains and a pending raise in Thai', async () => {
    const { api } = createFakeHttpClient({
      'GET users/limits': () =>
        limitsData({
          deposit_day: view({
            limit: 1000,
            used: 600,
            remaining: 400,
            pending: { limit: 2000, effective_at: '2026-05-03T03:00:00.000Z' },
          }),
          loss_week: view({ used: -50 }),
        }),
      'GET users/reality-check': () => reality,
    });
    renderWallet({ api, path: '/wallet/limits' });
    const row = await screen.findByTestId('limit-row-deposit_day');
    expect(within(row).getByTestId('limit-input-deposit_day')).toHaveValue('1000.00');
    expect(row).toHaveTextContent('วันนี้ฝากแล้ว 600.00 บาท · เหลือ 400.00 บาท');
    expect(screen.getByTestId('limit-pending-deposit_day')).toHaveTextContent(
      'จะเปลี่ยนเป็น 2,000.00 บาท เมื่อ 3 พ.ค. 2569 10:00 น.',
    );
    expect(screen.getByTestId('limit-input-loss_day')).toHaveValue('');
    expect(screen.getByTestId('limit-input-loss_day')).toHaveAttribute('placeholder', 'ไม่จำกัด');
    expect(screen.getByTestId('limit-used-loss_week')).toHaveTextContent('สัปดาห์นี้ขาดทุนสุทธิ -50.00 บาท');
    expect(screen.getByTestId('limits-card')).toHaveTextContent('เพิ่มหรือยกเลิกวงเงินมีผลหลัง 24 ชั่วโมง');
  });

  it('sends only the limits that changed and says when a raise waits', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET users/limits': () => limitsData({ deposit_day: view({ limit: 1000, remaining: 1000 }) }),
      'GET users/reality-check': () => reality,
      'PUT users/limits': () =>
        limitsData({
          deposit_day: view({ limit: 1000, pending: { limit: 5000, effective_at: '2026-05-03T03:00:00.000Z' } }),
          loss_day: view({ limit: 200, remaining: 200 }),
        }),
    });
    renderWallet({ api, path: '/wallet/limits' });
    fireEvent.click(await screen.findByTestId('limits-save'));
    expect(screen.getByTestId('limits-notice')).toHaveTextContent('ยังไม่ได้เปลี่ยนวงเงิน');
    fireEvent.change(screen.getByTestId('limit-input-deposit_day'), { target: { value: '5,000' } });
    fireEvent.change(screen.getByTestId('limit-input-loss_day'), { target: { value: '200' } });
    fireEvent.click(screen.getByTestId('limits-save'));
    await waitFor(() => expect(screen.getByTestId('limits-notice')).toHaveTextContent('จะมีผลหลัง 24 ชั่วโมง'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ deposit_day: 5000, loss_day: 200 }]);
    // the form shows the limit in force again, with the raise pending
    expect(screen.getByTestId('limit-input-deposit_day')).toHaveValue('1000.00');
    expect(screen.getByTestId('limit-pending-deposit_day')).toBeInTheDocument();
    // clearing a limit asks to remove it (null); a bad amount is refused before any call
    fireEvent.change(screen.getByTestId('limit-input-loss_day'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('limits-save'));
    expect(screen.getByTestId('limits-notice')).toHaveTextContent('ทศนิยมไม่เกิน 2 ตำแหน่ง');
    fireEvent.change(screen.getByTestId('limit-input-loss_day'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('limits-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]!.body).toEqual({ loss_day: null });
  });

  it('saves the reality-check interval and tells the shell', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET users/limits': () => limitsData(),
      'GET users/reality-check': () => reality,
      'PUT users/reality-check': ({ body }) => ({ ...reality, ...(body as object) }),
    });
    const { events } = renderWallet({ api, path: '/wallet/limits' });
    expect(await screen.findByTestId('reality-choice-60')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByTestId('reality-choice-15'));
    await waitFor(() => expect(screen.getByTestId('reality-notice')).toHaveTextContent('จะเตือนทุก 15 นาที'));
    expect(screen.getByTestId('reality-choice-15')).toHaveAttribute('aria-pressed', 'true');
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ interval_minutes: 15 });
    expect(events).toContainEqual({ type: 'reality-check/changed', intervalMinutes: 15 });
  });

  it('self-excludes only after the checkbox and the PIN; a wrong PIN says so; success tells the shell', async () => {
    let pinOk = false;
    const { api, calls } = createFakeHttpClient({
      'GET users/limits': () => limitsData(),
      'GET users/reality-check': () => reality,
      'POST users/self-exclusion': () => {
        if (!pinOk) throw apiError(ErrorCode.WRONG_PIN);
        return { self_excluded_until: '2027-05-02T03:00:00.000Z', sessions_revoked: 1 };
      },
    });
    const { events } = renderWallet({ api, path: '/wallet/limits' });
    fireEvent.click(await screen.findByTestId('exclusion-period-1Y'));
    fireEvent.click(screen.getByTestId('exclusion-start'));
    const dialog = screen.getByTestId('exclusion-dialog');
    expect(dialog).toHaveTextContent('ยืนยันพักการเล่น 1 ปี');
    expect(dialog).toHaveTextContent('ยกเลิกหรือลดระยะเวลาไม่ได้');
    // dated by the server's clock (as_of), whatever this device's clock says
    expect(screen.getByTestId('exclusion-until')).toHaveTextContent(/จนถึง 2 พ\.ค\. 2570 10:0\d น\./);
    const confirm = within(dialog).getByTestId('exclusion-confirm');
    fireEvent.change(within(dialog).getByTestId('exclusion-pin'), { target: { value: '123456' } });
    expect(confirm).toBeDisabled();
    fireEvent.click(within(dialog).getByTestId('exclusion-understood'));
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    expect(await within(dialog).findByTestId('exclusion-error')).toHaveTextContent('รหัส PIN ไม่ถูกต้อง');
    expect(within(dialog).getByTestId('exclusion-pin')).toHaveValue('');
    pinOk = true;
    fireEvent.change(within(dialog).getByTestId('exclusion-pin'), { target: { value: '246813' } });
    await act(async () => fireEvent.click(confirm));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { period: '1Y', pin: '123456' },
      { period: '1Y', pin: '246813' },
    ]);
    expect(events).toContainEqual({ type: 'session/self-excluded', selfExcludedUntil: '2027-05-02T03:00:00.000Z' });
  });

  it('cancelling the confirmation changes nothing', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET users/limits': () => limitsData(),
      'GET users/reality-check': () => reality,
    });
    renderWallet({ api, path: '/wallet/limits' });
    fireEvent.click(await screen.findByTestId('exclusion-start'));
    fireEvent.click(screen.getByTestId('exclusion-cancel'));
    expect(screen.queryByTestId('exclusion-dialog')).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('the wallet page links here and shows a deposit limit refusal in Thai', async () => {
    const { api } = createFakeHttpClient({
      'GET wallet/balance': () => ({ balance: 0, currency: 'THB', FREE_LOTTERY: 0 }),
      'GET wallet/transactions': () => [],
      'POST wallet/deposit': () => {
        throw apiError(ErrorCode.DEPOSIT_LIMIT_REACHED, { period: 'day', limit: 1000, used: 600, remaining: 400 });
      },
    });
    const { navigate } = renderWallet({ api });
    fireEvent.click(screen.getByTestId('protection-open'));
    expect(navigate).toHaveBeenCalledWith('/wallet/limits');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-error')).toHaveTextContent(
        'เกินวงเงินฝากต่อวันที่คุณตั้งไว้ (1,000.00 บาท) ฝากได้อีก 400.00 บาท',
      ),
    );
  });
});
