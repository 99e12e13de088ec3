/**
 * The result form of each game family: which labelled fields an operator fills for a round's official raw result,
 * exactly in the shape of its family's schema (shared-contracts `RESULT_SCHEMAS`, docs/game-rules.md "Winning digits
 * per family"), and which family a game's round takes (set games take their base game's: shared-contracts
 * `resultGameOf`, as the API does). Plain data: no zod in the browser.
 */
import { GLO_ERA_2015, gameByCode, resultGameOf } from 'shared-contracts';

/** The families the console has a form for (yeekee is never entered; NONE takes no result). */
export const FORM_STRATEGIES = ['GLO', 'HANOI', 'LAO_4D', 'LAO_5D', 'LAO_ZODIAC', 'MALAY_4D', 'BANK', 'STOCK'] as const;
export type FormStrategy = (typeof FORM_STRATEGIES)[number];

/**
 * One field of a form. `key` is the wire field; `label` the key under `backoffice.resultForm.fields`.
 * digits: a string of one of `lengths` (or `min`..`max`) digits, `count` of them when the prize repeats;
 * decimal: a string with exactly 2 decimals, optionally signed (`signToggle`: a +/− button beside it); date: YYYY-MM-DD.
 */
export type FieldSpec =
  | { key: string; label: string; kind: 'date' }
  | { key: string; label: string; kind: 'digits'; lengths: readonly number[]; count?: number }
  | { key: string; label: string; kind: 'decimal'; signToggle: boolean };

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
const digits = (key: string, lengths: readonly number[], count?: number, label = key): FieldSpec => ({
  key,
  label,
  kind: 'digits',
  lengths,
  ...(count === undefined ? {} : { count }),
});

/**
 * The fields of a family's form, in the order ops read them off the official sheet. A GLO draw's front- and
 * last-three counts follow its date: 2 and 2 from 2015-09-01, else none (an empty list) and 4 (glo.ts `GLO_ERA_2015`).
 */
export function fieldsOf(strategy: FormStrategy, drawDate: string): FieldSpec[] {
  switch (strategy) {
    case 'GLO': {
      const old = drawDate !== '' && drawDate < GLO_ERA_2015;
      return [
        { key: 'date', label: 'date', kind: 'date' },
        digits('first', [6]),
        digits('lastTwo', [2]),
        digits('firstThree', [3], old ? 0 : 2),
        digits('lastThree', [3], old ? 4 : 2),
        digits('adjacentFirst', [6], 2),
        digits('second', [6], 5),
        digits('third', [6], 10),
        digits('fourth', [6], 50),
        digits('fifth', [6], 100),
      ];
    }
    case 'HANOI':
      return [digits('special', [5]), digits('prize1', [5])];
    case 'LAO_4D':
      return [digits('number', [4, 6])];
    case 'LAO_5D':
      return [digits('number', [5])];
    case 'LAO_ZODIAC':
      return [digits('number', [6])];
    case 'MALAY_4D':
      return [digits('first', [4]), digits('second', [4], undefined, 'second4d')];
    case 'BANK':
      return [digits('first_draw', range(3, 7)), digits('second_draw', range(2, 7))];
    case 'STOCK':
      return [
        { key: 'close', label: 'close', kind: 'decimal', signToggle: false },
        { key: 'change', label: 'change', kind: 'decimal', signToggle: true },
      ];
  }
}

/** The form family of a game's rounds, or null when the console has no form for it (raw JSON then). */
export function formStrategyOfGame(gameCode: string): FormStrategy | null {
  const game = gameByCode(gameCode);
  const s = game && resultGameOf(game).resultStrategy;
  return s && (FORM_STRATEGIES as readonly string[]).includes(s) ? (s as FormStrategy) : null;
}
