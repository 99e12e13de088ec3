/** /callback: return address of messaging-app linking. A placeholder until the linking issue. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { MessagePage } from './MessagePage';

export function CallbackPage() {
  const { t } = useTranslation();
  return (
    <MessagePage icon="🔗" title={t('link.callbackTitle')} body={t('link.callbackBody')} testId="page-callback">
      <ButtonLink to="/">{t('maintenance.backHome')}</ButtonLink>
    </MessagePage>
  );
}
