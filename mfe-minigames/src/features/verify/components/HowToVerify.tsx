import { useTranslation } from 'react-i18next';
import { Card, Muted } from 'shared-ui';

/**
 * How to check a slip with one's own script: the plain-Thai gist first, the precise algorithm of docs/game-rules.md
 * "Provable fairness" (SHA-256, HMAC-SHA256, big-endian) one tap away.
 */
export function HowToVerify() {
  const { t } = useTranslation();
  return (
    <Card data-testid="verify-how-to">
      <h2>{t('minigames.verify.howToTitle')}</h2>
      <Muted>{t('minigames.verify.howToPlain')}</Muted>
      <details>
        <summary>{t('minigames.verify.howToTechnical')}</summary>
        <Muted>1. {t('minigames.verify.howTo1')}</Muted>
        <Muted>2. {t('minigames.verify.howTo2')}</Muted>
        <Muted>3. {t('minigames.verify.howTo3')}</Muted>
      </details>
    </Card>
  );
}
