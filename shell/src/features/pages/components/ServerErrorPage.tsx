/** /500 (status toasts hidden here). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from 'shared-ui';
import { MessagePage } from './MessagePage';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <MessagePage icon="warning" title={t('pages.serverError')} body={t('errors.serverError')} testId="page-500">
      <ButtonLink to="/" variant="gold">
        {t('maintenance.backHome')}
      </ButtonLink>
    </MessagePage>
  );
}
