/**
 * The partial-cancel rule (game-rules.md "Partial cancel"), pure and shared by every game and the
 * ticket shop: a player may cancel while the round still accepts bets, within 30 minutes of placing and
 * at least 15 minutes before close; the fee is a percentage (default 10, per game) of the cancelled
 * amount, floored to whole satang so a player is never charged a fraction of a satang.
 * Whether the round still accepts bets depends on stored round state and stays with the caller.
 */
export const PARTIAL_CANCEL = {
  windowAfterPlacingMinutes: 30,
  stopBeforeCloseMinutes: 15,
  defaultFeePercent: 10,
} as const;

const MINUTE_MS = 60_000;

/** Which time limit a cancel at `now` breaks, or null when the time window allows it. */
export type CancelWindowRefusal = 'PLACED_TOO_LONG_AGO' | 'TOO_CLOSE_TO_CLOSE';

/** The last instant a slip placed at `placedAt` in a round closing at `closeAt` can be cancelled. */
export function cancellableUntil(placedAt: Date, closeAt: Date): Date {
  return new Date(
    Math.min(
      placedAt.getTime() + PARTIAL_CANCEL.windowAfterPlacingMinutes * MINUTE_MS,
      closeAt.getTime() - PARTIAL_CANCEL.stopBeforeCloseMinutes * MINUTE_MS,
    ),
  );
}

/** The time limit a cancel at `now` breaks (placing window first), or null. */
export function cancelWindowRefusal(placedAt: Date, closeAt: Date, now: Date): CancelWindowRefusal | null {
  if (now.getTime() > placedAt.getTime() + PARTIAL_CANCEL.windowAfterPlacingMinutes * MINUTE_MS)
    return 'PLACED_TOO_LONG_AGO';
  if (now.getTime() > closeAt.getTime() - PARTIAL_CANCEL.stopBeforeCloseMinutes * MINUTE_MS)
    return 'TOO_CLOSE_TO_CLOSE';
  return null;
}

/** Fee of cancelling `amountSatang` at `feePercent` (whole percent), floored to the satang. */
export function cancelFeeSatang(amountSatang: number, feePercent: number = PARTIAL_CANCEL.defaultFeePercent): number {
  return Math.floor((amountSatang * feePercent) / 100);
}
