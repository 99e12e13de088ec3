/** The system-status toast (`data-testid="status-toast"`, dismiss: `status-toast-dismiss`). */
import { useTranslation } from 'react-i18next';
import { Icon } from 'shared-ui';
import { useStatusToast } from '../hooks/useStatusToast';
import { Toast } from './Toast';

export function StatusToast() {
  const { t } = useTranslation();
  const { toast, dismiss } = useStatusToast();
  if (!toast) return null;
  return (
    <Toast
      icon={<Icon name="warning" />}
      text={toast.text}
      closeLabel={t('systemStatus.dismiss')}
      onClose={dismiss}
      testId="status-toast"
    />
  );
}
