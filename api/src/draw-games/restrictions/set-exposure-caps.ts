/**
 * `PUT backoffice/exposure-caps/{game}` {caps: {KIND: baht | null}} (operators): ops set (or, with null, remove) the
 * cap on what one number of a kind may pay if it wins a round. Kinds not named keep their cap. All the changes apply
 * together or not at all; a kind the game does not offer → 400 E10000 (nothing changes). Bets already placed stay;
 * new bets count against the cap. A cap above OPS_CHANGE_BAND_MAX × the default (setting-changes/setting-band.ts)
 * does not apply: the whole change is stored PENDING for a second operator (`pending`; 409 E10409 while another
 * change of the game's caps waits). Writes of one game's caps are serialised by a transaction-scoped advisory lock
 * (a confirmation compares and writes under the same lock). Audited in the transaction: `exposure_caps.set`
 * (before → after caps, satang) or `setting_change.request`. Returns the game's caps as `GET` shows them.
 */
import { sql } from 'kysely';
import {
  AppError,
  ErrorCode,
  bahtToSatang,
  betKindConfig,
  defaultExposureCapSatang,
  type ExposureCapsBody,
  type ExposureCapsData,
  type GameDef,
  type SettingChangeData,
} from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { requestSettingChange } from '../setting-changes/request-setting-change';
import { isInBand } from '../setting-changes/setting-band';
import type { StoredFieldChange } from '../setting-changes/setting-change-view';
import { exposureCapsView } from './exposure-caps';

/** Advisory-lock namespace of exposure-cap writes (the second key is the game code's hash). */
const CAPS_LOCK_NAMESPACE = 7_002_001;

/** Locks the game's cap writes and returns ops' caps by kind (satang). */
export async function lockExposureCaps(trx: Trx, gameCode: string): Promise<Map<string, number>> {
  await sql`select pg_advisory_xact_lock(${CAPS_LOCK_NAMESPACE}::int, hashtext(${gameCode}))`.execute(trx);
  const rows = await trx
    .selectFrom('exposure_caps')
    .select(['kind', 'cap_satang'])
    .where('game_code', '=', gameCode)
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.cap_satang)]));
}

/** Writes caps (satang; null = remove ops' cap) under lockExposureCaps. */
export async function writeExposureCaps(
  trx: Trx,
  gameCode: string,
  caps: { kind: string; cap: number | null }[],
  updatedBy: string,
  now: Date,
): Promise<void> {
  for (const { kind, cap } of caps) {
    if (cap === null) {
      await trx.deleteFrom('exposure_caps').where('game_code', '=', gameCode).where('kind', '=', kind).execute();
      continue;
    }
    await trx
      .insertInto('exposure_caps')
      .values({ game_code: gameCode, kind, cap_satang: cap, updated_by: updatedBy, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['game_code', 'kind']).doUpdateSet({ cap_satang: cap, updated_by: updatedBy, updated_at: now }),
      )
      .execute();
  }
}

export async function setExposureCaps(
  ctx: AppContext,
  actor: OpsActor,
  game: GameDef,
  body: ExposureCapsBody,
): Promise<{ view: ExposureCapsData; pending: SettingChangeData | null }> {
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
    const current = await lockExposureCaps(trx, game.code);
    const fields: StoredFieldChange[] = [];
    for (const [kind, baht] of entries) {
      const old = current.get(kind) ?? null;
      const next = baht === null ? null : bahtToSatang(baht)!;
      if (old === next) continue;
      const dflt = defaultExposureCapSatang(game, betKindConfig(game, kind)!.kind, ctx.config.exposureCapSatang);
      fields.push({
        kind,
        field: 'cap',
        old,
        new: next,
        default: dflt,
        in_band: isInBand(ctx.config, 'cap', next ?? dflt, dflt),
      });
    }
    if (fields.some((f) => !f.in_band)) {
      const pending = await requestSettingChange(ctx, trx, actor, {
        gameCode: game.code,
        setting: 'exposure_caps',
        changes: fields,
        reason: null,
        now,
      });
      return { view: await exposureCapsView(trx, ctx.config, game), pending };
    }
    await writeExposureCaps(
      trx,
      game.code,
      fields.map((f) => ({ kind: f.kind, cap: f.new })),
      actor.username,
      now,
    );
    const view = await exposureCapsView(trx, ctx.config, game);
    await recordAudit(
      trx,
      actor,
      {
        action: 'exposure_caps.set',
        target: `game:${game.code}`,
        before: Object.fromEntries(fields.map((f) => [f.kind, f.old])),
        after: Object.fromEntries(fields.map((f) => [f.kind, f.new])),
      },
      now,
    );
    return { view, pending: null };
  });
}
