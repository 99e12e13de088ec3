/**
 * Checks bet lines against a game's catalogue entry (pure): the kind is offered, the number has the
 * kind's digit count, the stake is baht with at most 2 decimals between the kind's min and max.
 * Set and zodiac kinds (SET_4D, SIX_NUMBER) take `amount` as a whole number of units (sets / tickets)
 * between the kind's min and max; their stake is units × the game's `unitPriceSatang` (shared-contracts
 * `price-line`, the rule the number pad prices with too).
 * `game` is the game with its kinds in force (catalogue defaults merged with ops' rates and limits:
 * rates/kind-settings.ts); `checkLimits: false` skips the min/max check (a first check before the limits in force
 * are read). Returns the lines in satang with the rate of `game`, or every problem found.
 */
import {
  BET_KIND_DIGITS,
  bahtToSatang,
  betKindConfig,
  isLineAmountAllowed,
  isUnitKind,
  isValidNumberForKind,
  lineAmountLimits,
  lineStake,
  satangToBaht,
  type BetKind,
  type GameDef,
} from 'shared-contracts';
import type { FieldProblem } from '../../http/error-handler';

export interface LineInput {
  kind: string;
  number: string;
  amount: number | string;
}

export interface ValidLine {
  kind: BetKind;
  number: string;
  amountSatang: number;
  rateX100: number;
  /** Sets or tickets for SET_4D / SIX_NUMBER, else null. */
  units: number | null;
}

export function validateBetLines(
  game: GameDef,
  lines: LineInput[],
  { checkLimits = true }: { checkLimits?: boolean } = {},
): { lines: ValidLine[]; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const valid: ValidLine[] = [];
  lines.forEach((line, i) => {
    const at = `lines.${i}`;
    const config = betKindConfig(game, line.kind);
    if (!config) {
      problems.push({
        path: `${at}.kind`,
        message: `${line.kind} is not offered by ${game.code}; offered: ${game.betKinds.map((k) => k.kind).join(', ')}`,
      });
      return;
    }
    let ok = true;
    if (!isValidNumberForKind(config.kind, line.number)) {
      problems.push({
        path: `${at}.number`,
        message: `${config.kind} needs exactly ${BET_KIND_DIGITS[config.kind]} digits, got "${line.number}"`,
      });
      ok = false;
    }
    const limits = lineAmountLimits(game, config);
    if (isUnitKind(config.kind)) {
      const units = typeof line.amount === 'string' ? Number(line.amount) : line.amount;
      // unit kinds' limits are not ops settings (games/game-kinds.ts): always checked
      if (!isLineAmountAllowed(game, config, units)) {
        problems.push({
          path: `${at}.amount`,
          message: `amount is the number of ${config.kind === 'SET_4D' ? 'sets' : 'tickets'}: a whole number between ${limits.min} and ${limits.max}, got ${JSON.stringify(line.amount)}`,
        });
        return;
      }
      if (ok)
        valid.push({
          kind: config.kind,
          number: line.number,
          amountSatang: lineStake(game, config.kind, units),
          rateX100: config.rateX100,
          units,
        });
      return;
    }
    const amountSatang = bahtToSatang(line.amount);
    if (amountSatang === null) {
      problems.push({
        path: `${at}.amount`,
        message: `amount must be baht with at most 2 decimals, got ${JSON.stringify(line.amount)}`,
      });
      ok = false;
    } else if (checkLimits && !isLineAmountAllowed(game, config, amountSatang)) {
      problems.push({
        path: `${at}.amount`,
        message: `amount must be between ${satangToBaht(limits.min)} and ${satangToBaht(limits.max)} baht, got ${line.amount}`,
      });
      ok = false;
    }
    if (ok)
      valid.push({
        kind: config.kind,
        number: line.number,
        amountSatang: amountSatang!,
        rateX100: config.rateX100,
        units: null,
      });
  });
  return { lines: valid, problems };
}
