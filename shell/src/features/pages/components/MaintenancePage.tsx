/**
 * /maintenance: shows UnderConstructionText (or the default Thai text) while the flag is on, polls the
 * status, and sends the player back where they were once the flag clears.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useLocation, useNavigate } from 'shared-ui';
import { useSystemStatus } from '../../system-status';
import { MessagePage } from './MessagePage';

export const MAINTENANCE_POLL_MS = 10_000;

export function MaintenancePage() {
  const { t } = useTranslation();
  const { status, refresh, fetching } = useSystemStatus();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';

  useEffect(() => {
    const id = setInterval(() => void refresh(), MAINTENANCE_POLL_MS);
    return () => clearInterval(id);
  }, [refresh]);

  useEffect(() => {
    if (status && !status.UnderConstruction) navigate(from === '/maintenance' ? '/' : from, { replace: true });
  }, [status, from, navigate]);

  const text = status?.UnderConstructionText?.trim() || t('maintenance.body');
  return (
    <MessagePage
      icon="tool"
      title={t('maintenance.title')}
      body={status ? text : t('maintenance.checking')}
      testId="page-maintenance"
    >
      <Button type="button" variant="gold" onClick={() => void refresh()} disabled={fetching}>
        {t('maintenance.retry')}
      </Button>
    </MessagePage>
  );
}
