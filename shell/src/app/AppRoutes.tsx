/**
 * Every route of docs/product.md "Screens and routes". Remote-owned prefixes come from REMOTE_MOUNTS (shared with the
 * remotes); the shell owns home, login/register, the account pages (/profile, /forgot-pin, /forgot-phone),
 * invite, maintenance, linking, 404/500. Anything
 * else goes to /404.
 *
 * What a first visit to the home lobby never shows is fetched when its route is: the remote slot (with single-spa,
 * while the remote registry is read), the login and registration pages, the account, invite and linking pages
 * (ARCHITECTURE.md "Front-end builds").
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'shared-ui';
import { REMOTE_MOUNTS } from 'shared-contracts';
import { RemoteLoading } from '../features/remotes/components/RemoteLoading';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { ServerErrorPage } from '../features/pages/components/ServerErrorPage';
import { MaintenancePage } from '../features/pages/components/MaintenancePage';

const RemoteSlot = lazy(() =>
  import('../features/remotes/components/RemoteSlot').then((m) => ({ default: m.RemoteSlot })),
);
// the home lobby (its cards, next closes, flags) is fetched with its route: no other route's first visit carries it
const HomeLobby = lazy(() => import('../features/lobby/components/HomeLobby').then((m) => ({ default: m.HomeLobby })));
const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
// the account pages (issue 11): one chunk, fetched when one of their routes is
const accountPage = <
  K extends 'ProfilePage' | 'ForgotPinPage' | 'ForgotPhonePage' | 'ChangePhonePage' | 'ChangePinPage' | 'KycPage',
>(
  name: K,
) => lazy(() => import('../features/account').then((m) => ({ default: m[name] })));
const ProfilePage = accountPage('ProfilePage');
const ForgotPinPage = accountPage('ForgotPinPage');
const ForgotPhonePage = accountPage('ForgotPhonePage');
const ChangePhonePage = accountPage('ChangePhonePage');
const ChangePinPage = accountPage('ChangePinPage');
const KycPage = accountPage('KycPage');
// the invite and messaging-app linking pages: fetched when their route is (never part of a first visit)
const InvitingPage = lazy(() =>
  import('../features/pages/components/InvitingPage').then((m) => ({ default: m.InvitingPage })),
);
const ConnectPage = lazy(() =>
  import('../features/pages/components/ConnectPage').then((m) => ({ default: m.ConnectPage })),
);
const CallbackPage = lazy(() =>
  import('../features/pages/components/CallbackPage').then((m) => ({ default: m.CallbackPage })),
);
const LAZY_ROUTES = [
  { path: '/profile', Page: ProfilePage },
  { path: '/profile/change-phone', Page: ChangePhonePage },
  { path: '/profile/change-pin', Page: ChangePinPage },
  { path: '/profile/kyc', Page: KycPage },
  { path: '/forgot-pin', Page: ForgotPinPage },
  { path: '/forgot-phone', Page: ForgotPhonePage },
  { path: '/inviting', Page: InvitingPage },
  { path: '/connect', Page: ConnectPage },
  { path: '/callback', Page: CallbackPage },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Suspense fallback={null}>
            <HomeLobby />
          </Suspense>
        }
      />
      {REMOTE_MOUNTS.map((m) => (
        <Route
          key={m.path}
          path={m.path}
          element={
            <Suspense fallback={<RemoteLoading name={m.remote} />}>
              <RemoteSlot key={m.path} name={m.remote} basename={m.basename} />
            </Suspense>
          }
        />
      ))}
      <Route
        path="/login"
        element={
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        }
      />
      <Route
        path="/register"
        element={
          <Suspense fallback={null}>
            <RegisterPage />
          </Suspense>
        }
      />
      {LAZY_ROUTES.map(({ path, Page }) => (
        <Route
          key={path}
          path={path}
          element={
            <Suspense fallback={null}>
              <Page />
            </Suspense>
          }
        />
      ))}
      <Route path="/maintenance" element={<MaintenancePage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/500" element={<ServerErrorPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
