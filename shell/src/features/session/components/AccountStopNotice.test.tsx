import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter } from 'axios';
import { STORAGE_KEYS } from 'shared-contracts';
import { createHttpClient } from '../../http';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { AccountStopNotice } from './AccountStopNotice';
import { signInAs } from '../../../test-utils/player';

/** A network layer answering every call with one error envelope (as the api does for a refused player). */
function refusing(status: number, body: unknown): AxiosAdapter {
  return async (config) => {
    const response = { data: JSON.stringify(body), status, statusText: '', headers: {}, config };
    throw new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
}

/** Shell services whose HTTP client is the real one, wired to the session as create-shell-services.ts does. */
function signedInShell(adapter: AxiosAdapter) {
  const holder: { services?: ReturnType<typeof makeServices> } = {};
  const api = createHttpClient({
    baseUrl: '/api/v1',
    appId: 'test',
    storage: localStorage,
    adapter,
    retryDelayMs: 0,
    onUnauthorized: () => holder.services!.session.handleUnauthorized(),
    onAccountStopped: (stop) => holder.services!.session.handleAccountStopped(stop),
  });
  const services = makeServices(api);
  holder.services = services;
  signInAs(services);
  localStorage.setItem(`${STORAGE_KEYS.lotteryCartPrefix}x`, '[]');
  return services;
}

beforeEach(() => localStorage.clear());

describe('<AccountStopNotice>: a banned or inactive answer ends the session', () => {
  it('banned: clears the token, stores the ban object and says so in Thai with the reason', async () => {
    const ban = { detail: 'USER_BANNED', status: 'BANNED', reason: 'fraud ring', since: '2026-05-02T03:00:00.000Z' };
    const services = signedInShell(
      refusing(403, { service_code: 'B0V002', service_message: 'this account is banned', data: ban }),
    );
    renderWithShell(<AccountStopNotice />, services, '/wallet');
    await expect(services.api.get('users/info/me')).rejects.toMatchObject({ code: 'B0V002' });

    const dialog = await screen.findByTestId('account-stop-dialog');
    expect(dialog).toHaveTextContent('บัญชีของคุณถูกระงับถาวร');
    expect(dialog).toHaveTextContent('บัญชีนี้ถูกแบน');
    expect(screen.getByTestId('account-stop-reason')).toHaveTextContent('เหตุผล: fraud ring');
    expect(dialog).toHaveTextContent('ตั้งแต่ 2 พ.ค. 2569 10:00 น.');
    expect(services.session.current().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
    expect(localStorage.getItem(`${STORAGE_KEYS.lotteryCartPrefix}x`)).toBeNull();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.ban)!)).toEqual(ban);
    expect(localStorage.getItem(STORAGE_KEYS.block)).toBeNull();

    fireEvent.click(screen.getByTestId('account-stop-ok'));
    await waitFor(() => expect(screen.queryByTestId('account-stop-dialog')).toBeNull());
    // the stored object stays until a later sign-in clears it
    expect(localStorage.getItem(STORAGE_KEYS.ban)).not.toBeNull();
    act(() => signInAs(services));
    expect(localStorage.getItem(STORAGE_KEYS.ban)).toBeNull();
  });

  it('inactive: stores the block object and shows the INACTIVE_USER text', async () => {
    const block = { detail: 'INACTIVE_USER', status: 'INACTIVE', reason: null, since: null };
    const services = signedInShell(refusing(403, { service_code: 'B0V003', service_message: 'inactive', data: block }));
    renderWithShell(<AccountStopNotice />, services);
    await expect(services.api.post('wallet/deposit', { amount: 10 })).rejects.toMatchObject({ code: 'B0V003' });
    expect(await screen.findByTestId('account-stop-body')).toHaveTextContent('บัญชีของคุณถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่');
    expect(screen.queryByTestId('account-stop-reason')).toBeNull();
    expect(services.session.current().status).toBe('anonymous');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.block)!)).toEqual(block);
  });

  it('a chat ban (B0V002 with banned_until) keeps the player logged in', async () => {
    const services = signedInShell(
      refusing(403, {
        service_code: 'B0V002',
        service_message: 'banned from chat',
        data: { banned_until: '2099-01-01T00:00:00.000Z' },
      }),
    );
    renderWithShell(<AccountStopNotice />, services);
    await expect(services.api.post('chat/message', { text: 'hi' })).rejects.toMatchObject({ code: 'B0V002' });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByTestId('account-stop-dialog')).toBeNull();
    expect(services.session.current().status).toBe('authenticated');
    expect(localStorage.getItem(STORAGE_KEYS.ban)).toBeNull();
  });
});
