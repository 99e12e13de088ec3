import {
  computeYeekeeResult,
  YEEKEE_TOO_FEW_SHOTS_REASON,
  type YeekeeResult,
  type YeekeeRoundRecordData,
} from 'shared-contracts';

/** One published figure of a round against the browser's own. */
export interface VerifyCheck {
  item:
    'state' | 'shotCount' | 'secretHash' | 'secretNumber' | 'sum' | 'subtracted' | 'r' | 'top3' | 'top2' | 'bottom2';
  published: string | null;
  computed: string | null;
  ok: boolean;
}

export type YeekeeVerification =
  /** The browser recomputed the round: `ok` when every check matches. */
  | { status: 'checked'; ok: boolean; result: YeekeeResult; checks: VerifyCheck[] }
  /** The shots do not form a round's list (gaps in the sequence, a number that is not 5 digits): never ok. */
  | { status: 'invalid'; ok: false; reason: string }
  /** Void for another reason than too few shots (ops): nothing to recompute. */
  | { status: 'not-computed'; ok: true };

const check = (item: VerifyCheck['item'], published: string | null, computed: string | null): VerifyCheck => ({
  item,
  published,
  computed,
  ok: published === computed,
});

/**
 * Recomputes a closed yeekee round from its published record with the same pure rule the server runs
 * (`computeYeekeeResult`, docs/game-rules.md "Yeekee"), and compares every published figure: the revealed
 * secret against the commitment published before the round opened (`secretHashOfRevealed`: SHA-256 of
 * `record.secret`, computed by the caller with Web Crypto, null when no secret was revealed), and for a
 * resulted round the secret's number, the sum, the subtracted 16th most recent shot (its sequence, its number
 * and the shot marked in the list), R and the three digits; for a void one that the shots are fewer than the
 * minimum. A round from before secrets (no commitment, no secret) is recomputed without one. Pure.
 */
export function verifyYeekeeRecord(
  record: YeekeeRoundRecordData,
  secretHashOfRevealed: string | null,
): YeekeeVerification {
  const voidState = record.state === 'void';
  if (voidState && record.void_reason !== YEEKEE_TOO_FEW_SHOTS_REASON) return { status: 'not-computed', ok: true };
  let result: YeekeeResult;
  try {
    result = computeYeekeeResult(record.shots, record.secret);
  } catch (error) {
    return { status: 'invalid', ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
  const checks: VerifyCheck[] = [
    check('shotCount', String(record.shot_count), String(result.shotCount)),
    check('state', voidState ? 'void' : 'resulted', result.status),
  ];
  // the secret revealed now must be the one committed before the round opened
  if (record.secret_hash !== null || record.secret !== null)
    checks.push(check('secretHash', record.secret_hash, secretHashOfRevealed));
  if (result.status === 'resulted') {
    const marked = record.shots.filter((s) => s.subtracted).map((s) => `${s.number}#${s.seq}`);
    const published = record.subtracted ? `${record.subtracted.number}#${record.subtracted.seq}` : null;
    const computed = `${result.subtracted.number}#${result.subtracted.seq}`;
    if (record.secret !== null) checks.push(check('secretNumber', record.secret_number, result.secretNumber));
    checks.push(
      check('sum', record.sum, result.sum),
      // the published subtracted shot and the one marked in the list must both be the 16th most recent
      { ...check('subtracted', published, computed), ok: published === computed && marked.join() === computed },
      check('r', record.r, result.r),
      check('top3', record.top3, result.digits.top3),
      check('top2', record.top2, result.digits.top2),
      check('bottom2', record.bottom2, result.digits.bottom2),
    );
  }
  return { status: 'checked', ok: checks.every((c) => c.ok), result, checks };
}
