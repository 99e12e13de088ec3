/**
 * After a self-exclusion (`session/self-excluded` from the wallet): the server has already revoked
 * every session, so the shell ends its own, goes home and says until when the account is excluded.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime } from 'shared-contracts';
import { Button, Dialog, useNavigate } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';

export function SelfExclusionNotice() {
  const { t } = useTranslation();
  const { bus, session } = useShellServices();
  const navigate = useNavigate();
  const [until, setUntil] = useState<string | null>(null);

  useEffect(() => {
    const sub = bus.on('session/self-excluded').subscribe((e) => {
      session.handleUnauthorized();
      navigate('/', { replace: true });
      setUntil(e.selfExcludedUntil);
    });
    return () => sub.unsubscribe();
  }, [bus, session, navigate]);

  if (!until) return null;
  return (
    <Dialog
      testId="self-excluded-dialog"
      title={t('protection.exclusion.doneTitle')}
      actions={
        <Button type="button" variant="gold" block data-testid="self-excluded-ok" onClick={() => setUntil(null)}>
          {t('protection.exclusion.ok')}
        </Button>
      }
    >
      <p>{t('protection.exclusion.doneBody', { until: formatThaiDateTime(until) })}</p>
      <p>{t('protection.exclusion.help')}</p>
    </Dialog>
  );
}
