import { useTranslation } from 'react-i18next';
import { Card, Muted } from 'shared-ui';

/** How to check a slip with one's own script: the algorithm of docs/game-rules.md "Provable fairness". */
export function HowToVerify() {
  const { t } = useTranslation();
  return (
    <Card data-testid="verify-how-to">
      <h2>{t('minigames.verify.howToTitle')}</h2>
      <Muted>1. {t('minigames.verify.howTo1')}</Muted>
      <Muted>2. {t('minigames.verify.howTo2')}</Muted>
      <Muted>3. {t('minigames.verify.howTo3')}</Muted>
    </Card>
  );
}
