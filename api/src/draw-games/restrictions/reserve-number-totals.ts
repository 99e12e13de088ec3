/**
 * Adds a slip's stakes and house exposure (payout if the number wins) to the per-(round, kind, number)
 * running totals and checks the caps, inside the bet transaction. The totals row is upserted (INSERT ...
 * ON CONFLICT DO UPDATE ... RETURNING), which takes its row lock, so concurrent bets on one number queue
 * on that row and neither a cap nor the exposure cap can ever be exceeded. Keys are upserted in sorted
 * order so two slips never deadlock. Throws 422 E20013 naming the number and what remains when a total
 * or per-player cap would be exceeded, 422 E20030 {kind, number, cap, current, requested} (payouts in
 * baht) when the number's exposure would pass its cap; the caller's transaction then rolls back.
 */
import { sql } from 'kysely';
import {
  AppError,
  ErrorCode,
  isUnitKind,
  limitKey,
  lineExposureSatang,
  satangToBaht,
  type BetKind,
  type ExposureLimitData,
  type GameDef,
} from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { limitUnitOf } from '../rounds/draw-games';
import type { ExposureCaps } from './exposure-caps';
import { capAmountOf, ruleFor, type RuleMap } from './number-rules';

export interface ReserveLine {
  kind: BetKind;
  number: string;
  amountSatang: number;
  /** Rate in force (after any REDUCED_RATE factor), ×100; 0 for set/zodiac kinds. */
  rateX100: number;
  units: number | null;
}

/** Advisory-lock namespace of a player's partial cancels (the scheduler uses 7_001_002). */
export const PLAYER_CANCEL_LOCK = 7_001_003;

/**
 * Serialises one player's partial cancels (draw-games/bets/cancel-slip-lines.ts) for the rest of the transaction,
 * without locking the player's ledger row, which settlement and voids take after the house account. Bets do not
 * take it: a player's slips queue on the player's protection row (player-protection/lock-protection-row.ts).
 */
export async function lockPlayerCancels(trx: Trx, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PLAYER_CANCEL_LOCK}::int, ${userId}::int)`.execute(trx);
}

const show = (kind: string, amount: number) =>
  isUnitKind(kind) ? `${amount} ${limitUnitOf(kind) === 'SET' ? 'sets' : 'tickets'}` : `${satangToBaht(amount)} baht`;

/** A slip's stakes on one (kind, number key): what reserveNumberTotals adds to the round's running totals. */
export interface TotalEntry {
  kind: BetKind;
  /** limitKey(kind, number): the sorted digits for any-order kinds. */
  key: string;
  /** The first line's number with this key (named in refusals). */
  number: string;
  /** Counted against caps: satang, or units for set/zodiac kinds. */
  amount: number;
  /** Payout if the number wins, satang. */
  exposure: number;
}

/** A slip's lines summed per (kind, key), in the sorted order every writer locks the totals rows. */
export function totalEntries(game: GameDef, lines: ReserveLine[]): TotalEntry[] {
  const sums = new Map<string, TotalEntry>();
  for (const l of lines) {
    const key = limitKey(l.kind, l.number);
    const k = `${l.kind}:${key}`;
    const s = sums.get(k) ?? { kind: l.kind, key, number: l.number, amount: 0, exposure: 0 };
    s.amount += capAmountOf(l);
    s.exposure += lineExposureSatang(game, l);
    sums.set(k, s);
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/** 422 E20013: the number's total with this slip (`total`, same unit as `cap`) would pass its cap. */
export function capReachedError(e: TotalEntry, total: number, cap: number): AppError {
  const remaining = Math.max(0, cap - (total - e.amount));
  return new AppError(
    ErrorCode.TRANSACTION_REACHED_MAXIMUM,
    `number ${e.number} (${e.kind}) has reached its limit for this round: ${show(e.kind, remaining)} left, asked ${show(e.kind, e.amount)}`,
    { kind: e.kind, number: e.number, remaining: isUnitKind(e.kind) ? remaining : satangToBaht(remaining) },
  );
}

/** 422 E20030: the number's payout-if-won with this slip (`exposure`, satang) would pass the cap (satang). */
export function exposureReachedError(e: TotalEntry, exposure: number, cap: number): AppError {
  const data: ExposureLimitData = {
    kind: e.kind,
    number: e.number,
    cap: satangToBaht(cap),
    current: satangToBaht(exposure - e.exposure),
    requested: satangToBaht(e.exposure),
  };
  return new AppError(
    ErrorCode.EXPOSURE_LIMIT_REACHED,
    `number ${e.number} (${e.kind}) has reached the house's payout limit for this round: it would pay ` +
      `${data.current} baht if it wins, this slip adds ${data.requested} baht, the cap is ${data.cap} baht`,
    data,
  );
}

