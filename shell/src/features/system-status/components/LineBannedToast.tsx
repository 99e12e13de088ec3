/**
 * The messaging-app toast (docs/product.md "System status"): shown while the profile's line_connected is LINE_BANNED;
 * a dismissal holds until the state becomes CONNECTED or NOT_CONNECTED, which clears the flag.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, theme, Link, useLocation } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { useProfile } from '../../profile';
import { isToastExcludedRoute } from '../utils/select-status-toast';
import { LINE_TOAST_DISMISSED_KEY } from '../utils/dismissed-toast-store';
import { Toast } from './Toast';

export function LineBannedToast() {
  const { t } = useTranslation();
  const { storage } = useShellServices();
  const { profile } = useProfile();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(() => storage.getItem(LINE_TOAST_DISMISSED_KEY) === '1');
  const state = profile?.line_connected ?? null;

  useEffect(() => {
    if (state === 'CONNECTED' || state === 'NOT_CONNECTED') {
      storage.removeItem(LINE_TOAST_DISMISSED_KEY);
      setDismissed(false);
    }
  }, [state, storage]);

  if (state !== 'LINE_BANNED' || dismissed || isToastExcludedRoute(pathname)) return null;
  return (
    <Toast
      icon={<Icon name="chat" />}
      text={t('line.upgradeToast')}
      testId="line-toast"
      closeLabel={t('systemStatus.dismiss')}
      action={
        <Link to="/connect" css={{ color: theme.color.red, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('line.reconnect')}
        </Link>
      }
      onClose={() => {
        storage.setItem(LINE_TOAST_DISMISSED_KEY, '1');
        setDismissed(true);
      }}
    />
  );
}
