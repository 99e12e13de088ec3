/**
 * Checks bet lines against a game's catalogue entry (pure): the kind is offered, the number has the
 * kind's digit count, the stake is baht with at most 2 decimals between the kind's min and max.
 * Returns the lines in satang with the rate in force, or every problem found.
 */
import {
  BET_KIND_DIGITS,
  bahtToSatang,
  betKindConfig,
  isValidNumberForKind,
  type BetKind,
  type GameDef,
} from 'shared-contracts';
import type { FieldProblem } from '../http/error-handler';

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
}

export function validateBetLines(game: GameDef, lines: LineInput[]): { lines: ValidLine[]; problems: FieldProblem[] } {
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
    const amountSatang = bahtToSatang(line.amount);
    if (amountSatang === null) {
      problems.push({
        path: `${at}.amount`,
        message: `amount must be baht with at most 2 decimals, got ${JSON.stringify(line.amount)}`,
      });
      ok = false;
    } else if (amountSatang < config.minBaht * 100 || amountSatang > config.maxBaht * 100) {
      problems.push({
        path: `${at}.amount`,
        message: `amount must be between ${config.minBaht} and ${config.maxBaht} baht, got ${line.amount}`,
      });
      ok = false;
    }
    if (ok)
      valid.push({ kind: config.kind, number: line.number, amountSatang: amountSatang!, rateX100: config.rateX100 });
  });
  return { lines: valid, problems };
}
