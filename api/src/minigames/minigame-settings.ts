/**
 * A mini-game's settings in force (docs/game-rules.md "Mini-games"): the multiplier per win (default
 * MINIGAME_MULTIPLIER), the stake limits (default the catalogue's `streak`), the largest payout of a slip
 * (default MINIGAME_MAX_PAYOUT_BAHT) and whether ops closed the game. Ops' overrides are one JSON value in
 * app_settings, key `minigame:{CT|PYC}`; a slip stores the multiplier and cap it was staked under.
 */
import { satangToBaht, type MiniGameSettingsData } from 'shared-contracts';
import type { Config } from '../config';
import type { DbOrTrx } from '../db/transaction';
import type { StreakGameInfo } from './streak-game';

/** What ops may override (satang, ×100); absent = the default. */
export interface StoredMiniGameSettings {
  multiplier_x100?: number;
  min_bet_satang?: number;
  max_bet_satang?: number;
  max_payout_satang?: number;
  is_closed?: boolean;
}

export interface MiniGameSettings {
  multiplierX100: number;
  minBetSatang: number;
  maxBetSatang: number;
  maxPayoutSatang: number;
  isClosed: boolean;
  defaults: { multiplierX100: number; minBetSatang: number; maxBetSatang: number; maxPayoutSatang: number };
}

export const settingsKey = (game: StreakGameInfo) => `minigame:${game.code}`;

/** The stored overrides of a game ({} when ops never set any). */
export async function storedMiniGameSettings(db: DbOrTrx, game: StreakGameInfo): Promise<StoredMiniGameSettings> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', settingsKey(game))
    .executeTakeFirst();
  return (row?.value ?? {}) as StoredMiniGameSettings;
}

/** The settings in force: ops' overrides over the defaults. */
export async function readMiniGameSettings(
  db: DbOrTrx,
  config: Config,
  game: StreakGameInfo,
): Promise<MiniGameSettings> {
  const stored = await storedMiniGameSettings(db, game);
  const defaults = {
    multiplierX100: config.minigameMultiplierX100,
    minBetSatang: game.def.streak.minStakeSatang,
    maxBetSatang: game.def.streak.maxStakeSatang,
    maxPayoutSatang: config.minigameMaxPayoutSatang,
  };
  return {
    multiplierX100: stored.multiplier_x100 ?? defaults.multiplierX100,
    minBetSatang: stored.min_bet_satang ?? defaults.minBetSatang,
    maxBetSatang: stored.max_bet_satang ?? defaults.maxBetSatang,
    maxPayoutSatang: stored.max_payout_satang ?? defaults.maxPayoutSatang,
    isClosed: stored.is_closed ?? false,
    defaults,
  };
}

/** The settings as ops read them (baht, the multiplier as 1.96). */
export function miniGameSettingsView(game: StreakGameInfo, s: MiniGameSettings): MiniGameSettingsData {
  return {
    game: game.slug,
    game_code: game.code,
    multiplier: s.multiplierX100 / 100,
    min_bet: satangToBaht(s.minBetSatang),
    max_bet: satangToBaht(s.maxBetSatang),
    max_payout: satangToBaht(s.maxPayoutSatang),
    is_closed: s.isClosed,
    defaults: {
      multiplier: s.defaults.multiplierX100 / 100,
      min_bet: satangToBaht(s.defaults.minBetSatang),
      max_bet: satangToBaht(s.defaults.maxBetSatang),
      max_payout: satangToBaht(s.defaults.maxPayoutSatang),
    },
  };
}
