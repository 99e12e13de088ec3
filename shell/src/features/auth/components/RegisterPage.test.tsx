import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError, type HttpClient } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { RegisterPage } from './RegisterPage';

const OTP_DATA = { otp_session_token: 'ots', ref_code: 'ABCD', expires_at: '2099-01-01T00:00:00.000Z' };

beforeEach(() => localStorage.clear());

describe('<RegisterPage>', () => {
  it('counts down to the next OTP it may send, and says how long to wait when asked too often (E20002)', async () => {
    let sends = 0;
    const api = {
      get: jest.fn(async () => {
        throw new AppError('E10001', 'not here');
      }),
      post: jest.fn(async (path: string) => {
        if (path !== 'auth/otp/request') throw new Error(path);
        sends++;
        if (sends === 1) return { ...OTP_DATA, resend_after_seconds: 60 };
        throw new AppError('E20002', 'too often', { retry_after_seconds: 1500 });
      }),
      put: jest.fn(),
      patch: jest.fn(),
      delete: jest.fn(),
    } as unknown as HttpClient;
    renderWithShell(<RegisterPage />, makeServices(api), '/register');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    const resend = await screen.findByTestId('otp-resend');
    expect(resend).toBeDisabled();
    expect(resend).toHaveTextContent(/^ขอรหัสใหม่ได้ใน (60|59) วินาที$/);
    // the server's own wait wins (another device asked meanwhile): said in minutes
    fireEvent.click(screen.getByTestId('otp-change-phone'));
    fireEvent.click(await screen.findByTestId('otp-request'));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('ขอรหัส OTP บ่อยเกินไป ขอใหม่ได้ในอีก 25 นาที');
  });

  it('says at once, after the OTP, that a phone already has an account, and offers the login with it', async () => {
    const api = {
      get: jest.fn(async () => {
        throw new AppError('E10001', 'not here');
      }),
      post: jest.fn(async (path: string) => {
        if (path === 'auth/otp/request') return OTP_DATA;
        if (path === 'auth/otp/verify') return { verified_token: 'vt', phone_registered: true };
        throw new Error(path);
      }),
      put: jest.fn(),
      patch: jest.fn(),
      delete: jest.fn(),
    } as unknown as HttpClient;
    renderWithShell(<RegisterPage />, makeServices(api), '/register');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-verify'));
    expect(await screen.findByTestId('phone-registered')).toHaveTextContent('เบอร์ 0812345678 เป็นสมาชิกอยู่แล้ว');
    expect(screen.queryByTestId('pin-input')).toBeNull();
    fireEvent.click(screen.getByTestId('phone-registered-login'));
    expect(localStorage.getItem('phone_number_login')).toBe('0812345678');
  });

  it('phone → REGISTER OTP (a wrong one refused, auth-error) → PIN twice, bank account → auth/register', async () => {
    let otpWrong = true;
    const api = {
      get: jest.fn(async () => {
        throw new AppError('E10001', 'not here');
      }),
      post: jest.fn(async (path: string) => {
        if (path === 'auth/otp/request') return OTP_DATA;
        if (path === 'auth/otp/verify') {
          if (otpWrong) throw new AppError('E20005', 'wrong OTP', { attempts_left: 4 });
          return { verified_token: 'vt' };
        }
        if (path === 'auth/register')
          return {
            token: 'tok',
            session_token: 'st',
            expires_at: '2099-01-01T00:00:00.000Z',
            expires_in: 3600,
            customer_code: 'TL00000001',
          };
        throw new Error(path);
      }),
      put: jest.fn(),
      patch: jest.fn(),
      delete: jest.fn(),
    } as unknown as HttpClient;
    const services = makeServices(api);
    renderWithShell(<RegisterPage />, services, '/register');
    expect(screen.getByText('ขั้นที่ 1 ยืนยันเบอร์โทร')).toHaveAttribute('aria-current', 'step');

    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '000000' } });
    expect(api.post).toHaveBeenCalledWith('auth/otp/request', { phone: '0812345678', purpose: 'REGISTER' });
    fireEvent.click(screen.getByTestId('otp-verify'));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('รหัส OTP ไม่ถูกต้อง');

    otpWrong = false;
    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-verify'));
    fireEvent.change(await screen.findByTestId('pin-input'), { target: { value: '246813' } });
    expect(screen.getByTestId('otp-verified')).toHaveTextContent('0812345678');
    fireEvent.change(screen.getByTestId('pin-confirm-input'), { target: { value: '246813' } });
    fireEvent.change(screen.getByTestId('bank-select'), { target: { value: 'KBANK' } });
    fireEvent.change(screen.getByTestId('bank-account-number'), { target: { value: '18-1234-5678x' } });
    fireEvent.change(screen.getByTestId('bank-account-name'), { target: { value: ' สมหญิง ใจดี ' } });
    fireEvent.click(screen.getByTestId('age-confirm'));
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('auth/register', {
        verified_token: 'vt',
        pin: '246813',
        bank_code: 'KBANK',
        bank_account_number: '1812345678',
        bank_account_name: 'สมหญิง ใจดี',
        age_confirmed: true,
      }),
    );
    expect(services.session.current().status).toBe('authenticated');
  });
});
