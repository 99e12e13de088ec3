/**
 * Business constants (docs/product.md "Constants", docs/game-rules.md "Stakes and limits"). Amounts are satang.
 */
export const CART_MAX_TICKETS = 55;
export const TICKET_UNIT_PRICE_SATANG = 79_00;

/** Stake per bet line, satang (docs/game-rules.md "Stakes and limits": 1 to 100 baht, 5 suggested). */
export const STAKE_DEFAULTS = { minSatang: 1_00, maxSatang: 100_00, defaultSatang: 5_00 } as const;

/** Demo-rail deposit bounds per top-up, satang (1 .. 100,000 baht); the API enforces, the UI mirrors. */
export const DEPOSIT_LIMITS_SATANG = { min: 1_00, max: 100_000_00 } as const;

export const WALLET_LOADING_DELAY_MS = 500;
export const MAINTENANCE_REDIRECT_DELAY_MS = 100;
/** Yeekee rounds whose stored lottery cart keys are cleared (docs/product.md "Session"). */
export const YEEKEE_ROUNDS = { first: 1, last: 88 } as const;

export const REQUEST_QUEUE = { maxWaiting: 20, gapMs: 10 } as const;
export const RETRY = { attempts: 3, delayMs: 1000 } as const;
/** How long the shell's API client waits for an answer (spec §9 "timeout constant 600000 ms"). */
export const HTTP_TIMEOUT_MS = 600_000;

export const SENTRY_DEFAULTS = { sampleRate: 0.1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 } as const;

export const HEADER_HEIGHT = { desktop: '6rem', mobile: '5.6rem' } as const;
export const I18N_DEFAULT_NAMESPACE = 'common';
export const LOCALE = 'th';

/** A Thai mobile number: 10 digits starting with 06, 08 or 09 (the `thaiPhone` wire schema; the shell's forms). */
export const THAI_PHONE_PATTERN = /^0[689]\d{8}$/;
/** A PIN: exactly 6 digits (the `pin` wire schema; the shell's forms). */
export const PIN_PATTERN = /^\d{6}$/;

/** The banks a player may register an account with (`registerBody.bank_code`; the shell's registration form). */
export const BANK_CODES = ['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'GSB', 'BAAC'] as const;

/**
 * Digits of an account number at each bank (commercial banks 10; the state banks GSB and BAAC 12). Another length
 * is refused with E20011 "account number incorrect" (registration; the shell's registration form mirrors it).
 */
export const BANK_ACCOUNT_DIGITS: Record<(typeof BANK_CODES)[number], number> = {
  KBANK: 10,
  SCB: 10,
  BBL: 10,
  KTB: 10,
  BAY: 10,
  TTB: 10,
  GSB: 12,
  BAAC: 12,
};

/** Longest ops banner or toast text of the system status, in characters (one or two sentences, never a page). */
export const BANNER_TEXT_MAX_CHARS = 500;

/** PIN rule of the auth flow (issue 2): 5 wrong in a row blocks the phone. */
export const PIN_MAX_FAILURES = 5;

/** Local-storage keys the shell owns (docs/product.md "Local storage"). */
export const STORAGE_KEYS = {
  token: 'token',
  sessionToken: 'session_token',
  sessionExpiry: 'session_expires_at',
  customerCode: 'customer_code',
  appVersion: 'app_version',
  ban: 'ban',
  block: 'block',
  phoneNumberLogin: 'phone_number_login',
  forgotPin: 'forgot_pin',
  forgotPhone: 'forgot_phone',
  changePhone: 'change_phone',
  gameValueList: 'game_value_list',
  sort: 'sort',
  money: 'money',
  nonce: 'nonce',
  otpSessionToken: 'otp_session_token',
  utm: 'utm',
  favoriteGames: 'favorite_games',
  lotteryCartPrefix: 'lottery_cart_',
  betKeyPrefix: 'bet_key_',
} as const;

/**
 * The number pad's stored lines, sort and price (the games remote writes them): kept only on the routes that keep
 * the pad (`keepsNumberPadState`), removed on any other route and when the session ends.
 */
export const NUMBER_PAD_STORAGE_KEYS = [STORAGE_KEYS.gameValueList, STORAGE_KEYS.sort, STORAGE_KEYS.money] as const;

/** Keys cleared when a token is found expired (docs/product.md "Session"). */
export const TOKEN_EXPIRED_CLEARED_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.gameValueList,
  STORAGE_KEYS.sort,
  STORAGE_KEYS.money,
  STORAGE_KEYS.sessionToken,
] as const;
