/** Yeekee wire data for component tests (shapes of shared-contracts `schemas/yeekee.ts`). */
import {
  YEEKEE_TOO_FEW_SHOTS_REASON,
  computeYeekeeResult,
  yeekeeSecretNumber,
  type YeekeePredictsData,
  type YeekeeRoundRecordData,
  type YeekeeRoundSummary,
  type YeekeeShotData,
} from 'shared-contracts';

export const DAY = '2026-05-01';

/** The secret every fixture round reveals at its close, and its commitment (SHA-256 of the 64 characters). */
export const ROUND_SECRET = '3f'.repeat(32);
// sha256('3f' × 32), computed once with `node -e` (the verify view recomputes it with Web Crypto)
export const ROUND_SECRET_HASH = '67ef9de3b81d374fd9cb2d95844f2db27236cdedb89a36f68d9f18c0091b6cf2';

/** Round `no` of 2026-05-01 (id `31{no}`): betting closes 06:00 + 15 min × (no − 1) Bangkok, shooting 10 min later. */
export function yeekeeRound(no: number, overrides: Partial<YeekeeRoundSummary> = {}): YeekeeRoundSummary {
  const close = Date.parse('2026-05-01T06:00:00+07:00') + (no - 1) * 15 * 60_000;
  return {
    round_id: `31${no}`,
    round_no: no,
    draw_date: DAY,
    phase: 'betting',
    open_at: new Date(close - 15 * 60_000).toISOString(),
    close_at: new Date(close).toISOString(),
    shoot_close_at: new Date(close + 10 * 60_000).toISOString(),
    count_down: { total_seconds: 300 },
    shot_count: 0,
    r: null,
    top3: null,
    top2: null,
    bottom2: null,
    void_reason: null,
    secret_hash: ROUND_SECRET_HASH,
    ...overrides,
  };
}

/** Shot `seq` of a round, taken `seq` seconds after 10:00 Bangkok. */
export function yeekeeShot(
  roundId: string,
  seq: number,
  number: string,
  shooter = 'C***',
): YeekeeShotData & { number: string } {
  return {
    round_id: roundId,
    seq,
    number,
    shot_at: new Date(Date.parse('2026-05-01T10:00:00+07:00') + seq * 1000).toISOString(),
    shooter,
  };
}

/** The first page of a round's shots, newest first. */
export function yeekeeShotsPage(round: YeekeeRoundSummary, shots: YeekeeShotData[]): YeekeePredictsData {
  return {
    round_id: round.round_id,
    round_no: round.round_no,
    draw_date: round.draw_date,
    shot_count: shots.length,
    shooting_open: true,
    shoot_close_at: round.shoot_close_at,
    shots: [...shots].sort((a, b) => b.seq - a.seq),
  };
}

/** `count` distinct 5-digit numbers. */
export function shotNumbers(count: number): string[] {
  return Array.from({ length: count }, (_, i) => String((i * 7919 + 12345) % 100000).padStart(5, '0'));
}

/**
 * The published record of round `no` made from `numbers` (oldest first) as the server makes it: resulted with
 * the sum, the subtracted 16th most recent shot, R and the digits, or void under 20 shots.
 */
export function yeekeeRecord(no: number, numbers: string[]): YeekeeRoundRecordData {
  const round = yeekeeRound(no);
  const shots = numbers.map((n, i) => yeekeeShot(round.round_id, i + 1, n));
  const result = computeYeekeeResult(shots, ROUND_SECRET);
  const resulted = result.status === 'resulted' ? result : null;
  return {
    game_code: 'YK',
    round_id: round.round_id,
    round_no: no,
    draw_date: DAY,
    state: resulted ? 'settled' : 'void',
    open_at: round.open_at,
    close_at: round.close_at,
    shoot_close_at: round.shoot_close_at,
    rule: 'R = the sum of every shot minus the 16th most recent shot plus secret_number',
    min_shots: 20,
    subtracted_rank: 16,
    shot_count: shots.length,
    shots: shots.map((s) => ({ ...s, subtracted: resulted?.subtracted.seq === s.seq })),
    sum: resulted?.sum ?? null,
    subtracted: resulted?.subtracted ?? null,
    secret_hash: ROUND_SECRET_HASH,
    secret: ROUND_SECRET,
    secret_number: yeekeeSecretNumber(ROUND_SECRET),
    r: resulted?.r ?? null,
    top3: resulted?.digits.top3 ?? null,
    top2: resulted?.digits.top2 ?? null,
    bottom2: resulted?.digits.bottom2 ?? null,
    void_reason: resulted ? null : YEEKEE_TOO_FEW_SHOTS_REASON,
  };
}
