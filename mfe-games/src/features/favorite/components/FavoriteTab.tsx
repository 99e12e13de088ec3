import { useTranslation } from 'react-i18next';
import { Panel } from 'shared-ui';

/** The favourite-numbers tab; drafts and favourites arrive with the next issue. */
export function FavoriteTab() {
  const { t } = useTranslation();
  return (
    <Panel icon="star" title={t('lobby.favoriteTitle')} testId="favorite-soon">
      <p>{t('lobby.favoriteSoon')}</p>
    </Panel>
  );
}