/**
 * Adds the slip's entries (totalEntries) to the round's totals under their row locks and checks the caps;
 * throws capReachedError / E20013 per player / exposureReachedError, first failing entry in key order.
 */
export async function reserveNumberTotals(
  trx: Trx,
  game: GameDef,
  roundId: number,
  userId: number,
  lines: ReserveLine[],
  rules: RuleMap,
  exposureCaps: ExposureCaps,
  /** The slip these lines belong to when it is already written (place-bet.ts): not counted twice per player. */
  slipId: number | null = null,
): Promise<void> {
  const entries = totalEntries(game, lines);
  const res = await sql<{ kind: string; number: string; total: string | number; exposure: string | number }>`
    insert into round_number_totals (round_id, kind, number, total, exposure)
    select ${roundId}::bigint, v.kind, v.number, v.amount, v.exposure
      from unnest(${sql.val(entries.map((e) => e.kind))}::text[],
                  ${sql.val(entries.map((e) => e.key))}::text[],
                  ${sql.val(entries.map((e) => e.amount))}::bigint[],
                  ${sql.val(entries.map((e) => e.exposure))}::bigint[])
           with ordinality as v(kind, number, amount, exposure, ord)
     order by v.ord
    on conflict (round_id, kind, number) do update
      set total = round_number_totals.total + excluded.total,
          exposure = round_number_totals.exposure + excluded.exposure
    returning kind, number, total, exposure`.execute(trx);
  const totals = new Map(res.rows.map((r) => [`${r.kind}:${r.number}`, Number(r.total)]));
  const exposures = new Map(res.rows.map((r) => [`${r.kind}:${r.number}`, Number(r.exposure)]));
  for (const e of entries) {
    const rule = ruleFor(game, rules, e.kind, e.number);
    if (rule.cap !== null) {
      const total = totals.get(`${e.kind}:${e.key}`) ?? e.amount;
      if (total > rule.cap) throw capReachedError(e, total, rule.cap);
    }
    if (rule.perPlayerCap !== null) {
      const mine = await trx
        .selectFrom('bet_lines as l')
        .innerJoin('bet_slips as s', 's.id', 'l.slip_id')
        .select((eb) => [eb.fn.sum<string | number | null>(isUnitKind(e.kind) ? 'l.units' : 'l.amount_satang').as('n')])
        .where('s.round_id', '=', roundId)
        .where('s.user_id', '=', userId)
        .$if(slipId !== null, (q) => q.where('s.id', '!=', slipId!))
        .where('l.kind', '=', e.kind)
        .where('l.status', '=', 'PENDING')
        .where('l.number', 'in', numbersWithKey(e.kind, e.key))
        .executeTakeFirst();
      const already = Number(mine?.n ?? 0);
      if (already + e.amount > rule.perPlayerCap) {
        const remaining = Math.max(0, rule.perPlayerCap - already);
        throw new AppError(
          ErrorCode.TRANSACTION_REACHED_MAXIMUM,
          `number ${e.number} (${e.kind}) has reached your limit for this round: ${show(e.kind, remaining)} left`,
          { kind: e.kind, number: e.number, remaining: isUnitKind(e.kind) ? remaining : satangToBaht(remaining) },
        );
      }
    }
    const cap = exposureCaps(e.kind);
    const exposure = exposures.get(`${e.kind}:${e.key}`) ?? e.exposure;
    if (exposure > cap) throw exposureReachedError(e, exposure, cap);
  }
}

/** Every number whose limitKey under `kind` is `key` (permutations for any-order kinds). */
export function numbersWithKey(kind: BetKind, key: string): string[] {
  if (kind !== 'THREE_TOD' && kind !== 'FOUR_ANY_ORDER') return [key];
  const out = new Set<string>();
  const permute = (prefix: string, rest: string) => {
    if (!rest) out.add(prefix);
    for (let i = 0; i < rest.length; i++) permute(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  permute('', key);
  return [...out];
}

/**
 * Releases cancelled stakes and their exposure from the running totals (partial cancel), in the sorted
 * key order bets lock them.
 */
export async function releaseNumberTotals(
  trx: Trx,
  game: GameDef,
  roundId: number,
  lines: ReserveLine[],
): Promise<void> {
  const key = (l: ReserveLine) => `${l.kind}:${limitKey(l.kind, l.number)}`;
  for (const l of [...lines].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))) {
    await trx
      .updateTable('round_number_totals')
      .set((eb) => ({
        total: eb('total', '-', capAmountOf(l)),
        exposure: eb('exposure', '-', lineExposureSatang(game, l)),
      }))
      .where('round_id', '=', roundId)
      .where('kind', '=', l.kind)
      .where('number', '=', limitKey(l.kind, l.number))
      .execute();
  }
}
