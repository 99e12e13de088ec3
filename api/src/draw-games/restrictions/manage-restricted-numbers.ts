/**
 * Ops' restricted numbers (เลขอั้น): `GET/POST/DELETE backoffice/restricted-numbers`. A rule is per game,
 * round (or every round), kind and number; the number is stored as `limitKey` (sorted digits for
 * any-order kinds). CAP amounts arrive in baht (rate kinds) or units (set/zodiac) and are stored in
 * satang or units. Errors: unknown game, kind not offered, wrong digit count, round of another game → 400
 * E10000; unknown rule id → 404 E10001.
 */
import {
  AppError,
  BET_KIND_DIGITS,
  ErrorCode,
  bahtToSatang,
  betKindConfig,
  isUnitKind,
  isValidNumberForKind,
  limitKey,
  satangToBaht,
  type RestrictedNumberData,
  type RestrictedNumberInput,
} from 'shared-contracts';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { RestrictedNumbersTable } from '../../db/schema';
import { engineGameByCode, limitUnitOf } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';

type Row = Selectable<RestrictedNumbersTable>;

export function toRestrictedNumberData(r: Row): RestrictedNumberData {
  const unit = isUnitKind(r.kind);
  const amount = (v: number | null) => (v === null ? null : unit ? v : satangToBaht(v));
  return {
    id: String(r.id),
    game_code: r.game_code,
    round_id: r.round_id === null ? null : String(r.round_id),
    kind: r.kind,
    number: r.number,
    rule: r.rule,
    rate_factor: r.rate_factor === null ? null : Number(r.rate_factor),
    cap_amount: amount(r.cap_amount),
    per_player_cap: amount(r.per_player_cap),
    unit: limitUnitOf(r.kind),
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
  };
}

export async function listRestrictedNumbers(
  ctx: AppContext,
  query: { game?: string; round_id?: string },
): Promise<RestrictedNumberData[]> {
  let q = ctx.db.selectFrom('restricted_numbers').selectAll().orderBy('id', 'desc');
  if (query.game) q = q.where('game_code', '=', engineGameByCode(query.game).code);
  if (query.round_id) q = q.where('round_id', '=', parseRoundId(query.round_id));
  return (await q.limit(1000).execute()).map(toRestrictedNumberData);
}

export async function createRestrictedNumber(
  ctx: AppContext,
  input: RestrictedNumberInput,
  createdBy: string,
): Promise<RestrictedNumberData> {
  const bad = (path: string, message: string) =>
    new AppError(ErrorCode.BAD_REQUEST, `invalid request: ${path}: ${message}`, [{ path, message }]);
  let game;
  try {
    game = engineGameByCode(input.game_code);
  } catch {
    throw bad('game_code', `${input.game_code} is not a draw game`);
  }
  const config = betKindConfig(game, input.kind);
  if (!config) throw bad('kind', `${input.kind} is not offered by ${game.code}`);
  if (!isValidNumberForKind(config.kind, input.number))
    throw bad('number', `${config.kind} needs exactly ${BET_KIND_DIGITS[config.kind]} digits`);
  let roundId: number | null = null;
  if (input.round_id) {
    roundId = parseRoundId(input.round_id);
    const round = await ctx.db.selectFrom('rounds').select('game_code').where('id', '=', roundId).executeTakeFirst();
    if (!round || round.game_code !== game.code)
      throw bad('round_id', `round ${input.round_id} is not a ${game.code} round`);
  }
  const unit = isUnitKind(config.kind);
  const amount = (v: number | undefined, path: string) => {
    if (v === undefined) return null;
    if (unit) {
      if (!Number.isInteger(v)) throw bad(path, 'must be a whole number of units');
      return v;
    }
    const s = bahtToSatang(v);
    if (s === null) throw bad(path, 'must be baht with at most 2 decimals');
    return s;
  };
  const row = await ctx.db
    .insertInto('restricted_numbers')
    .values({
      game_code: game.code,
      round_id: roundId,
      kind: config.kind,
      number: limitKey(config.kind, input.number),
      rule: input.rule,
      rate_factor: input.rule === 'REDUCED_RATE' ? (input.rate_factor ?? 0.5) : null,
      cap_amount: input.rule === 'CAP' ? amount(input.cap_amount, 'cap_amount') : null,
      per_player_cap: input.rule === 'CAP' ? amount(input.per_player_cap, 'per_player_cap') : null,
      created_by: createdBy,
      created_at: ctx.clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  ctx.log.info({ rule: toRestrictedNumberData(row) }, 'restricted number added');
  return toRestrictedNumberData(row);
}

export async function deleteRestrictedNumber(ctx: AppContext, idText: string): Promise<RestrictedNumberData> {
  if (!/^\d{1,15}$/.test(idText)) throw new AppError(ErrorCode.NOT_FOUND, `restricted number ${idText} does not exist`);
  const row = await ctx.db
    .deleteFrom('restricted_numbers')
    .where('id', '=', Number(idText))
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, `restricted number ${idText} does not exist`);
  ctx.log.info({ rule: toRestrictedNumberData(row) }, 'restricted number removed');
  return toRestrictedNumberData(row);
}
