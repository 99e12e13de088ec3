import { ErrorCode } from 'shared-contracts';
import { errorCode } from 'shared-ui';

/** Refusals of a shot with their own Thai text, `yeekee.shoot.errors.{code}`. */
const KNOWN: readonly string[] = [
  ErrorCode.ROUND_CLOSED,
  ErrorCode.TRANSACTION_REACHED_MAXIMUM,
  ErrorCode.TOO_MANY_REQUESTS,
  ErrorCode.UNAUTHORIZED,
  ErrorCode.EXPECTATION_FAILED,
  ErrorCode.BAD_REQUEST,
  ErrorCode.NOT_FOUND,
];

/**
 * The i18n key of a refused or failed shot: its code's own text (E20016 the round stopped taking shots,
 * E20013 the player's shots of the round are all used, E10429 too many shots...), the generic one for another code, the network one when the call got no answer.
 */
export function shootRefusalKey(error: unknown): string {
  const code = errorCode(error);
  if (!code) return 'yeekee.shoot.errors.network';
  return KNOWN.includes(code) ? `yeekee.shoot.errors.${code}` : 'yeekee.shoot.errors.generic';
}
