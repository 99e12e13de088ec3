/**
 * GET {game}/close-status (public): whether the game takes new slips now, and why not (GAME: games closed for
 * maintenance, UNDER_CONSTRUCTION: the whole site, OPS: ops closed this game), with the multiplier, stake
 * limits and largest payout in force (baht).
 */
import { satangToBaht, type MiniGameCloseStatusData } from 'shared-contracts';
import type { AppContext } from '../context';
import { getSystemStatus } from '../system/system-status';
import { readMiniGameSettings } from './minigame-settings';
import type { StreakGameInfo } from './streak-game';

export async function closeStatus(ctx: AppContext, game: StreakGameInfo): Promise<MiniGameCloseStatusData> {
  const status = await getSystemStatus(ctx.db);
  const settings = await readMiniGameSettings(ctx.db, ctx.config, game);
  const reason = status.UnderConstruction
    ? 'UNDER_CONSTRUCTION'
    : status.GameError
      ? 'GAME'
      : settings.isClosed
        ? 'OPS'
        : null;
  return {
    game: game.slug,
    is_closed: reason !== null,
    reason,
    multiplier: settings.multiplierX100 / 100,
    min_bet: satangToBaht(settings.minBetSatang),
    max_bet: satangToBaht(settings.maxBetSatang),
    max_payout: satangToBaht(settings.maxPayoutSatang),
  };
}
