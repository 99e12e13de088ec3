import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DEFAULT_SYSTEM_STATUS } from 'shared-contracts';
import { safeReturnPath, useLoginRequests } from './useLoginRequests';
import { LoginPage } from '../components/LoginPage';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';

function LoginRequests() {
  useLoginRequests();
  return null;
}
function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

beforeEach(() => localStorage.clear());

describe('auth/login-requested', () => {
  it('opens /login and returns the player to `returnTo` after the login', async () => {
    const fake = fakeApi({
      'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS,
      'POST auth/login': {
        token: 't',
        session_token: 's',
        expires_at: '2099-01-01T00:00:00Z',
        expires_in: 3600,
        customer_code: 'C0042',
      },
    });
    const services = makeServices(fake.api);
    renderWithShell(
      <>
        <LoginRequests />
        <Where />
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<p>page</p>} />
        </Routes>
      </>,
      services,
      '/gamelobby/hanoi',
    );
    act(() => services.bus.publish({ type: 'auth/login-requested', returnTo: '/gamelobby/underground' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    fireEvent.change(screen.getByTestId('phone-input'), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByTestId('pin-input'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/gamelobby/underground');
    expect(services.session.current()).toMatchObject({ status: 'authenticated', customerCode: 'C0042' });
  });

  it('takes only a path of this site as the return address', () => {
    expect(safeReturnPath('/wallet')).toBe('/wallet');
    for (const bad of [undefined, '', 'https://evil.example/', '//evil.example', '/\\evil.example', 'wallet'])
      expect(safeReturnPath(bad)).toBeNull();
  });
});
