import { screen } from '@testing-library/react';
import { AppError, DEFAULT_SYSTEM_STATUS, ErrorCode } from 'shared-contracts';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { saveLinkReturn } from '../../line-link';
import { CallbackPage } from './CallbackPage';
import { signInAs } from '../../../test-utils/player';

function services(connect: unknown) {
  const fake = fakeApi({
    'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS,
    'POST users/user/line/connect': connect,
  });
  const s = makeServices(fake.api);
  signInAs(s);
  return { s, calls: fake.calls };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('<CallbackPage>', () => {
  it('sends the code and state back with this origin’s /callback, and lands where /connect was told', async () => {
    saveLinkReturn(sessionStorage, { callback: '/profile', state: 'from-profile' });
    const { s, calls } = services({ line_connected: 'CONNECTED' });
    renderWithShell(<CallbackPage />, s, '/callback?code=c0de&state=st4te&iss=http%3A%2F%2Fissuer');
    const result = await screen.findByTestId('line-link-result');
    expect(result).toHaveAttribute('data-result', 'connected');
    expect(result).toHaveTextContent('เชื่อมต่อ LINE สำเร็จ');
    expect(calls.find((c) => c.path === 'users/user/line/connect')?.body).toEqual({
      code: 'c0de',
      state: 'st4te',
      iss: 'http://issuer',
      redirect_uri: `${window.location.origin}/callback`,
    });
    expect(screen.getByTestId('line-link-continue')).toHaveAttribute(
      'href',
      '/profile?line_link=connected&state=from-profile',
    );
    expect(screen.queryByTestId('line-link-again')).toBeNull();
  });

  it('is canceled when the player canceled at LINE, without calling the api', async () => {
    const { s, calls } = services({ line_connected: 'CONNECTED' });
    renderWithShell(<CallbackPage />, s, '/callback?error=access_denied&state=st4te');
    expect(await screen.findByTestId('line-link-result')).toHaveAttribute('data-result', 'canceled');
    expect(calls.some((c) => c.path === 'users/user/line/connect')).toBe(false);
    expect(screen.getByTestId('line-link-again')).toHaveAttribute('href', '/connect?callback=%2F');
  });

  it.each([
    [
      'need_friendship',
      'LINE_USER_NO_FRIEND_SHIP',
      new AppError(ErrorCode.EXPECTATION_FAILED, 'LINE_USER_NO_FRIEND_SHIP: add the official account', {
        error: 'LINE_USER_NO_FRIEND_SHIP',
      }),
    ],
    [
      'conflicted',
      'LINE_USER_ID_CONFLICT',
      new AppError(ErrorCode.LINE_USER_CONFLICT, 'LINE_USER_ID_CONFLICT: taken', { error: 'LINE_USER_ID_CONFLICT' }),
    ],
    ['conflicted', 'a refused state', new AppError(ErrorCode.BAD_REQUEST, 'state: used', { fields: ['state'] })],
  ])('is %s when the api answers %s', async (expected, _label, error) => {
    const { s } = services(() => Promise.reject(error));
    renderWithShell(<CallbackPage />, s, '/callback?code=c0de&state=st4te');
    expect(await screen.findByTestId('line-link-result')).toHaveAttribute('data-result', expected);
  });
});
