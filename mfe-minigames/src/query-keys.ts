/**
 * The mini-games remote's TanStack Query keys in one place (ARCHITECTURE.md "Design system and fetching data").
 * A player's data carries the customer code, so another player never sees a cached copy.
 */
import type { StreakGame } from 'shared-contracts';

export const minigameKeys = {
  /** Everything of one player and game (invalidated after a stake, a call or a cash-out). */
  game: (customerCode: string | null, game: StreakGame) => ['minigames', customerCode, game] as const,
  /** `GET {game}/current-bet-slip`. */
  currentSlip: (customerCode: string | null, game: StreakGame) =>
    [...minigameKeys.game(customerCode, game), 'current'] as const,
  /** `GET {game}/day-bet-slip` (today). */
  daySlips: (customerCode: string | null, game: StreakGame) =>
    [...minigameKeys.game(customerCode, game), 'day'] as const,
  /** `GET {game}/seed`: the commitment and client seed of the next slip. */
  seed: (customerCode: string | null, game: StreakGame) => [...minigameKeys.game(customerCode, game), 'seed'] as const,
  /** `GET {game}/bet-slip/{id}`: one slip, for the verify view. */
  slip: (customerCode: string | null, game: StreakGame, slipId: string) =>
    [...minigameKeys.game(customerCode, game), 'slip', slipId] as const,
  /** `GET {game}/close-status`: public. */
  closeStatus: (game: StreakGame) => ['minigames', 'public', 'close-status', game] as const,
};
