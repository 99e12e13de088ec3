/**
 * Bet kinds and the pure rule of when a line wins
 * against a round's derived digits (docs/game-rules.md "Bet kinds").
 */
export const BetKind = {
  THREE_TOP: 'THREE_TOP',
  THREE_TOD: 'THREE_TOD',
  THREE_FRONT: 'THREE_FRONT',
  THREE_BOTTOM: 'THREE_BOTTOM',
  TWO_TOP: 'TWO_TOP',
  TWO_BOTTOM: 'TWO_BOTTOM',
  RUN_TOP: 'RUN_TOP',
  RUN_BOTTOM: 'RUN_BOTTOM',
  FOUR_TOP: 'FOUR_TOP',
  FOUR_ANY_ORDER: 'FOUR_ANY_ORDER',
  SET_4D: 'SET_4D',
  SIX_NUMBER: 'SIX_NUMBER',
} as const;
export type BetKind = (typeof BetKind)[keyof typeof BetKind];
export const BET_KINDS = Object.values(BetKind) as BetKind[];

/** Digits a number of each kind must have. */
export const BET_KIND_DIGITS: Record<BetKind, number> = {
  THREE_TOP: 3,
  THREE_TOD: 3,
  THREE_FRONT: 3,
  THREE_BOTTOM: 3,
  TWO_TOP: 2,
  TWO_BOTTOM: 2,
  RUN_TOP: 1,
  RUN_BOTTOM: 1,
  FOUR_TOP: 4,
  FOUR_ANY_ORDER: 4,
  SET_4D: 4,
  SIX_NUMBER: 6,
};

/** Kinds whose number is keyed by its sorted digits for limits (any-order kinds). */
export const ANY_ORDER_KINDS: readonly BetKind[] = ['THREE_TOD', 'FOUR_ANY_ORDER'];

/**
 * The digits a round's official result yields (docs/game-rules.md "Winning digits per family"): zero-padded strings.
 * `front3`/`bottom3` exist for GLO only; `d4` where a family publishes 4 digits.
 */
export interface ResultDigits {
  top3: string;
  top2: string;
  bottom2: string;
  front3?: string[];
  bottom3?: string[];
  d4?: string;
  d6?: string;
}

/** Sorted digits of a number: the key of any-order kinds ("321" -> "123"). */
export function sortedDigits(number: string): string {
  return [...number].sort().join('');
}

/** The key a line counts against for number limits: sorted digits for any-order kinds. */
export function limitKey(kind: BetKind, number: string): string {
  return ANY_ORDER_KINDS.includes(kind) ? sortedDigits(number) : number;
}

/** True when `number` has exactly the digit count of `kind` and only digits. */
export function isValidNumberForKind(kind: BetKind, number: string): boolean {
  return new RegExp(`^\\d{${BET_KIND_DIGITS[kind]}}$`).test(number);
}

/**
 * Whether a bet line of `kind` on `number` wins against `digits` (docs/game-rules.md "Bet kinds"):
 * exact hits pay THREE_TOD too; RUN_* pays once however often the digit occurs.
 * Set and six-digit kinds use their own prize tables and never match here.
 */
export function lineWins(kind: BetKind, number: string, digits: ResultDigits): boolean {
  switch (kind) {
    case 'THREE_TOP':
      return number === digits.top3;
    case 'THREE_TOD':
      return sortedDigits(number) === sortedDigits(digits.top3);
    case 'THREE_FRONT':
      return (digits.front3 ?? []).includes(number);
    case 'THREE_BOTTOM':
      return (digits.bottom3 ?? []).includes(number);
    case 'TWO_TOP':
      return number === digits.top2;
    case 'TWO_BOTTOM':
      return number === digits.bottom2;
    case 'RUN_TOP':
      return digits.top3.includes(number);
    case 'RUN_BOTTOM':
      return digits.bottom2.includes(number);
    case 'FOUR_TOP':
      return digits.d4 !== undefined && number === digits.d4;
    case 'FOUR_ANY_ORDER':
      return digits.d4 !== undefined && sortedDigits(number) === sortedDigits(digits.d4);
    case 'SET_4D':
    case 'SIX_NUMBER':
      return false;
  }
}
