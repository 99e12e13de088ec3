/** `/`: a hero banner and every game of the catalogue, grouped, with Thai names and links. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session';
import { PageContainer } from '../../../ui/PageContainer';
import { ButtonLink } from '../../../ui/Button';
import { theme } from '../../../ui/theme';
import { groupGames } from '../utils/group-games';
import { GameCard } from './GameCard';

const Hero = styled.section({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: theme.radius.lg,
  padding: '1.75rem 1.5rem',
  color: '#fff',
  background: `linear-gradient(135deg, ${theme.color.primaryDark} 0%, ${theme.color.primary} 55%, ${theme.color.goldDark} 130%)`,
  boxShadow: theme.shadow.raised,
  marginBottom: '1.75rem',
  '&::before': {
    content: '"๙"',
    position: 'absolute',
    right: '1rem',
    top: '-1.5rem',
    fontSize: '9rem',
    fontWeight: 900,
    color: 'rgba(247, 220, 133, 0.16)',
  },
});
const Section = styled.section({ marginBottom: '1.75rem' });
const SectionHead = styled.div({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  borderLeft: `5px solid ${theme.color.gold}`,
  paddingLeft: '0.7rem',
  marginBottom: '0.8rem',
});
const Grid = styled.div({
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@media (min-width: 960px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
});

export function HomeLobby() {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  return (
    <PageContainer>
      <Hero>
        <h1 css={{ margin: 0, fontSize: '1.6rem', color: theme.color.goldLight, position: 'relative' }}>
          {t('pages.home.heroTitle')}
        </h1>
        <p css={{ margin: '0.4rem 0 1.2rem', maxWidth: '32rem', opacity: 0.92, position: 'relative' }}>
          {t('pages.home.heroBody')}
        </p>
        <ButtonLink to={loggedIn ? '/gamelobby/underground' : '/register'} data-testid="hero-cta">
          {loggedIn ? t('pages.home.heroCtaLoggedIn') : t('pages.home.heroCta')}
        </ButtonLink>
      </Hero>
      <h2 css={{ margin: '0 0 1rem', fontSize: '1.3rem', color: theme.color.primaryDark }}>{t('pages.home.title')}</h2>
      {groupGames().map(({ group, games }) => (
        <Section key={group} data-testid={`lobby-group-${group}`}>
          <SectionHead>
            <h3 css={{ margin: 0, fontSize: '1.1rem' }}>{t(`groups.${group}`)}</h3>
            <span css={{ fontSize: '0.85rem', color: theme.color.muted }}>
              {t('pages.home.gamesCount', { count: games.length })}
            </span>
          </SectionHead>
          <Grid>
            {games.map((g) => (
              <GameCard key={g.code} game={g} />
            ))}
          </Grid>
        </Section>
      ))}
    </PageContainer>
  );
}
