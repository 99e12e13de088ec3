import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Card, theme } from 'shared-ui';

const Steps = styled.ol`
  margin: 0;
  padding-left: 22px;
  line-height: 1.7;
  font-size: 15px;
  li::marker {
    color: ${theme.color.red};
    font-weight: 800;
  }
`;

/** How a streak is played, with the multiplier in force. */
export function HowToPlay({ multiplier }: { multiplier: number }) {
  const { t } = useTranslation();
  return (
    <Card>
      <h2>{t('minigames.howToPlay.title')}</h2>
      <Steps>
        <li>{t('minigames.howToPlay.one')}</li>
        <li>{t('minigames.howToPlay.two', { multiplier })}</li>
        <li>{t('minigames.howToPlay.three')}</li>
        <li>{t('minigames.howToPlay.four')}</li>
      </Steps>
    </Card>
  );
}
