import { useTranslation } from 'react-i18next';
import { Button, Card, useRemote } from 'shared-ui';

/** The wallet page's way into the player-protection page (`/wallet/limits`). */
export function ProtectionLinkCard() {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  return (
    <Card data-testid="protection-link">
      <h2>{t('protection.linkTitle')}</h2>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <p style={{ margin: 0, flex: 1, fontSize: 14 }}>{t('protection.linkBody')}</p>
        <Button type="button" variant="gold" data-testid="protection-open" onClick={() => navigate('/wallet/limits')}>
          {t('protection.open')}
        </Button>
      </div>
    </Card>
  );
}
