/** /404 (status toasts hidden here). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from 'shared-ui';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage icon="search" title={t('pages.notFound')} body={t('errors.notFound')} testId="page-404">
      <ButtonLink to="/" variant="gold">
        {t('maintenance.backHome')}
      </ButtonLink>
    </MessagePage>
  );
}
