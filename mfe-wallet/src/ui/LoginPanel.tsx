/** What a visitor sees instead of a wallet screen: why to log in, and a button asking the shell for its login. */
import { useTranslation } from 'react-i18next';
import { requestLogin, useRemote, Button, Panel } from 'shared-ui';

export function LoginPanel() {
  const { t } = useTranslation();
  const { bus } = useRemote();
  return (
    <Panel icon="lock" title={t('wallet.loginTitle')} testId="wallet-login">
      <p>{t('wallet.loginBody')}</p>
      <Button type="button" onClick={() => requestLogin(bus)}>
        {t('wallet.login')}
      </Button>
    </Panel>
  );
}
