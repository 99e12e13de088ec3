/**
 * Every route of docs/product.md "Screens and routes". Remote-owned prefixes come from REMOTE_MOUNTS (shared with the
 * remotes); the shell owns home, login/register, invite, maintenance, linking, 404/500. Anything
 * else goes to /404.
 *
 * What a first visit to the home lobby never shows is fetched when its route is: the remote slot (with single-spa,
 * while the remote registry is read) and the login and registration pages (ARCHITECTURE.md "Front-end builds").
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'shared-ui';
import { REMOTE_MOUNTS } from 'shared-contracts';
import { RemoteLoading } from '../features/remotes/components/RemoteLoading';
import { HomeLobby } from '../features/lobby/components/HomeLobby';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { ServerErrorPage } from '../features/pages/components/ServerErrorPage';
import { MaintenancePage } from '../features/pages/components/MaintenancePage';
import { InvitingPage } from '../features/pages/components/InvitingPage';
import { ConnectPage } from '../features/pages/components/ConnectPage';
import { CallbackPage } from '../features/pages/components/CallbackPage';

const RemoteSlot = lazy(() =>
  import('../features/remotes/components/RemoteSlot').then((m) => ({ default: m.RemoteSlot })),
);
const LoginPage = lazy(() => import('../features/auth/components/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() =>
  import('../features/auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeLobby />} />
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
      <Route path="/inviting" element={<InvitingPage />} />
      <Route path="/maintenance" element={<MaintenancePage />} />
      <Route path="/connect" element={<ConnectPage />} />
      <Route path="/callback" element={<CallbackPage />} />
      <Route path="/404" element={<NotFoundPage />} />
      <Route path="/500" element={<ServerErrorPage />} />
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
