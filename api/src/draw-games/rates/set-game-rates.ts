/**
 * `PUT backoffice/rates/{game}` {kinds: {KIND: {rate?, min_amount?, max_amount?}}, reason?} (operators): ops set
 * (or, with null, return to the catalogue default) a game's payout rates (baht per baht) and stake limits (baht)
 * per kind. Fields not named keep their value. Every change applies together or not at all, in one transaction:
 * the kinds' rows are locked (created first when missing, so two concurrent PUTs queue), one history row per kind
 * that changed (old → new overrides, who, reason), the audit row `game_rates.set` last (before → after).
 * Refused with 400 E10000 naming the fields, nothing changed: a kind the game does not offer, a kind sold in units
 * (SET_4D, SIX_NUMBER: fixed price and prizes), values out of bounds (KIND_SETTING_BOUNDS) or an effective
 * min above the effective max. Bets placed afterwards use the new values (bets/load-bet-context.ts); lines
 * already placed keep the rate they were placed at. Returns the game's kinds as `GET` shows them.
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
} from 'shared-contracts';
import type { OpsActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import type { FieldProblem } from '../../http/error-handler';
import { gameRatesView } from './game-rates-view';

interface Override {
  rate_x100: number | null;
  min_satang: number | null;
  max_satang: number | null;
}

const NONE: Override = { rate_x100: null, min_satang: null, max_satang: null };

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
): Promise<GameRatesData> {
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
    // lock the kinds' rows in kind order (a missing row is created first, so a concurrent PUT waits for ours)
    await trx
      .insertInto('game_kind_settings')
      .values(
        entries.map(([kind]) => ({
          game_code: game.code,
          kind,
          ...NONE,
          updated_at: now,
          updated_by: actor.opsUserId,
        })),
      )
      .onConflict((oc) => oc.columns(['game_code', 'kind']).doNothing())
      .execute();
    const locked = await trx
      .selectFrom('game_kind_settings')
      .select(['kind', 'rate_x100', 'min_satang', 'max_satang'])
      .where('game_code', '=', game.code)
      .where(
        'kind',
        'in',
        entries.map(([k]) => k),
      )
      .orderBy('kind')
      .forUpdate()
      .execute();
    const current = new Map(
      locked.map((r) => [
        r.kind,
        {
          rate_x100: r.rate_x100,
          min_satang: r.min_satang === null ? null : Number(r.min_satang),
          max_satang: r.max_satang === null ? null : Number(r.max_satang),
        },
      ]),
    );
    const changes: { kind: string; old: Override; next: Override }[] = [];
    for (const [kind, change] of entries) {
      const def = betKindConfig(game, kind)!;
      const old = current.get(kind) ?? NONE;
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

    const changed = changes.filter(
      (c) =>
        c.old.rate_x100 !== c.next.rate_x100 ||
        c.old.min_satang !== c.next.min_satang ||
        c.old.max_satang !== c.next.max_satang,
    );
    for (const c of changes) {
      const isDefault = c.next.rate_x100 === null && c.next.min_satang === null && c.next.max_satang === null;
      if (isDefault) {
        await trx
          .deleteFrom('game_kind_settings')
          .where('game_code', '=', game.code)
          .where('kind', '=', c.kind)
          .execute();
        continue;
      }
      if (!changed.includes(c)) continue;
      await trx
        .updateTable('game_kind_settings')
        .set({ ...c.next, updated_at: now, updated_by: actor.opsUserId })
        .where('game_code', '=', game.code)
        .where('kind', '=', c.kind)
        .execute();
    }
    if (changed.length > 0)
      await trx
        .insertInto('game_kind_settings_history')
        .values(
          changed.map((c) => ({
            game_code: game.code,
            kind: c.kind,
            old_rate_x100: c.old.rate_x100,
            new_rate_x100: c.next.rate_x100,
            old_min_satang: c.old.min_satang,
            new_min_satang: c.next.min_satang,
            old_max_satang: c.old.max_satang,
            new_max_satang: c.next.max_satang,
            ops_user_id: actor.opsUserId,
            ops_username: actor.username,
            reason,
            created_at: now,
          })),
        )
        .execute();
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
    return view;
  });
}
