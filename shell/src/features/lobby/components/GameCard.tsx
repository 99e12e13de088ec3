/**
 * One game of the lobby: Thai name, short code, and, for a game of rounds, its real next close (`GET
 * games/next-rounds`): the time today, "พรุ่งนี้" or the weekday and date later, a countdown in its last hour,
 * "ปิดรับแล้ว" once passed; the badge says "เล่นเลย" only while bets are taken ("รอเปิด" before the round opens,
 * "ปิดรับ" without one). Before the rounds are known it shows the catalogue's schedule.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatThaiCloseTime, type GameDef } from 'shared-contracts';
import { theme, Link } from 'shared-ui';
import type { NextRound } from '../api/fetch-next-rounds';
import { GameEmblem } from './GameEmblem';
import { COUNTDOWN_FROM_MS } from '../hooks/useNextRounds';

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
const Top = styled.span({ display: 'flex', alignItems: 'center', gap: '0.5rem' });
const Code = styled.span({
  alignSelf: 'center',
  fontSize: '0.7rem',
  fontWeight: 800,
  letterSpacing: '0.05em',
  padding: '0.1rem 0.5rem',
  borderRadius: theme.radius.pill,
  background: theme.color.cream,
  color: theme.color.muted,
});
const Name = styled.strong({ fontSize: '1.02rem', lineHeight: 1.3 });
// the close stands above the badge (the badge never covers it on a 360 px card)
const Meta = styled.span({
  marginTop: 'auto',
  marginBottom: '1.6rem',
  fontSize: '0.8rem',
  color: theme.color.muted,
  '& strong': { color: theme.color.red, fontVariantNumeric: 'tabular-nums' },
});
const Badge = styled.span<{ live: boolean }>(({ live }) => ({
  left: '0.9rem',
  textAlign: 'center',
  position: 'absolute',
  right: '0.9rem',
  bottom: '0.7rem',
  fontSize: '0.78rem',
  fontWeight: 700,
  padding: '0.15rem 0.55rem',
  borderRadius: theme.radius.pill,
  background: live ? theme.color.green : theme.color.cream,
  color: live ? '#fff' : theme.color.muted,
  border: live ? 'none' : `1px solid ${theme.color.line}`,
}));

/** mm:ss (or h:mm:ss) of a countdown in seconds. */
function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const sec = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

export function GameCard({
  game,
  next,
  now,
  testIdPrefix = 'game-card',
}: {
  game: GameDef;
  /** `game-card` (the catalogue's groups) or `favorite-card` (the player's favourites, shown again on top). */
  testIdPrefix?: string;
  /** The game's round taking bets or next to open; null: none; undefined: not known (yet). */
  next?: NextRound | null;
  /** The server's time now, ms (useNextRounds). */
  now: number;
}) {
  const { t } = useTranslation();
  const staticClose = game.schedule?.closes[0]?.close;
  let meta: ReactNode = staticClose ? t('pages.home.closesAt', { time: staticClose }) : '\u00a0';
  let state: 'open' | 'waiting' | 'closed' | 'soon' = game.playable ? 'open' : 'soon';
  if (game.schedule && next !== undefined) {
    if (next === null) {
      meta = t('pages.home.noRound');
      state = 'closed';
    } else if (next.accepting) {
      const left = Math.ceil((Date.parse(next.end_at) - now) / 1000);
      if (left <= 0) {
        meta = t('pages.home.closed');
        state = 'closed';
      } else {
        meta =
          left * 1000 <= COUNTDOWN_FROM_MS ? (
            <>
              {t('pages.home.closesIn')} <strong data-testid="card-countdown">{clock(left)}</strong>
            </>
          ) : (
            t('pages.home.closesAtWhen', { when: formatThaiCloseTime(next.end_at, now) })
          );
        state = 'open';
      }
    } else {
      meta = t('pages.home.opensAt', { when: formatThaiCloseTime(next.start_at, now) });
      state = 'waiting';
    }
  }
  return (
    <Card
      to={game.route}
      data-testid={`${testIdPrefix}-${game.slug === 'thai' ? 'lottery-thai' : game.slug}`}
      data-state={state}
    >
      <Top>
        <GameEmblem game={game} />
        <Code>{game.code}</Code>
      </Top>
      <Name>{t(game.labelKey)}</Name>
      <Meta data-testid="card-close">{meta}</Meta>
      <Badge live={state === 'open'}>{t(`pages.home.badge.${state}`)}</Badge>
    </Card>
  );
}
