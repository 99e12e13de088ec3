import styled from '@emotion/styled';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, type FavoriteListData } from 'shared-contracts';
import { Card, theme } from 'shared-ui';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { fetchFavorites } from '../../favorite';
import { homeGroups } from '../utils/home-groups';

const Hero = styled.header`
  margin: 8px 0 12px;
  padding: 16px;
  border-radius: ${theme.radius.lg};
  color: #fff;
  background: linear-gradient(135deg, ${theme.color.redSoft}, ${theme.color.red} 55%, ${theme.color.redDark});
  border: 1px solid ${theme.color.gold};
  box-shadow: ${theme.shadow.raised};
  h1 {
    margin: 0;
    font-size: 22px;
    color: ${theme.color.goldLight};
  }
  p {
    margin: 4px 0 0;
    font-size: 14px;
    opacity: 0.9;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  button {
    appearance: none;
    width: 100%;
    height: 100%;
    font: inherit;
    text-align: left;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: linear-gradient(180deg, #fff, ${theme.color.goldSoft});
    padding: 10px;
    cursor: pointer;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-height: 64px;
  }
  .name {
    font-weight: 700;
    font-size: 15px;
    color: ${theme.color.red};
  }
  .close {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .soon {
    font-size: 12px;
    color: ${theme.color.goldDark};
  }
`;

/**
 * `/gamelobby`: every game of the remote by family (underground, sets, stocks, yeekee) with its next
 * close in Bangkok time, computed from the catalogue's schedule (no API call). A tap opens the lobby.
 */
export function GamesHome({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { navigate, api } = useRemote();
  const session = useSession();
  const [favorites, setFavorites] = useState<FavoriteListData>([]);
  useEffect(() => {
    if (session.status !== 'authenticated') return;
    let live = true;
    fetchFavorites(api)
      .then((list) => live && setFavorites(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, session.status]);
  const groups = useMemo(() => homeGroups(now), [now]);
  // the player's favourite games first (the "favorite" group)
  const favoriteGames = favorites
    .map((f) => groups.flatMap((g) => g.games).find((h) => h.game.code === f.code))
    .filter((h) => h !== undefined);
  const shown = favoriteGames.length ? [{ group: 'favorite' as const, games: favoriteGames }, ...groups] : groups;
  return (
    <div data-testid="games-home">
      <Hero>
        <h1>{t('gamesHome.title')}</h1>
        <p>{t('gamesHome.subtitle')}</p>
      </Hero>
      {shown.map(({ group, games }) => (
        <Card key={group} data-testid={`home-group-${group}`}>
          <h2>{t(`gamesHome.group.${group}`)}</h2>
          <Grid>
            {games.map(({ game, nextClose }) => (
              <li key={game.code}>
                <button
                  type="button"
                  data-testid={group === 'favorite' ? `home-favorite-${game.slug}` : `home-game-${game.slug}`}
                  onClick={() => navigate(game.route)}
                >
                  <span className="name">{t(game.labelKey)}</span>
                  {!game.playable ? (
                    <span className="soon">{t('gamesHome.soon')}</span>
                  ) : (
                    <span
                      className="close"
                      data-testid={group === 'favorite' ? undefined : `home-next-close-${game.slug}`}
                    >
                      {nextClose
                        ? t('gamesHome.nextClose', { time: formatThaiDateTime(nextClose) })
                        : t('gamesHome.byCalendar')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </Grid>
        </Card>
      ))}
    </div>
  );
}
