/** The toast to show now, with its dismissal (persisted in sessionStorage until the text changes). */
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'shared-ui';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';
import { useSystemStatus } from '../state/system-status-context';
import { selectStatusToast, statusToastText, type StatusToast, type ToastPhase } from '../utils/select-status-toast';
import { readDismissed, writeDismissed } from '../utils/dismissed-toast-store';

export function useStatusToast(): { phase: ToastPhase; toast: StatusToast | null; dismiss(): void } {
  const { sessionStorage } = useShellServices();
  const { status, fetching } = useSystemStatus();
  const session = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const [dismissedText, setDismissedText] = useState(() => readDismissed(sessionStorage));
  const viewer = { loggedIn: session.status === 'authenticated', inactive: session.inactive };

  // a different text lifts the earlier dismissal
  const current = statusToastText(status, viewer, t)?.text ?? null;
  useEffect(() => {
    if (current && dismissedText && current !== dismissedText) {
      writeDismissed(sessionStorage, null);
      setDismissedText(null);
    }
  }, [current, dismissedText, sessionStorage]);

  const view = selectStatusToast({ status, fetching, ...viewer, pathname, dismissedText, translate: t });
  const text = view.toast?.text ?? null;
  const dismiss = useCallback(() => {
    if (!text) return;
    writeDismissed(sessionStorage, text);
    setDismissedText(text);
  }, [text, sessionStorage]);
  return { ...view, dismiss };
}
