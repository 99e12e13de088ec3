/** /callback: return address of messaging-app linking. A placeholder until the linking issue. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from 'shared-ui';
import { MessagePage } from './MessagePage';

export function CallbackPage() {
  const { t } = useTranslation();
  return (
    <MessagePage icon="link" title={t('link.callbackTitle')} body={t('link.callbackBody')} testId="page-callback">
      <ButtonLink to="/" variant="gold">
        {t('maintenance.backHome')}
      </ButtonLink>
    </MessagePage>
  );
}
