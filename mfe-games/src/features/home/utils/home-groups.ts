import { GAMES, planRounds, type GameDef, type LobbyGroup } from 'shared-contracts';

/** The lobby groups the games remote lists, in order (docs/product.md "Screens and routes"). */
export const HOME_GROUPS: readonly LobbyGroup[] = ['underground', 'lotto-set', 'stock', 'yeekee'];

export interface HomeGame {
  game: GameDef;
  /** The next close of the game after `now`, or null for calendar (TABLE) games and games without a schedule. */
  nextClose: Date | null;
}

export interface HomeGroup {
  group: LobbyGroup;
  games: HomeGame[];
}

/**
 * Every games-remote game by lobby group with its next close, from the catalogue and `planRounds` (pure:
 * no API). TABLE games (GLO, banks) draw on a calendar only the server knows, so they have no close here.
 */
export function homeGroups(now: Date): HomeGroup[] {
  return HOME_GROUPS.map((group) => ({
    group,
    games: GAMES.filter((g) => g.remote === 'games' && g.group === group).map((game) => ({
      game,
      nextClose:
        game.schedule && game.schedule.calendar !== 'TABLE'
          ? (planRounds(game, now, { count: 1 })[0]?.closeAt ?? null)
          : null,
    })),
  })).filter((g) => g.games.length > 0);
}
