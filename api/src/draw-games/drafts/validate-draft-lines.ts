/**
 * Checks draft lines with the same rules as bets (kind offered, digit count, amount range); `game` carries the
 * stake limits in force (rates/kind-settings.ts `loadEffectiveGame`).
 */
import { AppError, ErrorCode, type GameDef } from 'shared-contracts';
import { validateBetLines, type LineInput } from '../bets/validate-bet-lines';
import type { DraftLineRow } from '../../db/schema';

/**
 * The lines to store (satang) and their total; throws 400 E10000 listing every problem
 * (`[{path: "lines.3.amount", message}]`).
 */
export function validateDraftLines(game: GameDef, input: LineInput[]): { lines: DraftLineRow[]; totalSatang: number } {
  const { lines, problems } = validateBetLines(game, input);
  if (problems.length > 0)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `invalid draft: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      problems,
    );
  const rows = lines.map((l) => ({ kind: l.kind, number: l.number, amount_satang: l.amountSatang }));
  return { lines: rows, totalSatang: rows.reduce((s, l) => s + l.amount_satang, 0) };
}
