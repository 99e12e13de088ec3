import type { TFunction } from 'i18next';
import { ErrorCode } from 'shared-contracts';
import { errorCode } from 'shared-ui';

/** Refusals with their own Thai text, `minigames.errors.{code}`; anything else (and a network failure) is generic. */
const KNOWN: readonly string[] = [
  ErrorCode.DUPLICATE_BET_SLIP,
  ErrorCode.NOT_ENOUGH_MONEY,
  ErrorCode.EXPECTATION_FAILED,
  ErrorCode.LOSS_LIMIT_REACHED,
  ErrorCode.SELF_EXCLUDED,
  ErrorCode.BAD_REQUEST,
  ErrorCode.CONFLICT,
  ErrorCode.NOT_FOUND,
];

/** The Thai text of a refused mini-game request. */
export function minigameErrorText(error: unknown, t: TFunction): string {
  const code = errorCode(error);
  return t(code && KNOWN.includes(code) ? `minigames.errors.${code}` : 'minigames.errors.generic');
}
