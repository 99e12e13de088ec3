/**
 * `PUT backoffice/exposure-caps/{game}` {caps: {KIND: baht | null}}: ops set (or, with null, remove) the
 * cap on what one number of a kind may pay if it wins a round. Kinds not named keep their cap. All the
 * changes apply together or not at all; a kind the game does not offer → 400 E10000 (nothing changes).
 * Returns the game's caps as `GET` shows them. Bets already placed stay; new bets count against the cap.
 */
import {
  AppError,
  ErrorCode,
  bahtToSatang,
  betKindConfig,
  type ExposureCapsBody,
  type ExposureCapsData,
  type GameDef,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { exposureCapsView } from './exposure-caps';

export async function setExposureCaps(
  ctx: AppContext,
  game: GameDef,
  body: ExposureCapsBody,
  updatedBy: string,
): Promise<ExposureCapsData> {
  const entries = Object.entries(body.caps);
  const unknown = entries.filter(([kind]) => !betKindConfig(game, kind));
  if (unknown.length > 0)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `${unknown.map(([k]) => k).join(', ')} not offered by ${game.code}; offered: ${game.betKinds.map((k) => k.kind).join(', ')}`,
      unknown.map(([k]) => ({ path: `caps.${k}`, message: `${k} is not offered by ${game.code}` })),
    );
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    for (const [kind, baht] of entries) {
      if (baht === null) {
        await trx.deleteFrom('exposure_caps').where('game_code', '=', game.code).where('kind', '=', kind).execute();
        continue;
      }
      const capSatang = bahtToSatang(baht)!;
      await trx
        .insertInto('exposure_caps')
        .values({ game_code: game.code, kind, cap_satang: capSatang, updated_by: updatedBy, updated_at: now })
        .onConflict((oc) =>
          oc
            .columns(['game_code', 'kind'])
            .doUpdateSet({ cap_satang: capSatang, updated_by: updatedBy, updated_at: now }),
        )
        .execute();
    }
    return exposureCapsView(trx, ctx.config, game);
  });
}
