/**
 * Business constants of product-spec section 9 (and section 5 limits). Amounts are satang.
 */
export const CART_MAX_TICKETS = 55;
export const TICKET_UNIT_PRICE_SATANG = 79_00;
export const SEARCH_DEFAULT_LIMIT = 5;

/** Online lottery (ticket shop) times, Bangkok HH:mm. */
export const ONLINE_LOTTERY_TIMES = { open: '16:30', close: '13:00', payout: '16:16' } as const;

/** Stake per bet line in baht (spec section 9 "Defaults"). */
export const STAKE_DEFAULTS = { minBaht: 1, maxBaht: 100, defaultBaht: 5 } as const;

/** Demo-rail deposit bounds per top-up, satang (1 .. 100,000 baht); the API enforces, the UI mirrors. */
export const DEPOSIT_LIMITS_SATANG = { min: 1_00, max: 100_000_00 } as const;

export const ZODIAC_PER_GAME_LIMIT = 99;
export const SET_PER_GAME_LIMIT = 120;
export const SET_PRICE_SATANG = 120_00;

export const TIMEOUT_MS = 600_000;
export const IMAGE_QUALITY_DEFAULT = 75;

export const CHAT = {
  historyPageSize: 25,
  defaultChannel: 'channel-public',
  unreadBadgeCap: 99,
  unreadLookbackDays: 7,
  lastReadCookieMaxAgeSeconds: 31_536_000,
  lastReadCookiePath: '/',
  cookiePollMs: 300,
  reactionScrollLockMs: 100,
} as const;

export const WALLET_LOADING_DELAY_MS = 500;
export const NOTIFICATION_TAB_FETCH_SIZE = 10;
export const MAINTENANCE_REDIRECT_DELAY_MS = 100;
/** Yeekee rounds whose stored lottery cart keys are cleared (spec section 9). */
export const YEEKEE_ROUNDS = { first: 1, last: 88 } as const;

export const REQUEST_QUEUE = { maxWaiting: 20, gapMs: 10 } as const;
export const RETRY = { attempts: 3, delayMs: 1000 } as const;

export const SENTRY_DEFAULTS = { sampleRate: 0.1, replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 } as const;

export const HEADER_HEIGHT = { desktop: '6rem', mobile: '5.6rem' } as const;
export const I18N_DEFAULT_NAMESPACE = 'common';
export const LOCALE = 'th';

/** PIN rules of the auth flow (issue 2): 6 digits; 5 wrong in a row blocks the phone. */
export const PIN_LENGTH = 6;
export const PIN_MAX_FAILURES = 5;

/** Local-storage keys the shell owns (spec section 3 "Local storage holds"). */
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

/** Keys cleared when a token is found expired (spec section 5). */
export const TOKEN_EXPIRED_CLEARED_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.gameValueList,
  STORAGE_KEYS.sort,
  STORAGE_KEYS.money,
  STORAGE_KEYS.sessionToken,
] as const;
