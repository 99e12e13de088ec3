/** The "coming soon" screen of a mini-game (coin toss or rock-paper-scissors), with a link to the other one. */
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, Page, theme } from 'shared-ui';

export type MiniGame = 'cointossing' | 'paoyingchub';

const flip = keyframes({ '0%': { transform: 'rotateY(0)' }, '100%': { transform: 'rotateY(360deg)' } });
const Stage = styled.section({
  borderRadius: '20px',
  padding: '2rem 1.25rem 1.75rem',
  textAlign: 'center',
  color: '#fff',
  background: `radial-gradient(circle at 50% 0%, ${theme.color.redSoft}, ${theme.color.red} 45%, ${theme.color.redDark})`,
  boxShadow: '0 10px 28px rgba(92, 7, 16, 0.18)',
});
const Coin = styled.div({
  width: '7rem',
  height: '7rem',
  margin: '0 auto',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontSize: '2rem',
  fontWeight: 900,
  color: theme.color.redDark,
  background: `radial-gradient(circle at 30% 30%, #fff3c4, ${theme.color.gold} 55%, ${theme.color.goldDark})`,
  border: `4px solid ${theme.color.goldLight}`,
  boxShadow: '0 10px 22px rgba(0,0,0,0.3)',
  animation: `${flip} 2.4s ease-in-out infinite`,
});
const Hands = styled.div({ display: 'flex', justifyContent: 'center', gap: '0.8rem' });
const Hand = styled.div({
  display: 'grid',
  placeItems: 'center',
  gap: '0.2rem',
  width: '5.5rem',
  padding: '0.8rem 0',
  borderRadius: '16px',
  background: 'rgba(255,255,255,0.12)',
  border: `1px solid rgba(247, 220, 133, 0.5)`,
  fontSize: '2.2rem',
  span: { fontSize: '0.85rem', color: theme.color.goldLight, fontWeight: 700 },
});
const Badge = styled.span({
  display: 'inline-block',
  margin: '1.4rem 0 0.4rem',
  padding: '0.2rem 0.9rem',
  borderRadius: '999px',
  background: theme.color.gold,
  color: theme.color.redDark,
  fontWeight: 800,
  fontSize: '0.85rem',
});
const Note = styled.p({
  margin: '1rem 0 0',
  padding: '0.85rem 1rem',
  borderRadius: '14px',
  background: '#fff',
  border: `1px solid ${theme.color.line}`,
  color: theme.color.ink,
  textAlign: 'center',
});
const Actions = styled.div({
  display: 'flex',
  gap: '0.6rem',
  justifyContent: 'center',
  flexWrap: 'wrap',
  marginTop: '1.25rem',
});

export function MiniGameComingSoon({ game, navigate }: { game: MiniGame; navigate(to: string): void }) {
  const { t } = useTranslation();
  const other: MiniGame = game === 'cointossing' ? 'paoyingchub' : 'cointossing';
  return (
    <Page data-testid={`minigame-coming-soon-${game}`}>
      <Stage>
        {game === 'cointossing' ? (
          <Coin aria-hidden>{t('minigames.cointossing.heads')}</Coin>
        ) : (
          <Hands aria-hidden>
            <Hand>
              ✊<span>{t('minigames.paoyingchub.rock')}</span>
            </Hand>
            <Hand>
              ✌️<span>{t('minigames.paoyingchub.scissors')}</span>
            </Hand>
            <Hand>
              ✋<span>{t('minigames.paoyingchub.paper')}</span>
            </Hand>
          </Hands>
        )}
        <Badge>{t('minigames.comingSoon')}</Badge>
        <h1 css={{ margin: '0.2rem 0 0.4rem', fontSize: '1.6rem', color: theme.color.goldLight }}>
          {t(`minigames.${game}.title`)}
        </h1>
        <p css={{ margin: 0, opacity: 0.92 }}>{t(`minigames.${game}.body`)}</p>
      </Stage>
      <Note>🔒 {t('minigames.fair')}</Note>
      <Actions>
        <Button type="button" variant="gold" onClick={() => navigate(`/minigame/${other}`)}>
          {t('minigames.otherGame')}: {t(`minigames.${other}.title`)}
        </Button>
        <Button type="button" variant="ghost" onClick={() => navigate('/')}>
          {t('minigames.backHome')}
        </Button>
      </Actions>
    </Page>
  );
}
