/**
 * Input shortcuts of the number pad (docs/game-rules.md "Input shortcuts"): each expands into ordinary
 * numbers before validation, so a shortcut line is the same as a typed one. Pure functions, no I/O.
 * Thai names of the shortcuts, for readers: 19 ประตู (NINETEEN_DOORS), รูดหน้า (FRONT_RUN),
 * รูดหลัง (BACK_RUN), กลับเลข (REVERSE), เลขเบิ้ล (DOUBLES).
 */

export const NumberShortcut = {
  NINETEEN_DOORS: 'NINETEEN_DOORS',
  FRONT_RUN: 'FRONT_RUN',
  BACK_RUN: 'BACK_RUN',
  REVERSE: 'REVERSE',
  DOUBLES: 'DOUBLES',
} as const;
export type NumberShortcut = (typeof NumberShortcut)[keyof typeof NumberShortcut];
export const NUMBER_SHORTCUTS = Object.values(NumberShortcut) as NumberShortcut[];

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

function assertDigit(digit: string): void {
  if (!/^\d$/.test(digit)) throw new RangeError(`expected one digit, got "${digit}"`);
}

/** รูดหน้า: the ten 2-digit numbers starting with `digit` ("3" -> 30..39). */
export function frontRun(digit: string): string[] {
  assertDigit(digit);
  return DIGITS.map((d) => `${digit}${d}`);
}

/** รูดหลัง: the ten 2-digit numbers ending with `digit` ("3" -> 03, 13, ..., 93). */
export function backRun(digit: string): string[] {
  assertDigit(digit);
  return DIGITS.map((d) => `${d}${digit}`);
}

/** 19 ประตู: every 2-digit number containing `digit` (front run plus back run, the double once), 19 numbers. */
export function nineteenDoors(digit: string): string[] {
  return unique([...frontRun(digit), ...backRun(digit)]);
}

/** เลขเบิ้ล: the ten 2-digit doubles 00, 11, ..., 99. */
export function doubleNumbers(): string[] {
  return DIGITS.map((d) => `${d}${d}`);
}

/**
 * กลับเลข: all distinct permutations of `number`'s digits, the number itself first, then ascending
 * ("123" -> 123, 132, 213, 231, 312, 321; "112" -> 112, 121, 211). Throws on a non-digit input.
 */
export function reverseNumbers(number: string): string[] {
  if (!/^\d{1,6}$/.test(number)) throw new RangeError(`expected 1-6 digits, got "${number}"`);
  const out = new Set<string>();
  const walk = (rest: string[], acc: string) => {
    if (rest.length === 0) {
      out.add(acc);
      return;
    }
    rest.forEach((d, i) => walk([...rest.slice(0, i), ...rest.slice(i + 1)], acc + d));
  };
  walk([...number], '');
  return [number, ...[...out].filter((n) => n !== number).sort()];
}

/**
 * Which shortcuts fit numbers of `digits` digits and an input of `inputLength` digits:
 * the 2-digit shortcuts take one digit (or none for doubles); REVERSE takes a full number of 2+ digits.
 */
export function shortcutFits(shortcut: NumberShortcut, digits: number, inputLength: number): boolean {
  switch (shortcut) {
    case 'NINETEEN_DOORS':
    case 'FRONT_RUN':
    case 'BACK_RUN':
      return digits === 2 && inputLength === 1;
    case 'DOUBLES':
      return digits === 2;
    case 'REVERSE':
      return digits >= 2 && inputLength === digits;
  }
}

/**
 * Expands a shortcut applied to `input` for numbers of `digits` digits.
 * Returns null when the shortcut does not fit (see `shortcutFits`), else the numbers in display order.
 */
export function expandShortcut(shortcut: NumberShortcut, input: string, digits: number): string[] | null {
  if (!/^\d*$/.test(input) || !shortcutFits(shortcut, digits, input.length)) return null;
  switch (shortcut) {
    case 'NINETEEN_DOORS':
      return nineteenDoors(input);
    case 'FRONT_RUN':
      return frontRun(input);
    case 'BACK_RUN':
      return backRun(input);
    case 'DOUBLES':
      return doubleNumbers();
    case 'REVERSE':
      return reverseNumbers(input);
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
