/**
 * Restricted-number rules in force for a round (docs/game-rules.md "Restricted numbers"), and the pure step
 * that applies them to validated bet lines. Rules match on (kind, limitKey(kind, number)); a rule with
 * round_id NULL applies to every round of its game. Per-number limits (docs/game-rules.md "Stakes and limits": zodiac
 * 99 tickets, sets 120 sets: catalogue `perNumberLimit`) act as a CAP on every number of a unit kind.
 */
import { isUnitKind, limitKey, type BetKind, type GameDef } from 'shared-contracts';
import type { DbOrTrx } from '../../db/transaction';

/** Default REDUCED_RATE factor: half pay halves the rate, never the price. */
export const DEFAULT_RATE_FACTOR = 0.5;

export interface NumberRule {
  closed: boolean;
  /** Lowest REDUCED_RATE factor in force, or null. */
  factor: number | null;
  /** Total cap for all players (satang for rate kinds, units for set/zodiac), or null. */
  cap: number | null;
  perPlayerCap: number | null;
}

export type RuleMap = Map<string, NumberRule>;

export const ruleKey = (kind: string, key: string) => `${kind}:${key}`;

const minOf = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

/** Loads the rules of a game for a round (its own and all-round rules), merged per (kind, key). */
export async function loadNumberRules(db: DbOrTrx, game: GameDef, roundId: number | null): Promise<RuleMap> {
  let q = db.selectFrom('restricted_numbers').selectAll().where('game_code', '=', game.code);
  q =
    roundId === null
      ? q.where('round_id', 'is', null)
      : q.where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]));
  return mergeNumberRules(await q.execute());
}

/** One `restricted_numbers` row, as loadNumberRules and the bet's one-query read (load-bet-context.ts) fetch it. */
export interface RestrictedNumberRow {
  kind: string;
  number: string;
  rule: string;
  rate_factor: string | number | null;
  cap_amount: number | null;
  per_player_cap: number | null;
}

/** Merges rule rows per (kind, key): CLOSED wins, the lowest factor and caps apply (pure). */
export function mergeNumberRules(rows: RestrictedNumberRow[]): RuleMap {
  const map: RuleMap = new Map();
  for (const r of rows) {
    const k = ruleKey(r.kind, r.number);
    const cur = map.get(k) ?? { closed: false, factor: null, cap: null, perPlayerCap: null };
    if (r.rule === 'CLOSED') cur.closed = true;
    if (r.rule === 'REDUCED_RATE')
      cur.factor = minOf(cur.factor, r.rate_factor === null ? DEFAULT_RATE_FACTOR : Number(r.rate_factor));
    if (r.rule === 'CAP') {
      cur.cap = minOf(cur.cap, r.cap_amount === null ? null : Number(r.cap_amount));
      cur.perPlayerCap = minOf(cur.perPlayerCap, r.per_player_cap === null ? null : Number(r.per_player_cap));
    }
    map.set(k, cur);
  }
  return map;
}

/** The rule in force for one line, with the game's per-number limit folded in as a cap (units). */
export function ruleFor(game: GameDef, rules: RuleMap, kind: BetKind, number: string): NumberRule {
  const r = rules.get(ruleKey(kind, limitKey(kind, number))) ?? {
    closed: false,
    factor: null,
    cap: null,
    perPlayerCap: null,
  };
  if (isUnitKind(kind) && game.perNumberLimit) return { ...r, cap: minOf(r.cap, game.perNumberLimit) };
  return r;
}

/** What a line counts against a cap: units for set/zodiac kinds, satang otherwise. */
export function capAmountOf(line: { kind: string; amountSatang: number; units: number | null }): number {
  return isUnitKind(line.kind) ? (line.units ?? 0) : line.amountSatang;
}

export interface RuledLine {
  kind: BetKind;
  number: string;
  amountSatang: number;
  rateX100: number;
  units: number | null;
  rule: 'REDUCED_RATE' | null;
}

/**
 * Applies CLOSED and REDUCED_RATE rules (pure): the rate in force is round(rate × factor) for reduced
 * numbers. Returns the ruled lines and, for closed numbers, a message per line naming the number.
 */
export function applyNumberRules<T extends Omit<RuledLine, 'rule'>>(
  game: GameDef,
  rules: RuleMap,
  lines: T[],
): { lines: (T & { rule: 'REDUCED_RATE' | null })[]; closed: { index: number; message: string }[] } {
  const closed: { index: number; message: string }[] = [];
  const out = lines.map((l, index) => {
    const r = ruleFor(game, rules, l.kind, l.number);
    if (r.closed)
      closed.push({ index, message: `number ${l.number} is closed for ${l.kind} in this round (restricted number)` });
    if (r.factor !== null && !isUnitKind(l.kind))
      return { ...l, rateX100: Math.round(l.rateX100 * r.factor), rule: 'REDUCED_RATE' as const };
    return { ...l, rule: null };
  });
  return { lines: out, closed };
}
