/**
 * Every route of docs/product.md "Screens and routes". Remote-owned prefixes come from REMOTE_MOUNTS (shared with the
 * remotes); the shell owns home, login/register, invite, maintenance, linking, 404/500. Anything
 * else goes to /404.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { REMOTE_MOUNTS } from 'shared-contracts';
import { RemoteSlot } from '../features/remotes/components/RemoteSlot';
import { HomeLobby } from '../features/lobby/components/HomeLobby';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { NotFoundPage } from '../features/pages/components/NotFoundPage';
import { ServerErrorPage } from '../features/pages/components/ServerErrorPage';
import { MaintenancePage } from '../features/pages/components/MaintenancePage';
import { InvitingPage } from '../features/pages/components/InvitingPage';
import { ConnectPage } from '../features/pages/components/ConnectPage';
import { CallbackPage } from '../features/pages/components/CallbackPage';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeLobby />} />
      {REMOTE_MOUNTS.map((m) => (
        <Route key={m.path} path={m.path} element={<RemoteSlot key={m.path} name={m.remote} basename={m.basename} />} />
      ))}
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
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
