/**
 * `/`: a hero banner (the `BrandBar` card), the player's favourite games (★) first, then every game of the
 * catalogue, grouped, with Thai names, links and each game's real next close.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { GAMES } from 'shared-contracts';
import { BrandBar, ButtonLink, Page, theme } from 'shared-ui';
import { useSession } from '../../session';
import { groupGames } from '../utils/group-games';
import { useFavoriteCodes } from '../hooks/useFavoriteCodes';
import { useNextRounds } from '../hooks/useNextRounds';
import { GameCard } from './GameCard';

// the brand card, roomier, with a large Thai numeral as a watermark behind the text
const Hero = styled(BrandBar)({
  padding: '24px 20px',
  marginBottom: '24px',
  h1: { fontSize: '26px' },
  p: { maxWidth: '32rem', margin: '6px 0 18px' },
  '& > *': { position: 'relative' },
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
  const { rounds, now } = useNextRounds();
  // the player's ★ games first, as a group of their own
  const favoriteCodes = useFavoriteCodes();
  const favorites = favoriteCodes.map((code) => GAMES.find((g) => g.code === code)).filter((g) => g !== undefined);
  const groups = [...(favorites.length ? [{ group: 'favorite' as const, games: favorites }] : []), ...groupGames()];
  return (
    <Page as="main" wide>
      <Hero as="section" title={t('pages.home.heroTitle')} subtitle={t('pages.home.heroBody')}>
        <ButtonLink to={loggedIn ? '/gamelobby/underground' : '/register'} variant="gold" data-testid="hero-cta">
          {loggedIn ? t('pages.home.heroCtaLoggedIn') : t('pages.home.heroCta')}
        </ButtonLink>
      </Hero>
      <h2 css={{ margin: '0 0 1rem', fontSize: '1.3rem', color: theme.color.redDark }}>{t('pages.home.title')}</h2>
      {groups.map(({ group, games }) => (
        <Section key={group} data-testid={`lobby-group-${group}`}>
          <SectionHead>
            <h3 css={{ margin: 0, fontSize: '1.1rem' }}>{t(`groups.${group}`)}</h3>
            <span css={{ fontSize: '0.85rem', color: theme.color.muted }}>
              {t('pages.home.gamesCount', { count: games.length })}
            </span>
          </SectionHead>
          <Grid>
            {games.map((g) => (
              <GameCard
                key={g.code}
                game={g}
                next={rounds ? (rounds.get(g.code) ?? null) : undefined}
                now={now}
                testIdPrefix={group === 'favorite' ? 'favorite-card' : 'game-card'}
              />
            ))}
          </Grid>
        </Section>
      ))}
    </Page>
  );
}
