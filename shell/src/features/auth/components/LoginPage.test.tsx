/** /login keeps the phone of the last successful login under the spec's local key and fills it in next time. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AppError, STORAGE_KEYS, type HttpClient } from 'shared-contracts';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { LoginPage } from './LoginPage';

const SESSION = {
  token: 'tok',
  session_token: 'st',
  expires_at: '2099-01-01T00:00:00.000Z',
  expires_in: 3600,
  customer_code: 'TL00000001',
};

function api(): HttpClient {
  return {
    get: jest.fn(async () => {
      throw new Error('no get expected');
    }),
    post: jest.fn(async (path: string) => {
      if (path !== 'auth/login') throw new Error(path);
      return SESSION;
    }),
    put: jest.fn(),
    patch: jest.fn(),
    delete: jest.fn(),
  } as unknown as HttpClient;
}

beforeEach(() => localStorage.clear());

describe('<LoginPage>', () => {
  it('remembers the phone of a successful login (phone_number_login) and fills it in next time', async () => {
    const services = makeServices(api());
    const first = renderWithShell(<LoginPage />, services, '/login');
    expect(screen.getByTestId('phone-input')).toHaveValue('');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByTestId('pin-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.phoneNumberLogin)).toBe('0812345678'));
    first.unmount();

    localStorage.removeItem(STORAGE_KEYS.token);
    renderWithShell(<LoginPage />, makeServices(api()), '/login');
    expect(screen.getByTestId('phone-input')).toHaveValue('0812345678');
  });

  it('says a wrong PIN once, with the tries left before the lock, and no false field error', async () => {
    let left = 2;
    const refusing = {
      ...api(),
      post: jest.fn(async () => {
        left -= 1;
        if (left > 0) throw new AppError('B5V003', 'wrong PIN', { attempts_left: left });
        throw new AppError('B5V002', 'locked', { blocked_until: '2026-12-10T05:15:00.000Z' });
      }),
    } as unknown as HttpClient;
    renderWithShell(<LoginPage />, makeServices(refusing), '/login');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByTestId('pin-input'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('auth-error')).toHaveTextContent('รหัส PIN ไม่ถูกต้อง เหลืออีก 1 ครั้ง');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/ตัวเลข 6 หลัก/)).toBeNull();
    fireEvent.change(screen.getByTestId('pin-input'), { target: { value: '222222' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('auth-error')).toHaveTextContent('ถูกระงับถึง 10 ธ.ค. 2569 12:15 น.'));
  });
});
