import { useTranslation } from 'react-i18next';
import { Card } from 'shared-ui';

/** How to buy: the shop's steps and rules (55 a cart, 79 baht, close 13:00). */
export function HowToTab() {
  const { t } = useTranslation();
  const steps = t('lotteryShop.howto.steps', { returnObjects: true }) as string[];
  return (
    <Card data-testid="howto-tab">
      <h2>{t('lotteryShop.howto.title')}</h2>
      <ol css={{ margin: 0, paddingLeft: 20, lineHeight: 1.8 }}>
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </Card>
  );
}
