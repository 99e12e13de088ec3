import { fireEvent, screen } from '@testing-library/react';
import { AppError, type HttpClient, type UserProfileData } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { ProfilePage } from './ProfilePage';
import { playerProfile, signInAs } from '../../../test-utils/player';

const PROFILE = playerProfile({
  line_connected: 'LINE_BANNED',
  bank_accounts: [{ bank_code: 'KBANK', bank_account_number: '1234567890', bank_account_name: 'สมหญิง ใจดี' }],
});

const CHAT = { user_uid: 'TL00000001', display_name: 'TL0****01', is_banned: false, banned_until: null, count_down: 0 };

function api(): HttpClient {
  return {
    get: jest.fn(async (path: string) => {
      if (path === 'users/info/me') return PROFILE;
      if (path === 'chat/profile') return CHAT;
      throw new Error(path);
    }),
    post: jest.fn(),
    put: jest.fn(async (path: string, body: { display_name: string }) => {
      if (path !== 'chat/profile') throw new Error(path);
      if (body.display_name.toLowerCase() === 'taken') throw new AppError('E20028', 'display name conflict');
      return { ...CHAT, display_name: body.display_name };
    }),
    patch: jest.fn(),
    delete: jest.fn(),
  } as unknown as HttpClient;
}

beforeEach(() => localStorage.clear());

describe('<ProfilePage>', () => {
  it('shows the masked phone, the bank account, the LINE status and the account actions', async () => {
    const services = makeServices(api());
    signInAs(services);
    renderWithShell(<ProfilePage />, services, '/profile');
    expect(await screen.findByTestId('profile-phone')).toHaveTextContent('081-XXX-5678');
    expect(screen.getByTestId('profile-bank')).toHaveTextContent('ธนาคารกสิกรไทย');
    expect(screen.getByTestId('profile-bank')).toHaveTextContent('XXXXXX7890');
    expect(screen.getByTestId('profile-bank')).not.toHaveTextContent('1234567890');
    expect(screen.getByTestId('profile-line')).toHaveTextContent('ต้องเชื่อมต่อใหม่');
    // LINE_BANNED: reconnect through /connect, landing back on the profile
    expect(screen.getByTestId('profile-line-connect')).toHaveAttribute('href', '/connect?callback=%2Fprofile');
    expect(screen.getByTestId('profile-change-phone')).toHaveAttribute('href', '/profile/change-phone');
    expect(screen.getByTestId('profile-change-pin')).toHaveAttribute('href', '/profile/change-pin');
    expect(screen.getByTestId('profile-kyc-status')).toHaveTextContent('ยังไม่ได้ยืนยันตัวตน');
    expect(screen.getByTestId('profile-kyc-start')).toHaveAttribute('href', '/profile/kyc');
  });

  it('chooses the chat display name: a taken name in Thai (E20028), a too-short one without a call, then saved', async () => {
    const http = api();
    const services = makeServices(http);
    signInAs(services);
    renderWithShell(<ProfilePage />, services, '/profile');
    const input = await screen.findByTestId('chat-name-input');
    await screen.findByDisplayValue('TL0****01');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('chat-name-save'));
    expect(await screen.findByText(/ชื่อต้องยาว 2-20 ตัวอักษร/)).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Taken' } });
    fireEvent.click(screen.getByTestId('chat-name-save'));
    expect(await screen.findByText('ชื่อนี้มีผู้ใช้แล้ว กรุณาเลือกชื่ออื่น')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '  น้องโชคดี  ' } });
    fireEvent.click(screen.getByTestId('chat-name-save'));
    expect(await screen.findByTestId('chat-name-saved')).toBeInTheDocument();
    expect(http.put).toHaveBeenLastCalledWith('chat/profile', { display_name: 'น้องโชคดี' });
    expect(screen.getByTestId('chat-name-input')).toHaveValue('น้องโชคดี');
  });

  it('unlinks a connected LINE account after a confirmation and reads the profile again', async () => {
    const client = api();
    let state: UserProfileData['line_connected'] = 'CONNECTED';
    (client.get as jest.Mock).mockImplementation(async (path: string) => {
      if (path === 'users/info/me') return { ...PROFILE, line_connected: state };
      if (path === 'chat/profile') return CHAT;
      throw new Error(path);
    });
    (client.delete as jest.Mock).mockImplementation(async (path: string) => {
      if (path !== 'users/user/line/connect') throw new Error(path);
      state = 'NOT_CONNECTED';
      return { line_connected: 'NOT_CONNECTED' };
    });
    const services = makeServices(client);
    signInAs(services);
    renderWithShell(<ProfilePage />, services, '/profile');
    fireEvent.click(await screen.findByTestId('profile-line-unlink'));
    fireEvent.click(screen.getByTestId('profile-line-unlink-confirm'));
    expect(await screen.findByTestId('profile-line-connect')).toHaveTextContent('เชื่อมต่อ LINE');
    expect(screen.getByTestId('profile-line')).toHaveTextContent('ยังไม่เชื่อมต่อ');
    expect(client.delete).toHaveBeenCalledWith('users/user/line/connect');
  });

  it('asks a visitor to log in', () => {
    renderWithShell(<ProfilePage />, makeServices(api()), '/profile');
    expect(screen.getByTestId('page-profile')).toHaveTextContent('กรุณาเข้าสู่ระบบก่อนใช้งาน');
  });
});
