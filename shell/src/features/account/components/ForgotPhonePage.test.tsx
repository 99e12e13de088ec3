import { fireEvent, screen } from '@testing-library/react';
import { AppError, ErrorCode, type HttpClient } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { ForgotPhonePage } from './ForgotPhonePage';

beforeEach(() => localStorage.clear());

describe('<ForgotPhonePage>', () => {
  it('a wrong PIN shows its text and goes back to the OTP step: the server spent the verified token (one token, one try)', async () => {
    const post = jest.fn(async (path: string) => {
      if (path === 'auth/otp/request')
        return { otp_session_token: 'ots', ref_code: 'WXYZ', expires_at: '2099-01-01T00:00:00.000Z' };
      if (path === 'auth/otp/verify') return { verified_token: 'vt' };
      if (path === 'auth/phone/forgot')
        throw new AppError(ErrorCode.WRONG_PIN, 'wrong PIN: 4 attempts left', { attempts_left: 4 });
      throw new Error(path);
    });
    const api = { get: jest.fn(), post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as HttpClient;
    renderWithShell(<ForgotPhonePage />, makeServices(api), '/forgot-phone');

    fireEvent.change(await screen.findByTestId('phone-input'), { target: { value: '0899999999' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-verify'));
    fireEvent.change(await screen.findByTestId('bank-select'), { target: { value: 'KBANK' } });
    fireEvent.change(screen.getByTestId('bank-account-number'), { target: { value: '1234567890' } });
    fireEvent.change(screen.getByTestId('bank-account-name'), { target: { value: 'Somchai Jaidee' } });
    fireEvent.change(screen.getByTestId('pin-input'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));

    expect(await screen.findByTestId('account-error')).toHaveTextContent('รหัส PIN ไม่ถูกต้อง');
    expect(await screen.findByTestId('phone-input')).toBeInTheDocument();
    expect(screen.queryByTestId('forgot-phone-submit')).toBeNull();
    expect(post).toHaveBeenCalledWith(
      'auth/phone/forgot',
      expect.objectContaining({ verified_token: 'vt', pin: '000000' }),
    );
  });
});
