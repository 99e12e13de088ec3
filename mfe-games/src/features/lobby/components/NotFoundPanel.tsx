import { useTranslation } from 'react-i18next';
import { useRemote, Button, Panel } from 'shared-ui';

/** Shown for a /gamelobby/:slug that is not in the catalogue. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  return (
    <Panel icon="search" title={t('lobby.notFoundTitle')} testId="lobby-not-found">
      <p>{t('lobby.notFoundBody')}</p>
      <Button type="button" onClick={() => navigate('/')}>
        {t('lobby.backHome')}
      </Button>
    </Panel>
  );
}
