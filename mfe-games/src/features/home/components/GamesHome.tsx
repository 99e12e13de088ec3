import styled from '@emotion/styled';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime } from 'shared-contracts';
import { BrandBar, Button, Card, theme, useRemote } from 'shared-ui';
import { useFavorites } from '../../favorite';
import { ALL_SLIPS_PATH } from '../../history';
import { homeGroups } from '../utils/home-groups';

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
 * close in Bangkok time, computed from the catalogue's schedule (no API call), after the logged-in
 * player's favourite games (`useFavorites`). A tap opens the lobby.
 */
export function GamesHome({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const favorites = useFavorites().data ?? [];
  const groups = useMemo(() => homeGroups(now), [now]);
  // the player's favourite games first (the "favorite" group)
  const favoriteGames = favorites
    .map((f) => groups.flatMap((g) => g.games).find((h) => h.game.code === f.code))
    .filter((h) => h !== undefined);
  const shown = favoriteGames.length ? [{ group: 'favorite' as const, games: favoriteGames }, ...groups] : groups;
  return (
    <div data-testid="games-home">
      <BrandBar title={t('gamesHome.title')} subtitle={t('gamesHome.subtitle')}>
        <Button
          type="button"
          variant="gold"
          small
          data-testid="home-all-slips"
          onClick={() => navigate(ALL_SLIPS_PATH)}
        >
          {t('lobby.allSlipsTitle')}
        </Button>
      </BrandBar>
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
