/** The page a visitor sees on a logged-in account page: log in first, then come back to `from`. */
import { useTranslation } from 'react-i18next';
import { PanelPage } from './PanelPage';
import { usePageTexts } from '../../i18n';
import { accountPageTexts } from 'shared-contracts';

export function LoginRequired({ from, testId }: { from: string; testId: string }) {
  usePageTexts(accountPageTexts);
  const { t } = useTranslation();
  return (
    <PanelPage
      icon="lock"
      title={t('account.profile.title')}
      testId={testId}
      to="/login"
      state={{ from }}
      action={t('header.login')}
    >
      <p>{t('auth.loginRequired')}</p>
    </PanelPage>
  );
}
