/** One game of the lobby: Thai name, short code, closing time, and a "play" or "soon" badge. */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { theme, Link } from 'shared-ui';

const Card = styled(Link)({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.35rem',
  minHeight: '7.5rem',
  padding: '0.9rem',
  borderRadius: theme.radius.md,
  textDecoration: 'none',
  color: theme.color.ink,
  background: theme.color.card,
  border: `1px solid ${theme.color.line}`,
  boxShadow: theme.shadow.card,
  position: 'relative',
  overflow: 'hidden',
  transition: 'transform 0.12s ease, box-shadow 0.12s ease',
  '&:hover': { transform: 'translateY(-2px)', boxShadow: theme.shadow.raised },
  '&::after': {
    content: '""',
    position: 'absolute',
    right: '-1.5rem',
    top: '-1.5rem',
    width: '4.5rem',
    height: '4.5rem',
    borderRadius: '50%',
    background: `radial-gradient(circle, ${theme.color.goldLight}, transparent 70%)`,
    opacity: 0.6,
  },
});
const Code = styled.span({
  alignSelf: 'flex-start',
  fontSize: '0.7rem',
  fontWeight: 800,
  letterSpacing: '0.05em',
  padding: '0.1rem 0.5rem',
  borderRadius: theme.radius.pill,
  background: theme.color.red,
  color: theme.color.goldLight,
});
const Name = styled.strong({ fontSize: '1.02rem', lineHeight: 1.3 });
const Meta = styled.span({ marginTop: 'auto', fontSize: '0.8rem', color: theme.color.muted });
const Badge = styled.span<{ live: boolean }>(({ live }) => ({
  position: 'absolute',
  right: '0.6rem',
  bottom: '0.6rem',
  fontSize: '0.72rem',
  fontWeight: 700,
  padding: '0.15rem 0.55rem',
  borderRadius: theme.radius.pill,
  background: live ? theme.color.green : theme.color.cream,
  color: live ? '#fff' : theme.color.muted,
  border: live ? 'none' : `1px solid ${theme.color.line}`,
}));

export function GameCard({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const close = game.schedule?.closes[0]?.close;
  return (
    <Card to={game.route} data-testid={`game-card-${game.slug === 'thai' ? 'lottery-thai' : game.slug}`}>
      <Code>{game.code}</Code>
      <Name>{t(game.labelKey)}</Name>
      <Meta>{close ? t('pages.home.closesAt', { time: close }) : '\u00a0'}</Meta>
      <Badge live={game.playable}>{game.playable ? t('pages.home.playNow') : t('pages.home.soon')}</Badge>
    </Card>
  );
}
