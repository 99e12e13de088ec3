/** A big-win announcement in the room (chat/announce-big-wins.ts on the api): a gold card, not a bubble. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatWireBaht, gameByCode, type ChatBigWinData } from 'shared-contracts';
import { Icon, theme } from 'shared-ui';
import { chatTime } from '../utils/chat-time';

const Card = styled.article`
  display: flex;
  gap: 12px;
  align-items: center;
  margin: 10px 4px;
  padding: 12px 14px;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.gold};
  background:
    radial-gradient(circle at 100% 0%, rgba(243, 214, 122, 0.55), transparent 55%),
    linear-gradient(135deg, ${theme.color.goldSoft}, #fff);
  box-shadow: ${theme.shadow.card};
`;

const Badge = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${theme.gradient.brand};
  color: ${theme.color.goldLight};
  box-shadow: 0 0 0 3px ${theme.color.goldLight};
`;

const Title = styled.p`
  margin: 0;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${theme.color.redSoft};
`;

const Amount = styled.p`
  margin: 2px 0;
  font-size: 22px;
  font-weight: 800;
  color: ${theme.color.redDark};
  font-variant-numeric: tabular-nums;
`;

const Line = styled.p`
  margin: 0;
  font-size: 13.5px;
  color: ${theme.color.ink};
`;

export function BigWinCard({ win, sentAt }: { win: ChatBigWinData; sentAt: number }) {
  const { t } = useTranslation();
  const game = gameByCode(win.game_code);
  return (
    <Card data-testid="chat-big-win" aria-label={t('chat.announcement')}>
      <Badge aria-hidden>
        <Icon name="trophy" size={24} />
      </Badge>
      <div css={{ minWidth: 0, flex: 1 }}>
        <Title>{t('chat.bigWinTitle')}</Title>
        <Amount>{t('chat.bigWinAmount', { amount: formatWireBaht(Number(win.amount)) })}</Amount>
        <Line>
          {t('chat.bigWinBody', { customer: win.customer, game: game ? t(game.labelKey) : win.game_code })}
          <span css={{ color: theme.color.muted, marginLeft: 6, fontSize: 12 }}>{chatTime(sentAt)}</span>
        </Line>
      </div>
    </Card>
  );
}
