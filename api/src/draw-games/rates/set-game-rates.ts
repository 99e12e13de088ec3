/**
 * `PUT backoffice/rates/{game}` {kinds: {KIND: {rate?, min_amount?, max_amount?}}, reason?} (operators): ops set
 * (or, with null, return to the catalogue default) a game's payout rates (baht per baht) and stake limits (baht)
 * per kind. Fields not named keep their value. Every change applies together or not at all, in one transaction:
 * the kinds' rows are locked (created first when missing, so two concurrent PUTs queue), one history row per kind
 * that changed (old → new overrides, who, reason), the audit row `game_rates.set` last (before → after).
 * Refused with 400 E10000 naming the fields, nothing changed: a kind the game does not offer, a kind sold in units
 * (SET_4D, SIX_NUMBER: fixed price and prizes), values out of bounds (KIND_SETTING_BOUNDS) or an effective
 * min above the effective max. Bets placed afterwards use the new values (bets/load-bet-context.ts); lines
 * already placed keep the rate they were placed at. Returns `{ view, pending }`: the game's kinds as `GET` shows
 * them and, when a value it would set leaves the band around the catalogue default (setting-changes/setting-band.ts:
 * a rate outside 0.5×–1.1×, a stake limit above 1.1×), the whole change stored PENDING for a second operator
 * instead (nothing applied; 409 E10409 while another change of the game's rates waits).
 */
import {
  AppError,
  ErrorCode,
  bahtToSatang,
  betKindConfig,
  isEditableKind,
  satangToBaht,
  type GameDef,
  type GameRatesBody,
  type GameRatesData,
  type SettingChangeData,
} from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import type { FieldProblem } from '../../http/error-handler';
import { requestSettingChange } from '../setting-changes/request-setting-change';
import { isInBand } from '../setting-changes/setting-band';
import type { StoredFieldChange } from '../setting-changes/setting-change-view';
import { gameRatesView } from './game-rates-view';
import {
  NO_OVERRIDE,
  dropEmptyKindSettings,
  lockKindSettings,
  sameOverride,
  writeKindSettings,
  type KindOverride,
} from './write-kind-settings';

type Override = KindOverride;

/** The wire field of each override column, and the catalogue default it is judged against. */
export const RATE_FIELDS = [
  ['rate', 'rate_x100', 'rateX100'],
  ['min_amount', 'min_satang', 'minSatang'],
  ['max_amount', 'max_satang', 'maxSatang'],
] as const;

/** Baht (or baht per baht) → ×100 integer; null stays null; undefined = keep `old`. */
const x100 = (v: number | null | undefined, old: number | null) =>
  v === undefined ? old : v === null ? null : bahtToSatang(v);

function badRequest(problems: FieldProblem[]): AppError {
  return new AppError(
    ErrorCode.BAD_REQUEST,
    `invalid rates: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    problems,
  );
}

export async function setGameRates(
  ctx: AppContext,
  actor: OpsActor,
  game: GameDef,
  body: GameRatesBody,
): Promise<{ view: GameRatesData; pending: SettingChangeData | null }> {
  const entries = Object.entries(body.kinds).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const problems: FieldProblem[] = [];
  for (const [kind] of entries) {
    if (!betKindConfig(game, kind))
      problems.push({
        path: `kinds.${kind}`,
        message: `${kind} is not offered by ${game.code}; offered: ${game.betKinds.map((k) => k.kind).join(', ')}`,
      });
    else if (!isEditableKind(kind))
      problems.push({
        path: `kinds.${kind}`,
        message: `${kind} is sold in units at a fixed price with fixed prizes: its rate and limits are not editable`,
      });
  }
  if (problems.length > 0) throw badRequest(problems);
  const now = ctx.clock.now();
  const reason = body.reason?.trim() || null;

  return ctx.db.transaction().execute(async (trx) => {
    const current = await lockKindSettings(
      trx,
      game.code,
      entries.map(([k]) => k),
      now,
      actor.opsUserId,
    );
    const changes: { kind: string; old: Override; next: Override }[] = [];
    for (const [kind, change] of entries) {
      const def = betKindConfig(game, kind)!;
      const old = current.get(kind) ?? NO_OVERRIDE;
      const next: Override = {
        rate_x100: x100(change.rate, old.rate_x100),
        min_satang: x100(change.min_amount, old.min_satang),
        max_satang: x100(change.max_amount, old.max_satang),
      };
      const min = next.min_satang ?? def.minSatang;
      const max = next.max_satang ?? def.maxSatang;
      if (min > max)
        problems.push({
          path: `kinds.${kind}.${change.min_amount !== undefined ? 'min_amount' : 'max_amount'}`,
          message: `${kind}: the minimum stake (${satangToBaht(min)} baht) would be above the maximum (${satangToBaht(max)} baht)`,
        });
      changes.push({ kind, old, next });
    }
    if (problems.length > 0) throw badRequest(problems);

    const fields = fieldChangesOf(ctx, game, changes);
    if (fields.some((f) => !f.in_band)) {
      await dropEmptyKindSettings(
        trx,
        game.code,
        entries.map(([k]) => k),
      );
      const pending = await requestSettingChange(ctx, trx, actor, {
        gameCode: game.code,
        setting: 'game_rates',
        changes: fields,
        reason,
        now,
      });
      return { view: await gameRatesView(trx, game), pending };
    }
    const changed = changes.filter((c) => !sameOverride(c.old, c.next));
    await writeKindSettings(trx, game.code, changes, { by: actor, confirmedBy: null, reason, now });
    const view = await gameRatesView(trx, game);
    await recordAudit(
      trx,
      actor,
      {
        action: 'game_rates.set',
        target: `game:${game.code}`,
        before: Object.fromEntries(changed.map((c) => [c.kind, c.old])),
        after: { kinds: Object.fromEntries(changed.map((c) => [c.kind, c.next])), reason },
      },
      now,
    );
    return { view, pending: null };
  });
}

/**
 * The fields a change moves (one per kind and field whose override differs), each with the catalogue default and
 * whether the value in force after it is inside the band (setting-band.ts).
 */
export function fieldChangesOf(
  ctx: Pick<AppContext, 'config'>,
  game: GameDef,
  changes: { kind: string; old: Override; next: Override }[],
): StoredFieldChange[] {
  const out: StoredFieldChange[] = [];
  for (const c of changes) {
    const def = betKindConfig(game, c.kind)!;
    for (const [field, column, defKey] of RATE_FIELDS) {
      if (c.old[column] === c.next[column]) continue;
      const dflt = def[defKey];
      out.push({
        kind: c.kind,
        field,
        old: c.old[column],
        new: c.next[column],
        default: dflt,
        in_band: isInBand(ctx.config, field, c.next[column] ?? dflt, dflt),
      });
    }
  }
  return out;
}
