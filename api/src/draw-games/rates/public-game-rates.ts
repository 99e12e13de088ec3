/**
 * `GET {family}/rate/{type}` (public): the kinds players bet on with the rate and stake limits in force
 * (catalogue defaults merged with ops' overrides), rate in baht per baht (900, 3.2), limits in baht
 * (for SET_4D / SIX_NUMBER the stake limits of whole units at the game's unit price).
 */
import { satangToBaht, type GameDef, type PublicGameRatesData } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';
import { loadEffectiveGame } from './kind-settings';

export async function publicGameRates(db: DbOrTrx, game: GameDef): Promise<PublicGameRatesData> {
  const effective = await loadEffectiveGame(db, game);
  return {
    game_code: game.code,
    kinds: effective.betKinds.map((k) => ({
      kind: k.kind,
      rate: satangToBaht(k.rateX100),
      min_amount: satangToBaht(k.minSatang),
      max_amount: satangToBaht(k.maxSatang),
    })),
  };
}
