/**
 * House exposure caps (issue 12): the most the house will pay if one number wins a round, per game and
 * kind (shared-contracts games/exposure.ts says how a number's exposure is counted). Ops' caps live in
 * `exposure_caps` (satang); a kind without one gets the default: EXPOSURE_CAP_BAHT for rate kinds, the
 * spec per-number limit × top prize for set/zodiac kinds.
 */
import {
  defaultExposureCapSatang,
  satangToBaht,
  type BetKind,
  type ExposureCapsData,
  type GameDef,
} from 'shared-contracts';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/transaction';

/** Cap in force per kind of one game, satang. */
export type ExposureCaps = (kind: BetKind) => number;

/** Ops' caps of a game (satang by kind); kinds without a row are absent. */
async function opsCaps(db: DbOrTrx, game: GameDef): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('exposure_caps')
    .select(['kind', 'cap_satang'])
    .where('game_code', '=', game.code)
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.cap_satang)]));
}

/** The caps in force for a game's kinds (ops' cap, else the default), satang. */
export async function loadExposureCaps(
  db: DbOrTrx,
  config: Pick<Config, 'exposureCapSatang'>,
  game: GameDef,
): Promise<ExposureCaps> {
  return exposureCapsFrom(config, game, await opsCaps(db, game));
}

/** The caps in force from ops' caps already read (satang by kind; load-bet-context.ts reads them with the round). */
export function exposureCapsFrom(
  config: Pick<Config, 'exposureCapSatang'>,
  game: GameDef,
  caps: Map<string, number>,
): ExposureCaps {
  return (kind) => caps.get(kind) ?? defaultExposureCapSatang(game, kind, config.exposureCapSatang);
}

/** `GET backoffice/exposure-caps/{game}`: every kind the game offers with ops' cap, the default and the cap in force (baht). */
export async function exposureCapsView(
  db: DbOrTrx,
  config: Pick<Config, 'exposureCapSatang'>,
  game: GameDef,
): Promise<ExposureCapsData> {
  const caps = await opsCaps(db, game);
  return {
    game_code: game.code,
    kinds: game.betKinds.map(({ kind }) => {
      const own = caps.get(kind) ?? null;
      const def = defaultExposureCapSatang(game, kind, config.exposureCapSatang);
      return {
        kind,
        cap: own === null ? null : satangToBaht(own),
        default_cap: satangToBaht(def),
        effective_cap: satangToBaht(own ?? def),
      };
    }),
  };
}
