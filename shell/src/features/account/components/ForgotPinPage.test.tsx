import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError, STORAGE_KEYS, type HttpClient } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { ForgotPinPage } from './ForgotPinPage';

const OTP_DATA = { otp_session_token: 'ots', ref_code: 'ABCD', expires_at: '2099-01-01T00:00:00.000Z' };

function fakeApi(post: (path: string, body: unknown) => Promise<unknown>): HttpClient {
  return {
    get: jest.fn(async () => {
      throw new AppError('E10001', 'not here');
    }),
    post: jest.fn(post) as HttpClient['post'],
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  } as unknown as HttpClient;
}

beforeEach(() => localStorage.clear());

describe('<ForgotPinPage>', () => {
  it('phone → OTP → new PIN twice → auth/pin/forgot; the flow is kept in forgot_pin until it ends', async () => {
    const api = fakeApi(async (path) => {
      if (path === 'auth/otp/request') return OTP_DATA;
      if (path === 'auth/otp/verify') return { verified_token: 'vt' };
      if (path === 'auth/pin/forgot') return null;
      throw new Error(path);
    });
    renderWithShell(<ForgotPinPage />, makeServices(api), '/forgot-pin');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    await screen.findByTestId('otp-sent');
    expect(api.post).toHaveBeenCalledWith('auth/otp/request', { phone: '0812345678', purpose: 'FORGOT_PIN' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.forgotPin)!)).toMatchObject({
      phone: '0812345678',
      otp_session_token: 'ots',
    });

    fireEvent.change(screen.getByTestId('otp-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('otp-verify'));
    await screen.findByTestId('new-pin-input');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.forgotPin)!)).toMatchObject({ verified_token: 'vt' });

    fireEvent.change(screen.getByTestId('new-pin-input'), { target: { value: '654321' } });
    fireEvent.change(screen.getByTestId('new-pin-confirm-input'), { target: { value: '654320' } });
    fireEvent.click(screen.getByTestId('forgot-pin-submit'));
    expect(await screen.findByText('รหัส PIN ทั้งสองช่องไม่ตรงกัน')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalledWith('auth/pin/forgot', expect.anything());

    fireEvent.change(screen.getByTestId('new-pin-confirm-input'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('forgot-pin-submit'));
    expect(await screen.findByTestId('forgot-pin-done')).toHaveTextContent('ตั้งรหัส PIN ใหม่เรียบร้อย');
    expect(api.post).toHaveBeenCalledWith('auth/pin/forgot', { verified_token: 'vt', pin: '654321' });
    expect(localStorage.getItem(STORAGE_KEYS.forgotPin)).toBeNull();
  });

  it('resumes a stored verified flow; a late token (C3V001) says so in Thai and starts over', async () => {
    localStorage.setItem(
      STORAGE_KEYS.forgotPin,
      JSON.stringify({ phone: '0812345678', verified_token: 'old', verified_at: Date.now() }),
    );
    const api = fakeApi(async (path) => {
      if (path === 'auth/pin/forgot') throw new AppError('C3V001', 'verified_token has expired');
      throw new Error(path);
    });
    renderWithShell(<ForgotPinPage />, makeServices(api), '/forgot-pin');
    fireEvent.change(screen.getByTestId('new-pin-input'), { target: { value: '654321' } });
    fireEvent.change(screen.getByTestId('new-pin-confirm-input'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('forgot-pin-submit'));
    expect(await screen.findByTestId('account-error')).toHaveTextContent('รหัส OTP หมดอายุ กรุณาขอรหัสใหม่');
    await waitFor(() => expect(screen.getByTestId('otp-request')).toBeInTheDocument());
    expect(localStorage.getItem(STORAGE_KEYS.forgotPin)).toBeNull();
  });

  it('a wrong OTP shows the Thai text and stays on the OTP step', async () => {
    const api = fakeApi(async (path) => {
      if (path === 'auth/otp/request') return OTP_DATA;
      if (path === 'auth/otp/verify') throw new AppError('E20005', 'wrong OTP', { attempts_left: 4 });
      throw new Error(path);
    });
    renderWithShell(<ForgotPinPage />, makeServices(api), '/forgot-pin');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '000000' } });
    fireEvent.click(screen.getByTestId('otp-verify'));
    expect(await screen.findByTestId('account-error')).toHaveTextContent('รหัส OTP ไม่ถูกต้อง');
    expect(screen.getByTestId('otp-input')).toBeInTheDocument();
  });
});
