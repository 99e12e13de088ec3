/**
 * Pure transitions of the number pad's state (no React, no I/O), so the rules are tested directly:
 * kinds of one digit count at a time, input limited to that count, lines added only with the right
 * number of digits and never twice, prices per line. Any change to the lines drops the pending
 * submission's Idempotency-Key (it is a different submission now).
 */
import {
  BET_KIND_DIGITS,
  STAKE_DEFAULTS,
  betKindConfig,
  isUnitKind,
  isValidNumberForKind,
  limitKey,
  lineAmountLimits,
  satangToBaht,
  type BetKind,
  type GameDef,
} from 'shared-contracts';
import type { GamePadState, PadLine } from './types';

/** Digits the selected kinds need, or null when none is selected. */
export function selectedDigits(kinds: readonly BetKind[]): number | null {
  return kinds.length ? BET_KIND_DIGITS[kinds[0]!] : null;
}

/** Longest input the keypad accepts: the selected kinds' digits, or 6 before a kind is chosen. */
export function maxInputLength(kinds: readonly BetKind[]): number {
  return selectedDigits(kinds) ?? 6;
}

/**
 * Toggles a kind chip. Kinds of another digit count replace the selection (3-digit and 2-digit
 * numbers cannot share one input); the input is cut to the new length.
 */
export function toggleKind(state: GamePadState, kind: BetKind): GamePadState {
  let kinds: BetKind[];
  if (state.kinds.includes(kind)) kinds = state.kinds.filter((k) => k !== kind);
  else if (state.kinds.length && BET_KIND_DIGITS[state.kinds[0]!] !== BET_KIND_DIGITS[kind]) kinds = [kind];
  else kinds = [...state.kinds, kind];
  return { ...state, kinds, input: state.input.slice(0, maxInputLength(kinds)) };
}

/** Types a digit (ignored once the input is full). */
export function pressDigit(state: GamePadState, digit: string): GamePadState {
  if (!/^\d$/.test(digit) || state.input.length >= maxInputLength(state.kinds)) return state;
  return { ...state, input: state.input + digit };
}

/** Replaces the input with typed text, keeping digits only, cut to the allowed length. */
export function setInput(state: GamePadState, text: string): GamePadState {
  return { ...state, input: text.replace(/\D/g, '').slice(0, maxInputLength(state.kinds)) };
}

/** Default price of a new line: the spec's 5 baht, within the kind's min/max. */
export function defaultPrice(game: GameDef, kind: BetKind): string {
  const cfg = betKindConfig(game, kind);
  if (isUnitKind(kind)) return String(cfg ? lineAmountLimits(game, cfg).min : 1);
  const min = cfg?.minSatang ?? STAKE_DEFAULTS.minSatang;
  const max = cfg?.maxSatang ?? STAKE_DEFAULTS.maxSatang;
  return String(satangToBaht(Math.min(max, Math.max(min, STAKE_DEFAULTS.defaultSatang))));
}

/** A (kind, number) the pad refused because the round does not take it (a CLOSED restricted number). */
export interface RefusedLine {
  kind: BetKind;
  number: string;
}

export type AddResult =
  | { ok: true; state: GamePadState; added: number; duplicates: number; refused: RefusedLine[] }
  | { ok: false; reason: 'noKind' | 'wrongDigits'; digits: number | null };

let lineSeq = 0;
const nextLineId = () => `l${Date.now().toString(36)}${(lineSeq++).toString(36)}`;

/**
 * Adds one line per selected kind for each number. Refuses the whole batch when no kind is chosen or
 * a number has the wrong digit count for the kinds; skips (and counts) lines already in the list — for an
 * any-order kind (3 ตัวโต๊ด, 4 ตัวโต๊ด) every permutation is the same bet (limitKey), so กลับเลข on 123 adds the
 * tod once, not six times —, and
 * skips (and lists) the lines `isClosed` refuses (closed restricted numbers). Clears the input on success.
 */
export function addNumbers(
  state: GamePadState,
  game: GameDef,
  numbers: readonly string[],
  isClosed: (kind: BetKind, number: string) => boolean = () => false,
): AddResult {
  const digits = selectedDigits(state.kinds);
  if (digits === null) return { ok: false, reason: 'noKind', digits };
  if (numbers.length === 0 || !numbers.every((n) => state.kinds.every((k) => isValidNumberForKind(k, n)))) {
    return { ok: false, reason: 'wrongDigits', digits };
  }
  const have = new Set(state.lines.map((l) => `${l.kind}:${limitKey(l.kind, l.number)}`));
  const fresh: PadLine[] = [];
  const refused: RefusedLine[] = [];
  let duplicates = 0;
  for (const number of numbers) {
    for (const kind of state.kinds) {
      if (isClosed(kind, number)) {
        refused.push({ kind, number });
        continue;
      }
      const key = `${kind}:${limitKey(kind, number)}`;
      if (have.has(key)) {
        duplicates++;
        continue;
      }
      have.add(key);
      fresh.push({ id: nextLineId(), kind, number, price: defaultPrice(game, kind) });
    }
  }
  const next = fresh.length
    ? { ...state, lines: [...state.lines, ...fresh], input: '', pendingSubmission: null }
    : { ...state, input: '' };
  return { ok: true, state: next, added: fresh.length, duplicates, refused };
}

/** Removes one line by id. */
export function removeLine(state: GamePadState, id: string): GamePadState {
  return { ...state, lines: state.lines.filter((l) => l.id !== id), pendingSubmission: null };
}

/** Removes every line. */
export function clearLines(state: GamePadState): GamePadState {
  return { ...state, lines: [], pendingSubmission: null };
}

/** Sets the "all lines" price and applies it to every line. */
export function setPriceAll(state: GamePadState, price: string): GamePadState {
  return { ...state, priceAll: price, lines: state.lines.map((l) => ({ ...l, price })), pendingSubmission: null };
}

/** Sets one line's price by its index in the list. */
export function setLinePrice(state: GamePadState, index: number, price: string): GamePadState {
  return { ...state, lines: state.lines.map((l, i) => (i === index ? { ...l, price } : l)), pendingSubmission: null };
}
