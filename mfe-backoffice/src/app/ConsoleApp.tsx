/**
 * The console's screens behind its ops login: the login while no ops user is signed in (every path), else the
 * frame with rounds (/backoffice/rounds, the default), limits per game (/backoffice/limits), the ticket shop
 * (/backoffice/shop), system (/backoffice/system), the audit log (/backoffice/audit), chat moderation
 * (/backoffice/chat), announcements (/backoffice/broadcast), ops accounts (/backoffice/ops-users) and the table games'
 * draw calendar (/backoffice/calendar). Rendered inside `RemoteRoot` (the router under /backoffice) and the ops session.
 */
import { Muted, Page, Route, Routes, ShellNavigate } from 'shared-ui';
import { useOps, OpsLogin } from '../features/auth';
import { ConsoleLayout, useConsoleT } from '../features/console';
import { RoundsPage } from '../features/rounds';
import { SystemPage } from '../features/system';
import { AuditPage } from '../features/audit';
import { LimitsPage } from '../features/limits';
import { PlayersPage } from '../features/players';
import { BlacklistPage } from '../features/blacklist';
import { ShopPage } from '../features/shop';
import { ChatModerationPage } from '../features/chat-moderation';
import { BroadcastPage } from '../features/broadcast';
import { OpsUsersPage } from '../features/ops-users';
import { DrawCalendarPage } from '../features/draw-calendar';
import { ReconciliationPage } from '../features/reconciliation';
import { PaymentsPage } from '../features/payments';
import { SettingsPage } from '../features/game-settings';

export function ConsoleApp() {
  const t = useConsoleT();
  const { me, checking } = useOps();
  if (checking)
    return (
      <Page narrow>
        <Muted>{t('backoffice.common.loading')}</Muted>
      </Page>
    );
  if (!me) return <OpsLogin />;
  return (
    <ConsoleLayout>
      <Routes>
        <Route path="/rounds" element={<RoundsPage />} />
        <Route path="/players" element={<PlayersPage />} />
        <Route path="/blacklist" element={<BlacklistPage />} />
        <Route path="/limits" element={<LimitsPage />} />
        <Route path="/shop" element={<ShopPage />} />
        <Route path="/system" element={<SystemPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/chat" element={<ChatModerationPage />} />
        <Route path="/broadcast" element={<BroadcastPage />} />
        <Route path="/ops-users" element={<OpsUsersPage />} />
        <Route path="/calendar" element={<DrawCalendarPage />} />
        <Route path="/reconciliation" element={<ReconciliationPage />} />
        <Route path="/payments" element={<PaymentsPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="*" element={<ShellNavigate to="/backoffice/rounds" />} />
      </Routes>
    </ConsoleLayout>
  );
}
