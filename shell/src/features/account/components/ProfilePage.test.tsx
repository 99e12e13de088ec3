import { screen } from '@testing-library/react';
import type { HttpClient, UserProfileData } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { ProfilePage } from './ProfilePage';

const PROFILE: UserProfileData = {
  customer_code: 'TL00000001',
  phone: '0812345678',
  favorites: [],
  line_connected: 'LINE_BANNED',
  bank_accounts: [{ bank_code: 'KBANK', bank_account_number: '1234567890', bank_account_name: 'สมหญิง ใจดี' }],
  invite_code: 'ABCDEFGH',
  is_inactive: false,
};

function api(): HttpClient {
  return {
    get: jest.fn(async (path: string) => {
      if (path === 'users/info/me') return PROFILE;
      throw new Error(path);
    }),
    post: jest.fn(),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  } as unknown as HttpClient;
}

beforeEach(() => localStorage.clear());

describe('<ProfilePage>', () => {
  it('shows the masked phone, the bank account, the LINE status and the account actions', async () => {
    const services = makeServices(api());
    services.session.signIn({
      token: 'tok',
      session_token: 'st',
      expires_at: '2099-01-01T00:00:00.000Z',
      expires_in: 3600,
      customer_code: 'TL00000001',
    });
    renderWithShell(<ProfilePage />, services, '/profile');
    expect(await screen.findByTestId('profile-phone')).toHaveTextContent('081-XXX-5678');
    expect(screen.getByTestId('profile-bank')).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(screen.getByTestId('profile-bank')).toHaveTextContent('XXXXXX7890');
    expect(screen.getByTestId('profile-bank')).not.toHaveTextContent('1234567890');
    expect(screen.getByTestId('profile-line')).toHaveTextContent('ต้องเชื่อมต่อใหม่');
    expect(screen.getByTestId('profile-change-phone')).toHaveAttribute('href', '/profile/change-phone');
    expect(screen.getByTestId('profile-change-pin')).toHaveAttribute('href', '/profile/change-pin');
  });

  it('asks a visitor to log in', () => {
    renderWithShell(<ProfilePage />, makeServices(api()), '/profile');
    expect(screen.getByTestId('page-profile')).toHaveTextContent('กรุณาเข้าสู่ระบบก่อนใช้งาน');
  });
});
