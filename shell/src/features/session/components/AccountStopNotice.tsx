/**
 * After the API refused the account (docs/product.md "Inactive and banned players"): the session store has already
 * ended the session and stored the ban or block object; this sends the player back to login and says why in Thai (banned,
 * or the system status's INACTIVE_USER text), with the reason ops gave and since when, so no page is left whose
 * calls all fail.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, type AccountStop } from 'shared-contracts';
import { Button, Dialog, useNavigate } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';

export function AccountStopNotice() {
  const { t } = useTranslation();
  const { session } = useShellServices();
  const navigate = useNavigate();
  const [stop, setStop] = useState<AccountStop | null>(null);

  useEffect(() => {
    const sub = session.accountStop$.subscribe((next) => {
      setStop(next);
      if (next) navigate('/login', { replace: true });
    });
    return () => sub.unsubscribe();
  }, [session, navigate]);

  if (!stop) return null;
  const banned = stop.status === 'BANNED';
  return (
    <Dialog
      testId="account-stop-dialog"
      title={t(banned ? 'accountStop.bannedTitle' : 'accountStop.inactiveTitle')}
      actions={
        <Button
          type="button"
          variant="gold"
          block
          data-testid="account-stop-ok"
          onClick={() => session.dismissAccountStop()}
        >
          {t('accountStop.ok')}
        </Button>
      }
    >
      <p data-testid="account-stop-body">{t(banned ? 'accountStop.bannedBody' : 'systemStatus.INACTIVE_USER')}</p>
      {stop.reason && <p data-testid="account-stop-reason">{t('accountStop.reason', { reason: stop.reason })}</p>}
      {stop.since && <p>{t('accountStop.since', { since: formatThaiDateTime(stop.since) })}</p>}
      <p>{t('accountStop.loggedOut')}</p>
    </Dialog>
  );
}
