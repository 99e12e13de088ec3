/**
 * What replaces the composer: for a visitor, the login call (chat is for logged-in players, docs/product.md
 * "Players and language"); for a banned player, the countdown until they may write again.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button, Icon, theme } from 'shared-ui';
import { countdownText } from '../utils/chat-time';

const Bar = styled.div<{ tone: 'plain' | 'ban' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px calc(12px + env(safe-area-inset-bottom));
  border-top: 1px solid ${(p) => (p.tone === 'ban' ? theme.color.goldLight : theme.color.line)};
  background: ${(p) => (p.tone === 'ban' ? theme.color.goldSoft : '#fff')};
  color: ${theme.color.ink};
  font-size: 14px;
  line-height: 1.45;
`;

const Glyph = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  background: ${theme.color.cream};
  color: ${theme.color.red};
`;

export function LoginBar({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <Bar tone="plain" data-testid="chat-login-bar">
      <Glyph aria-hidden>
        <Icon name="lock" size={20} />
      </Glyph>
      <span css={{ flex: 1 }}>{t('chat.loginToChat')}</span>
      <Button type="button" small onClick={onLogin} data-testid="chat-login">
        {t('chat.login')}
      </Button>
    </Bar>
  );
}

export function BanBar({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation();
  return (
    <Bar tone="ban" role="status" data-testid="chat-ban">
      <Glyph aria-hidden>
        <Icon name="lock" size={20} />
      </Glyph>
      <div css={{ flex: 1 }}>
        <strong
          css={{ color: theme.color.redDark, fontVariantNumeric: 'tabular-nums' }}
          data-testid="chat-ban-countdown"
        >
          {t('chat.banned', { time: countdownText(secondsLeft) })}
        </strong>
        <div css={{ color: theme.color.muted, fontSize: 13 }}>{t('chat.bannedHint')}</div>
      </div>
    </Bar>
  );
}
