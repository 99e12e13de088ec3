/** /500 (status toasts hidden here). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/Button';
import { MessagePage } from './MessagePage';

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <MessagePage icon="⚠️" title={t('pages.serverError')} body={t('errors.serverError')} testId="page-500">
      <ButtonLink to="/">{t('maintenance.backHome')}</ButtonLink>
    </MessagePage>
  );
}
