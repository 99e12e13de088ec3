/** The community chat's "opening soon" screen: a preview of the room with the composer switched off. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { BrandBar, Button, Page, theme } from 'shared-ui';

const Room = styled.section({
  borderRadius: theme.radius.lg,
  overflow: 'hidden',
  background: '#fff',
  border: `1px solid ${theme.color.line}`,
  boxShadow: theme.shadow.raised,
});
// the room's title strip: the shared-ui `BrandBar` band
const Top = styled(BrandBar)({
  padding: '1rem 1.25rem',
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
});
const Body = styled.div({ padding: '1.5rem 1.25rem', textAlign: 'center', background: theme.color.cream });
const Bubble = styled.div<{ mine?: boolean }>(({ mine }) => ({
  maxWidth: '75%',
  margin: mine ? '0 0 0.6rem auto' : '0 auto 0.6rem 0',
  padding: '0.6rem 0.9rem',
  borderRadius: mine ? '16px 16px 4px 16px' : '16px 16px 16px 4px',
  background: mine ? theme.color.goldLight : '#fff',
  border: `1px solid ${theme.color.line}`,
  textAlign: 'left',
  filter: 'blur(0.6px)',
  opacity: 0.7,
}));
const Composer = styled.div({
  display: 'flex',
  gap: '0.5rem',
  padding: '0.75rem',
  borderTop: `1px solid ${theme.color.line}`,
});
const Input = styled.input({
  flex: 1,
  height: '2.8rem',
  padding: '0 1rem',
  borderRadius: '999px',
  border: `1.5px solid ${theme.color.line}`,
  fontSize: '1rem',
});

export function ChatComingSoon({ loggedIn, navigate }: { loggedIn: boolean; navigate(to: string): void }) {
  const { t } = useTranslation();
  return (
    <Page data-testid="chat-coming-soon">
      <Room>
        <Top shape="band" as="div">
          <span aria-hidden css={{ fontSize: '1.5rem' }}>
            💬
          </span>
          <strong css={{ fontSize: '1.1rem', color: theme.color.goldLight }}>{t('chat.title')}</strong>
        </Top>
        <Body>
          <div aria-hidden>
            <Bubble>🎯 8 2 5 ...</Bubble>
            <Bubble mine>🙏 🍀</Bubble>
            <Bubble>🏆 ...</Bubble>
          </div>
          <h1 css={{ margin: '1.25rem 0 0.4rem', fontSize: '1.35rem', color: theme.color.redDark }}>
            {t('chat.comingSoonTitle')}
          </h1>
          <p css={{ margin: 0, color: theme.color.muted }}>{t('chat.comingSoonBody')}</p>
          <p css={{ margin: '0.75rem 0 0', fontSize: '0.85rem', color: theme.color.muted }}>
            {loggedIn ? t('chat.rules') : t('chat.loginToChat')}
          </p>
        </Body>
        <Composer>
          <Input disabled placeholder={t('chat.placeholder')} aria-label={t('chat.placeholder')} />
          <Button type="button" disabled>
            {t('chat.send')}
          </Button>
        </Composer>
      </Room>
      <Button
        type="button"
        variant="ghost"
        css={{ display: 'flex', margin: '20px auto 0' }}
        onClick={() => navigate('/')}
      >
        {t('chat.backHome')}
      </Button>
    </Page>
  );
}
