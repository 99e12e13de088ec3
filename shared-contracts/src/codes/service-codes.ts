/**
 * Service and error codes (docs/product.md "Envelope and codes"), with the HTTP status each one travels with.
 * The wire carries the code string (`service_code`); code compares the constants, never the strings.
 */

/** Success codes (docs/product.md "Envelope and codes"). */
export const SuccessCode = {
  SUCCESS: 'S10000',
  CREATED: 'S10001',
  UPDATED: 'S10002',
  DELETED: 'S10003',
} as const;
export type SuccessCode = (typeof SuccessCode)[keyof typeof SuccessCode];

/** Error codes (docs/product.md "Envelope and codes", with the user-flow codes). */
export const ErrorCode = {
  BAD_REQUEST: 'E10000',
  NOT_FOUND: 'E10001',
  SERVER_ERROR: 'E10002',
  EXPECTATION_FAILED: 'E10006',
  PHONE_BLOCKED: 'E20000',
  PHONE_BANNED: 'E20001',
  OTP_REQUEST_BLOCKED: 'E20002',
  OTP_VERIFY_BLOCKED: 'E20003',
  OTP_EXPIRED: 'E20004',
  OTP_INVALID: 'E20005',
  CITIZEN_ID_INVALID: 'E20006',
  LASER_CODE_INVALID: 'E20007',
  CITIZEN_INFO_INVALID: 'E20008',
  ID_CARD_DUPLICATE: 'E20009',
  BANK_ACCOUNT_DUPLICATE: 'E20010',
  ACCOUNT_NUMBER_INCORRECT: 'E20011',
  ACCOUNT_NAME_MISMATCH: 'E20012',
  TRANSACTION_REACHED_MAXIMUM: 'E20013',
  REACHED_MINIMUM: 'E20014',
  LIMITATION_CHANGE: 'E20015',
  ROUND_CLOSED: 'E20016',
  SAME_PHONE: 'E20019',
  DUPLICATE_PHONE: 'E20020',
  REGISTER_CLOSED: 'E20021',
  LINE_USER_CONFLICT: 'E20022',
  DUPLICATE_BET_SLIP: 'E20024',
  PHONE_BLACKLISTED: 'E20026',
  BANK_BLACKLISTED: 'E20027',
  DISPLAY_NAME_CONFLICT: 'E20028',
  FORCE_CLOSED: 'E30000',
  INVALID_FIRST_TIME_PROMOTION: 'E30002',
  INVALID_BUY_GET_FREE_PROMOTION: 'E30003',
  // user-flow codes (register, login, pin, OTP, withdraw)
  WRONG_PIN: 'B5V003',
  PIN_TOO_MANY_FAILURES: 'B5V002',
  USER_BANNED: 'B0V002',
  USER_BLOCKED: 'B0V003',
  OTP_FLOW_EXPIRED: 'C3V001',
  NOT_ENOUGH_MONEY: 'P2R202',
  WITHDRAW_MAX_PER_DAY: 'P7V006',
  // product additions, named in the spec's style (see docs/product.md "Envelope and codes")
  UNAUTHORIZED: 'E10401',
  FORBIDDEN: 'E10403',
  CONFLICT: 'E10409',
  /** Rate limit hit (per IP or per account); `data.retry_after_seconds`. */
  TOO_MANY_REQUESTS: 'E10429',
  /** The database is away (restart, failover): retry shortly; nothing was changed. */
  SERVICE_UNAVAILABLE: 'E10503',
  /** House exposure: the payout if this number wins would pass its cap for the round. */
  EXPOSURE_LIMIT_REACHED: 'E20030',
  /** Player protection: the player's own deposit limit (day/week/month) would be passed. */
  DEPOSIT_LIMIT_REACHED: 'E40001',
  /** Player protection: the player's own loss limit (day/week/month) would be passed. */
  LOSS_LIMIT_REACHED: 'E40002',
  /** Player protection: the player excluded themself until `data.self_excluded_until`. */
  SELF_EXCLUDED: 'E40003',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type ServiceCode = SuccessCode | ErrorCode;

/** HTTP status for each error code; anything not listed is a 400 client mistake. */
export const ERROR_HTTP_STATUS: Partial<Record<ErrorCode, number>> = {
  E10000: 400,
  E10001: 404,
  E10002: 500,
  E10006: 417,
  E10401: 401,
  E10403: 403,
  E10409: 409,
  E20000: 403,
  E20001: 403,
  E20002: 429,
  E20003: 429,
  E20009: 409,
  E20013: 422,
  E20014: 422,
  E20015: 409,
  E20016: 409,
  E20022: 409,
  E20024: 409,
  E20028: 409,
  E30000: 409,
  B5V003: 401,
  B5V002: 423,
  B0V002: 403,
  B0V003: 403,
  P2R202: 422,
  P7V006: 422,
  E10429: 429,
  E10503: 503,
  E20030: 422,
  E40001: 422,
  E40002: 422,
  E40003: 403,
};

/** Default English `service_message` for each code (the UI shows Thai texts from i18n). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  E10000: 'bad request',
  E10001: 'not found',
  E10002: 'server error',
  E10006: 'expectation failed',
  E20000: 'phone blocked',
  E20001: 'phone banned',
  E20002: 'OTP request blocked',
  E20003: 'OTP verify blocked',
  E20004: 'OTP expired',
  E20005: 'OTP invalid',
  E20006: 'citizen id invalid',
  E20007: 'laser code invalid',
  E20008: 'citizen info invalid',
  E20009: 'id card duplicate',
  E20010: 'bank account duplicate',
  E20011: 'account number incorrect',
  E20012: 'account name mismatch',
  E20013: 'transaction reached maximum',
  E20014: 'reached minimum',
  E20015: 'limitation change',
  E20016: 'round closed',
  E20019: 'same phone',
  E20020: 'duplicate phone',
  E20021: 'register closed',
  E20022: 'messaging-app user conflict',
  E20024: 'duplicate bet slip',
  E20026: 'phone blacklisted',
  E20027: 'bank blacklisted',
  E20028: 'display name conflict',
  E30000: 'force closed',
  E30002: 'invalid first-time promotion',
  E30003: 'invalid buy-get-free promotion',
  B5V003: 'wrong pin',
  B5V002: 'pin too many failures',
  B0V002: 'user banned',
  B0V003: 'user blocked',
  C3V001: 'OTP expired',
  P2R202: 'not enough money',
  P7V006: 'withdraw max per day',
  E10401: 'unauthorized',
  E10403: 'forbidden',
  E10409: 'conflict',
  E10429: 'too many requests',
  E10503: 'service unavailable',
  E20030: 'number exposure limit reached',
  E40001: 'deposit limit reached',
  E40002: 'loss limit reached',
  E40003: 'self-excluded',
};

export const SUCCESS_CODES: readonly string[] = Object.values(SuccessCode);

/** True for S10000..S10003. */
export function isSuccessCode(code: string): code is SuccessCode {
  return SUCCESS_CODES.includes(code);
}
