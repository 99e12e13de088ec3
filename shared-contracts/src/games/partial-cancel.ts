/**
 * The partial-cancel rule (docs/game-rules.md "Partial cancel"), pure and shared by every game and the
 * ticket shop: a player may cancel while the round still accepts bets, within 30 minutes of placing and
 * at least 15 minutes before close (a game may set its own stop, `schedule.cancelStopBeforeCloseMinutes`:
 * yeekee 5); the fee is a percentage (default 10, per game) of the cancelled amount, floored to whole satang
 * so a player is never charged a fraction of a satang.
 * Whether the round still accepts bets depends on stored round state and stays with the caller.
 */
export const PARTIAL_CANCEL = {
  windowAfterPlacingMinutes: 30,
  stopBeforeCloseMinutes: 15,
  defaultFeePercent: 10,
} as const;

const MINUTE_MS = 60_000;

/**
 * Why a partial cancel is refused, the one refusal type of the games and the shop: the round no longer
 * accepts bets, the purchase is older than the placing window, or the round closes too soon.
 */
export type PartialCancelRefusal = 'ROUND_CLOSED' | 'PLACED_TOO_LONG_AGO' | 'TOO_CLOSE_TO_CLOSE';

/** Which time limit a cancel at `now` breaks, or null when the time window allows it. */
export type CancelWindowRefusal = Exclude<PartialCancelRefusal, 'ROUND_CLOSED'>;

/**
 * The last instant a slip placed at `placedAt` in a round closing at `closeAt` can be cancelled; cancels stop
 * `stopBeforeCloseMinutes` before the close (the game's, default 15).
 */
export function cancellableUntil(
  placedAt: Date,
  closeAt: Date,
  stopBeforeCloseMinutes: number = PARTIAL_CANCEL.stopBeforeCloseMinutes,
): Date {
  return new Date(
    Math.min(
      placedAt.getTime() + PARTIAL_CANCEL.windowAfterPlacingMinutes * MINUTE_MS,
      closeAt.getTime() - stopBeforeCloseMinutes * MINUTE_MS,
    ),
  );
}

/** The time limit a cancel at `now` breaks (placing window first), or null. */
export function cancelWindowRefusal(
  placedAt: Date,
  closeAt: Date,
  now: Date,
  stopBeforeCloseMinutes: number = PARTIAL_CANCEL.stopBeforeCloseMinutes,
): CancelWindowRefusal | null {
  if (now.getTime() > placedAt.getTime() + PARTIAL_CANCEL.windowAfterPlacingMinutes * MINUTE_MS)
    return 'PLACED_TOO_LONG_AGO';
  if (now.getTime() > closeAt.getTime() - stopBeforeCloseMinutes * MINUTE_MS) return 'TOO_CLOSE_TO_CLOSE';
  return null;
}

/** Fee of cancelling `amountSatang` at `feePercent` (whole percent), floored to the satang. */
export function cancelFeeSatang(amountSatang: number, feePercent: number = PARTIAL_CANCEL.defaultFeePercent): number {
  return Math.floor((amountSatang * feePercent) / 100);
}

/**
 * Why a purchase placed at `placedAt` in a round closing at `closeAt` cannot be cancelled at `now`, or
 * null when it can. `acceptingBets` is the round's stored state (the caller's): a round that no longer
 * accepts bets refuses first, then the placing window, then the stop before close (`stopBeforeCloseMinutes`,
 * default 15).
 */
export function partialCancelRefusal(args: {
  acceptingBets: boolean;
  placedAt: Date;
  closeAt: Date;
  now: Date;
  stopBeforeCloseMinutes?: number;
}): PartialCancelRefusal | null {
  if (!args.acceptingBets) return 'ROUND_CLOSED';
  return cancelWindowRefusal(args.placedAt, args.closeAt, args.now, args.stopBeforeCloseMinutes);
}

/**
 * The English message of a refusal (the API's `service_message`; the UI shows Thai texts by code).
 * `what` names the purchase, e.g. "slip VN00000001"; the times are the slip's and the round's, and the
 * game's stop before close (default 15 minutes).
 */
export function partialCancelRefusalMessage(
  refusal: PartialCancelRefusal,
  what: string,
  times: { placedAt: Date; closeAt: Date; stopBeforeCloseMinutes?: number },
): string {
  switch (refusal) {
    case 'ROUND_CLOSED':
      return `the round of ${what} is closed: it can no longer be cancelled`;
    case 'PLACED_TOO_LONG_AGO':
      return `${what} was placed more than ${PARTIAL_CANCEL.windowAfterPlacingMinutes} minutes ago (${times.placedAt.toISOString()}): it can no longer be cancelled`;
    case 'TOO_CLOSE_TO_CLOSE':
      return `the round closes at ${times.closeAt.toISOString()}: cancels stop ${times.stopBeforeCloseMinutes ?? PARTIAL_CANCEL.stopBeforeCloseMinutes} minutes before close`;
  }
}
