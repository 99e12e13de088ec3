import { fireEvent, screen } from '@testing-library/react';
import { STORAGE_KEYS, type HttpClient } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { ChangePhonePage } from './ChangePhonePage';
import { playerProfile, signInAs } from '../../../test-utils/player';

const PROFILE = playerProfile();

const signedIn = (api: HttpClient) => signInAs(makeServices(api));

beforeEach(() => localStorage.clear());

describe('<ChangePhonePage>', () => {
  it('refuses the own phone in Thai (E20019) without a call; a new phone → OTP → PIN → PUT users/phone', async () => {
    const api = {
      get: jest.fn(async (path: string) => {
        if (path === 'users/info/me') return PROFILE;
        throw new Error(path);
      }),
      post: jest.fn(async (path: string) => {
        if (path === 'users/phone/otp')
          return { otp_session_token: 'ots', ref_code: 'WXYZ', expires_at: '2099-01-01T00:00:00.000Z' };
        if (path === 'auth/otp/verify') return { verified_token: 'vt' };
        throw new Error(path);
      }),
      put: jest.fn(async () => ({ phone: '0899999999' })),
      patch: jest.fn(),
      delete: jest.fn(),
    } as unknown as HttpClient;
    renderWithShell(<ChangePhonePage />, signedIn(api), '/profile/change-phone');
    expect(await screen.findByTestId('change-phone-current')).toHaveTextContent('081-XXX-5678');

    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    expect(await screen.findByText('เป็นเบอร์เดิมของคุณอยู่แล้ว กรุณากรอกเบอร์ใหม่')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0899999999' } });
    fireEvent.click(screen.getByTestId('otp-request'));
    fireEvent.change(await screen.findByTestId('otp-input'), { target: { value: '123456' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.changePhone)!)).toMatchObject({ phone: '0899999999' });
    fireEvent.click(screen.getByTestId('otp-verify'));
    fireEvent.change(await screen.findByTestId('pin-input'), { target: { value: '246813' } });
    fireEvent.click(screen.getByTestId('change-phone-submit'));
    expect(await screen.findByTestId('change-phone-done')).toHaveTextContent('089-XXX-9999');
    expect(api.put).toHaveBeenCalledWith('users/phone', { verified_token: 'vt', pin: '246813' });
    expect(localStorage.getItem(STORAGE_KEYS.changePhone)).toBeNull();
  });
});
