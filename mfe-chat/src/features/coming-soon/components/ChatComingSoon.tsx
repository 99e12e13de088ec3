/** The community chat's "opening soon" screen: a preview of the room with the composer switched off. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme } from 'shared-ui';

const Page = styled.div({ maxWidth: '40rem', margin: '0 auto', padding: '1.25rem 1rem 2rem' });
const Room = styled.section({
  borderRadius: '20px',
  overflow: 'hidden',
  background: '#fff',
  border: `1px solid ${theme.color.line}`,
  boxShadow: '0 10px 28px rgba(92, 7, 16, 0.12)',
});
const Top = styled.div({
  padding: '1rem 1.25rem',
  color: '#fff',
  background: `linear-gradient(135deg, ${theme.color.redDark}, ${theme.color.red})`,
  borderBottom: `3px solid ${theme.color.gold}`,
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
const Send = styled.button({
  padding: '0 1.2rem',
  borderRadius: '999px',
  border: 'none',
  background: theme.color.red,
  color: '#fff',
  fontWeight: 700,
  opacity: 0.5,
});
const Home = styled.button({
  display: 'block',
  margin: '1.25rem auto 0',
  minHeight: '2.9rem',
  padding: '0 1.3rem',
  borderRadius: '999px',
  border: `1.5px solid ${theme.color.red}`,
  background: '#fff',
  color: theme.color.redDark,
  fontWeight: 700,
  cursor: 'pointer',
});

export function ChatComingSoon({ loggedIn, navigate }: { loggedIn: boolean; navigate(to: string): void }) {
  const { t } = useTranslation();
  return (
    <Page data-testid="chat-coming-soon">
      <Room>
        <Top>
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
          <Send type="button" disabled>
            {t('chat.send')}
          </Send>
        </Composer>
      </Room>
      <Home type="button" onClick={() => navigate('/')}>
        {t('chat.backHome')}
      </Home>
    </Page>
  );
}
