/** The system-status toast (`data-testid="status-toast"`, dismiss: `status-toast-dismiss`). */
import { useTranslation } from 'react-i18next';
import { useStatusToast } from '../hooks/useStatusToast';
import { Toast } from './Toast';
import { AlertIcon } from '../../../ui/icons';

export function StatusToast() {
  const { t } = useTranslation();
  const { toast, dismiss } = useStatusToast();
  if (!toast) return null;
  return (
    <Toast
      icon={<AlertIcon />}
      text={toast.text}
      closeLabel={t('systemStatus.dismiss')}
      onClose={dismiss}
      testId="status-toast"
    />
  );
}
