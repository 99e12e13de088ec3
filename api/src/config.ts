/**
 * The api's configuration: the only module that reads `process.env` (CONTRIBUTING.md "House rules"). Validated with zod
 * at start; a bad value stops the server with a message naming the variable and what is expected.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { PAYMENT_RAILS, YEEKEE_MAX_SHOTS_PER_PLAYER, YEEKEE_MIN_SHOTS, type PaymentRail } from 'shared-contracts';
import { readOrCreateDevSecret } from './dev-secret-file';

/** Repository root (api/src/.. /..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The variable that overrides each remote's registry entry (README "Configuration", docker-compose.yml). */
export const REMOTE_ENV_NAMES = {
  games: 'REMOTE_GAMES_URL',
  lotteryShop: 'REMOTE_LOTTERY_SHOP_URL',
  minigames: 'REMOTE_MINIGAMES_URL',
  wallet: 'REMOTE_WALLET_URL',
  chat: 'REMOTE_CHAT_URL',
  backoffice: 'REMOTE_BACKOFFICE_URL',
} as const;

/** The public constant older versions signed with when JWT_SECRET was unset: refused everywhere now. */
const DEV_JWT_SECRET = 'dev-only-secret-change-me';
/** The file under DATA_DIR that keeps the generated development secret (mode 0600). */
export const DEV_JWT_SECRET_FILE = 'jwt-secret';

/** Per test process: random development secrets, the same for every app of the process (never on disk). */
const testSecrets = new Map<string, string>();

/**
 * A secret production must set, when it is unset: under NODE_ENV=test a random one per process; otherwise
 * `<dataDir>/<file>`, created once with 32 random bytes (hex, mode 0600) and read back on every start
 * (dev-secret-file.ts), so what was signed or committed with it survives a restart.
 */
function developmentSecret(dataDir: string, nodeEnv: string, file: string): string {
  if (nodeEnv !== 'test') return readOrCreateDevSecret(dataDir, file);
  if (!testSecrets.has(file)) testSecrets.set(file, crypto.randomBytes(32).toString('hex'));
  return testSecrets.get(file)!;
}

/**
 * The secret used when JWT_SECRET is unset (never in production, where it is required): `DATA_DIR/jwt-secret`
 * (`developmentSecret`), so OTP hashes, live tokens and identity keys survive a restart.
 */
export function developmentJwtSecret(dataDir: string, nodeEnv: string): string {
  return developmentSecret(dataDir, nodeEnv, DEV_JWT_SECRET_FILE);
}
const DEV_ADMIN_TOKEN = 'dev-admin-token';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const int = (def: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(def));

/** A decimal factor with at most 3 decimals in [min, max] (`0.5`, `1.1`), read as an integer ‰ (500, 1100). */
const permille = (def: string, min: number, max: number) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(def)
      .transform((v, c) => {
        const m = /^(\d{1,4})(?:\.(\d{1,3}))?$/.exec(v.trim());
        const x1000 = m ? Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0')) : NaN;
        if (!(x1000 >= min * 1000 && x1000 <= max * 1000)) {
          c.addIssue({
            code: 'custom',
            message: `must be a decimal factor of ${min}-${max} (at most 3 decimals), e.g. ${def}`,
          });
          return z.NEVER;
        }
        return x1000;
      }),
  );

/** PAYMENT_RAIL: one rail or several, comma- or space-separated (`demo,manual-bank-transfer`); the first is the main one. */
const paymentRails = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? [...new Set(v.split(/[\s,]+/).filter(Boolean))] : undefined),
  z.array(z.enum(PAYMENT_RAILS)).min(1).default(['demo']),
);

/**
 * TRUST_PROXY: false (default), true (every peer: only when nothing but the proxy can reach the api), or
 * the proxies' addresses/CIDRs, comma-separated (`loopback`, `10.0.0.0/8`...). No hop counts: Fastify
 * refuses them (they cannot check who the nearest peer is).
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((v, c): boolean | string[] => {
      const s = v.trim().toLowerCase();
      if (s === 'false') return false;
      if (s === 'true') return true;
      const list = s.split(',').map((x) => x.trim());
      if (list.every((x) => /^\d+$/.test(x))) {
        c.addIssue({ code: 'custom', message: 'hop counts are refused: name the proxies (e.g. loopback,10.0.0.0/8)' });
        return z.NEVER;
      }
      if (list.every((x) => /^([0-9a-f:.]+(\/\d{1,3})?|loopback|linklocal|uniquelocal)$/.test(x))) return list;
      c.addIssue({
        code: 'custom',
        message: "must be false, true or the proxies' addresses/CIDRs, comma-separated (e.g. loopback,10.0.0.0/8)",
      });
      return z.NEVER;
    }),
);

/** An http(s) URL's origin when `v` is exactly an origin (no path, query or credentials), else null. */
function originOf(v: string): string | null {
  try {
    const u = new URL(v);
    const bare = u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password;
    return (u.protocol === 'http:' || u.protocol === 'https:') && bare ? u.origin : null;
  } catch {
    return null;
  }
}

/** "a, b c" → the origins, or null when one is not an origin. */
export function parseOriginList(v: string): string[] | null {
  const items = v.split(/[\s,]+/).filter(Boolean);
  const origins = items.map(originOf);
  return origins.every((o): o is string => o !== null) ? [...new Set(origins)] : null;
}

/** "pub=int, pub2=int2" → {pub: int}, or null when a pair is malformed. */
export function parseOriginMap(v: string): Record<string, string> | null {
  const map: Record<string, string> = {};
  for (const pair of v.split(/[\s,]+/).filter(Boolean)) {
    const [from, to, ...rest] = pair.split('=');
    const a = from ? originOf(from) : null;
    const b = to ? originOf(to) : null;
    if (!a || !b || rest.length) return null;
    map[a] = b;
  }
  return map;
}

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: int(3000, 1, 65535),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    /** Browser origins allowed to call the API cross-origin (comma-separated); unset = same origin only. */
    CORS_ORIGINS: optionalString,
    /**
     * Sentry DSN (issue 14): the shell's build reports with it, its origin joins the CSP's connect-src, and the api
     * reports its own unexpected errors (5xx) with @sentry/node. Unset = no error reporting. Checked the way the
     * SDK reads it (a DSN it cannot read would silently turn reporting off).
     */
    SENTRY_DSN: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^https?:\/\/\w+(:\w*)?@[\w.-]+(:\d+)?\/([^?#]*\/)?\d+$/,
          'must be a Sentry DSN: https://<public key>@<host>/<project id>',
        )
        .optional(),
    ),
    /** Error-reporting event sample rate (spec §9: 0.1), within 0..1 (spec §5). */
    SENTRY_SAMPLE_RATE: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ message: 'must be a number between 0 and 1' })
        .min(0, 'must be a number between 0 and 1')
        .max(1, 'must be a number between 0 and 1')
        .default(0.1),
    ),
    /** The `environment` of the api's Sentry events; default NODE_ENV. */
    SENTRY_ENVIRONMENT: optionalString,
    BODY_LIMIT_BYTES: int(64 * 1024, 1024, 1024 * 1024),
    REQUEST_TIMEOUT_MS: int(30_000, 1000, 600_000),
    DB_POOL_SIZE: int(10, 1, 200),
    DB_STATEMENT_TIMEOUT_MS: int(15_000, 100, 600_000),
    DB_LOCK_TIMEOUT_MS: int(5_000, 100, 600_000),
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: int(30_000, 100, 600_000),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: optionalString,
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    /** The key each yeekee round's secret is derived from (draw-games/yeekee/yeekee-secret.ts); never in the database. */
    YEEKEE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    /** Most shots one account may fire into one yeekee round: below the 20-shot quorum (1-19). */
    YEEKEE_MAX_SHOTS_PER_PLAYER: int(YEEKEE_MAX_SHOTS_PER_PLAYER, 1, YEEKEE_MIN_SHOTS - 1),
    ADMIN_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'log']).default('outbox')),
    /** The identity check's provider (POST users/kyc): `demo` compares with the registered bank account name. */
    KYC_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['demo']).default('demo')),
    PAYMENT_RAIL: paymentRails,
    /** Withdrawals (issue 11): the most a player may withdraw per Bangkok day, and the least per withdraw, baht. */
    WITHDRAW_MAX_PER_DAY_BAHT: int(50_000, 1, 100_000_000),
    WITHDRAW_MIN_BAHT: int(100, 1, 100_000_000),
    /** The account players transfer to on the manual-bank-transfer rail, shown to them as written. */
    DEPOSIT_BANK_ACCOUNT: optionalString,
    SHARED_DATA_DIR: optionalString,
    STATIC_ROOT: optionalString,
    CLOCK_START: z.preprocess(
      emptyToUndefined,
      z.iso
        .datetime({ offset: true, message: 'must be an ISO-8601 instant, e.g. 2026-05-02T10:00:00+07:00' })
        .optional(),
    ),
    PIN_BLOCK_MINUTES: int(30, 1, 7 * 24 * 60),
    /** Rate limits (http/rate-limit.ts): requests per window per IP on each auth door. */
    RATE_LIMIT_AUTH_PER_MINUTE: int(20, 1, 1_000_000),
    /** Per IP on the ops login (its own counter: ops and players behind one office NAT do not share). */
    RATE_LIMIT_OPS_LOGIN_PER_MINUTE: int(10, 1, 1_000_000),
    /** Per player (user id, however many sessions) on bets, mini-game stakes, lottery-shop booking/checkout and deposits. */
    RATE_LIMIT_PLAY_PER_MINUTE: int(60, 1, 1_000_000),
    /** Per IP on the public reads whose cost grows with data (famous numbers, official results, ticket search). */
    RATE_LIMIT_PUBLIC_PER_MINUTE: int(120, 1, 1_000_000),
    /** Per account on chat messages. */
    RATE_LIMIT_CHAT_PER_MINUTE: int(20, 1, 1_000_000),
    /** Per account on yeekee shots (free, but each is a row and a live message). */
    RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE: int(60, 1, 1_000_000),
    /** Live layer (live/): how long a subscribe long poll is held before an empty answer (SDK waits 310 s). */
    LIVE_HOLD_SECONDS: int(280, 1, 300),
    /** Live layer: lifetime of a live token (never past the player's session), minutes. */
    LIVE_TOKEN_TTL_MINUTES: int(720, 1, 7 * 24 * 60),
    /** Chat: a slip paid at least this many baht is announced in the community chat (chat/announce-big-wins.ts). */
    CHAT_BIG_WIN_BAHT: int(10_000, 1, 1_000_000_000),
    /** The rate-limit window (ms); 60000 except in tests. */
    RATE_LIMIT_WINDOW_MS: int(60_000, 100, 3_600_000),
    /** Redis for the rate-limit counters shared by every api replica; unset = in memory. */
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    TRUST_PROXY: trustProxy,
    OTP_TTL_SECONDS: int(300, 30, 3600),
    SESSION_TTL_HOURS: int(24 * 7, 1, 24 * 365),
    /** Ops accounts (ops-accounts/): session lifetime, wrong passwords in a row before a lock, lock length. */
    OPS_SESSION_TTL_HOURS: int(12, 1, 24 * 366),
    OPS_LOGIN_MAX_FAILURES: int(5, 1, 100),
    OPS_LOGIN_LOCK_MINUTES: int(15, 1, 7 * 24 * 60),
    /**
     * argon2id cost of new PIN and ops-password hashes (auth/pin.ts): memory in KiB and passes. The defaults are
     * OWASP's minimum (19 MiB, 2 passes), also the floor under NODE_ENV=production; tests lower them (cheap hashes).
     */
    PASSWORD_HASH_MEMORY_KIB: int(19_456, 64, 1_048_576),
    PASSWORD_HASH_PASSES: int(2, 1, 10),
    /** Hours a new ops account waits before it may enter or confirm a result or confirm another's change (0-720). */
    OPS_NEW_ACCOUNT_HOLD_HOURS: int(24, 0, 720),
    /** The band around the catalogue default an ops rate/limit/cap change may take alone (factors; beyond = a second operator confirms). */
    OPS_CHANGE_BAND_MIN: permille('0.5', 0, 1),
    OPS_CHANGE_BAND_MAX: permille('1.1', 1, 1000),
    /** Hours a pending (out-of-band) ops change waits for a second operator before it expires (1-720). */
    OPS_CHANGE_PENDING_HOURS: int(24, 1, 720),
    SCHEDULER_INTERVAL_MS: int(5000, 200, 600_000),
    // api processes on this machine (node:cluster): PostgreSQL only; the embedded PGlite is one process
    WEB_CONCURRENCY: int(1, 1, 64),
    /** Player protection: minutes between reality checks when the player has not chosen (1-1440). */
    REALITY_CHECK_MINUTES: int(60, 1, 24 * 60),
    /** Player protection: hours before a raised (or removed) deposit/loss limit applies (1-720). */
    LIMIT_RAISE_DELAY_HOURS: int(24, 1, 720),
    /** House exposure: default cap on what one number pays if it wins, per round and kind (baht). */
    EXPOSURE_CAP_BAHT: int(2_000_000, 0, 1_000_000_000),
    /** Mini-games: what each win multiplies a streak's payout by (1.01-10, 2 decimals); ops may override per game. */
    MINIGAME_MULTIPLIER: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('1.96')
        .transform((v, c) => {
          const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(v.trim());
          const x100 = m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : NaN;
          if (!(x100 >= 101 && x100 <= 1000)) {
            c.addIssue({
              code: 'custom',
              message: 'must be a multiplier of 1.01-10 with at most 2 decimals, e.g. 1.96',
            });
            return z.NEVER;
          }
          return x100;
        }),
    ),
    /** Mini-games: the largest payout of one streak slip (baht); a slip is cashed out when another win would pass it. */
    MINIGAME_MAX_PAYOUT_BAHT: int(100_000, 1, 1_000_000_000),
    /** Friend invite: the referrer's default commission, basis points of the invitee's settled stake (0-5000). */
    INVITE_COMMISSION_BPS: int(100, 0, 5000),
    /** Tickets seeded per upcoming lottery-shop draw; unset = by driver (see lottery-shop/shop-game.ts). */
    LOTTERY_SEED_TICKETS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(5_000_000).optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** `pretty` (pino-pretty: one readable line per event) or `json` (one JSON object per line, for collectors). */
    LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['pretty', 'json']).optional()),
    APP_VERSION: z.preprocess(emptyToUndefined, z.string().default('0.1.0')),
    REMOTE_GAMES_URL: optionalString,
    REMOTE_LOTTERY_SHOP_URL: optionalString,
    REMOTE_MINIGAMES_URL: optionalString,
    REMOTE_WALLET_URL: optionalString,
    REMOTE_CHAT_URL: optionalString,
    REMOTE_BACKOFFICE_URL: optionalString,
    /** More origins ops may point a remote at (PUT backoffice/remotes) and a developer's local override may load from. */
    REMOTE_ALLOWED_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .refine((v) => v === undefined || parseOriginList(v) !== null, {
          message: 'must be http(s) origins (scheme://host[:port], no path), separated by commas or spaces',
        }),
    ),
    /** LINE Login (api/src/line-link/): the OpenID provider's issuer; unset = LINE in production, else the local one. */
    LINE_ISSUER: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be an http(s) URL' }),
    ),
    /** LINE Login channel id (the OpenID client id) and secret; unset outside production = the local provider's. */
    LINE_CHANNEL_ID: optionalString,
    LINE_CHANNEL_SECRET: optionalString,
    /** The Messaging API channel's secret: LINE signs its webhook (follow/unfollow) with it. */
    LINE_MESSAGING_CHANNEL_SECRET: optionalString,
    /** `public=internal` origin pairs: where the api fetches a remote's mf-manifest.json from (compose network). */
    REMOTE_MANIFEST_ORIGIN_MAP: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .refine((v) => v === undefined || parseOriginMap(v) !== null, {
          message: 'must be public=internal pairs of http(s) origins, separated by commas or spaces',
        }),
    ),
    /** The audit trail's HMAC key(s), never stored in the database (audit/audit-signature.ts): the first signs. */
    AUDIT_SIGNING_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .refine((v) => v === undefined || splitKeys(v).every((k) => k.length >= 32), {
          message: 'must be one key of at least 32 characters, or several separated by commas (the first signs)',
        }),
    ),
  })
  .superRefine((e, ctx) => {
    // the development ops token is public knowledge: never on a server other machines can reach
    if (!e.ADMIN_API_TOKEN && !['127.0.0.1', 'localhost', '::1'].includes(e.HOST))
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_API_TOKEN'],
        message: `is required when HOST=${e.HOST} exposes the server beyond this machine`,
      });
    if (e.JWT_SECRET === DEV_JWT_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'is the former public development default: set a secret, or unset it outside production',
      });
    if (e.NODE_ENV === 'production') {
      if (!e.JWT_SECRET)
        ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
      if (!e.YEEKEE_SECRET_KEY)
        ctx.addIssue({ code: 'custom', path: ['YEEKEE_SECRET_KEY'], message: 'is required when NODE_ENV=production' });
      if (!e.ADMIN_API_TOKEN)
        ctx.addIssue({ code: 'custom', path: ['ADMIN_API_TOKEN'], message: 'is required when NODE_ENV=production' });
      if (e.ADMIN_API_TOKEN === DEV_ADMIN_TOKEN)
        ctx.addIssue({
          code: 'custom',
          path: ['ADMIN_API_TOKEN'],
          message: 'is the development default: set a secret',
        });
      if (e.SMS_PROVIDER === 'outbox')
        ctx.addIssue({
          code: 'custom',
          path: ['SMS_PROVIDER'],
          message: 'outbox keeps OTPs readable in the database: it is for development only',
        });
      if (e.LINE_ISSUER?.startsWith('http:'))
        ctx.addIssue({ code: 'custom', path: ['LINE_ISSUER'], message: 'must be https when NODE_ENV=production' });
      if (e.CLOCK_START)
        ctx.addIssue({
          code: 'custom',
          path: ['CLOCK_START'],
          message: 'is refused when NODE_ENV=production (tests only)',
        });
    }
    if (e.WEB_CONCURRENCY > 1) {
      if (!e.DATABASE_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['WEB_CONCURRENCY'],
          message: 'above 1 needs DATABASE_URL (PostgreSQL): the embedded PGlite is one process',
        });
      if (!e.REDIS_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['WEB_CONCURRENCY'],
          message:
            'above 1 needs REDIS_URL: rate limits kept in each process would let N times as many requests through',
        });
      if (!e.JWT_SECRET && e.NODE_ENV === 'test')
        ctx.addIssue({
          code: 'custom',
          path: ['WEB_CONCURRENCY'],
          message:
            'above 1 needs JWT_SECRET under NODE_ENV=test: each process would sign with a random secret of its own',
        });
    }
    if (e.NODE_ENV === 'production' && !e.AUDIT_SIGNING_KEY)
      ctx.addIssue({ code: 'custom', path: ['AUDIT_SIGNING_KEY'], message: 'is required when NODE_ENV=production' });
    if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_MEMORY_KIB < 19_456)
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_MEMORY_KIB'],
        message: 'must be at least 19456 (19 MiB) when NODE_ENV=production',
      });
    if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_PASSES < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_PASSES'],
        message: 'must be at least 2 when NODE_ENV=production',
      });
  });

/** AUDIT_SIGNING_KEY's keys: comma-separated, trimmed. */
function splitKeys(v: string): string[] {
  return v.split(',').map((k) => k.trim());
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Origins allowed by CORS (exact `scheme://host[:port]`); empty = same-origin only. */
  corsOrigins: string[];
  /** Sentry DSN of the front end, if any (CSP connect-src). */
  sentryDsn: string | undefined;
  /** The api's own error reporting (monitoring/start-error-reporting.ts): off without a DSN. */
  errorReporting: { dsn: string | undefined; sampleRate: number; environment: string };
  /** Largest JSON body accepted by a route that does not raise it (bytes). */
  bodyLimitBytes: number;
  /** A request still unanswered after this long is ended (408). */
  requestTimeoutMs: number;
  /** PostgreSQL pool size and per-session guards (statement, lock wait, idle in transaction), in ms. */
  dbPoolSize: number;
  dbStatementTimeoutMs: number;
  dbLockTimeoutMs: number;
  dbIdleInTransactionTimeoutMs: number;
  /** PostgreSQL URL; undefined = embedded PGlite at `dataDir/pg`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * HMAC key for OTP hashes, live tokens and identity keys: JWT_SECRET, else (development and test only)
   * the generated secret of `developmentJwtSecret` (DATA_DIR/jwt-secret).
   */
  jwtSecret: string;
  /**
   * The key yeekee round secrets are derived from (YEEKEE_SECRET_KEY; required in production). Unset: in
   * development a random key kept in `DATA_DIR/yeekee-secret.key`, in tests a random key per process.
   */
  yeekeeSecretKey: string;
  /** Most shots one account may fire into one yeekee round (YEEKEE_MAX_SHOTS_PER_PLAYER). */
  yeekeeMaxShotsPerPlayer: number;
  /** Bootstrap bearer token: it can only create the first ops user (POST backoffice/ops-users). */
  adminApiToken: string;
  smsProvider: 'outbox' | 'log';
  /** Who checks the identity of `POST users/kyc` (KYC_PROVIDER): `demo` = the registered bank account name and age. */
  kycProvider: 'demo';
  /** The main payment rail (the first of PAYMENT_RAIL). */
  paymentRail: PaymentRail;
  /** Every rail that is on (PAYMENT_RAIL): `demo` deposits at once, `manual-bank-transfer` deposits confirmed by ops. */
  paymentRails: readonly PaymentRail[];
  /** The most a player may withdraw per Bangkok day, satang (WITHDRAW_MAX_PER_DAY_BAHT). */
  withdrawMaxPerDaySatang: number;
  /** The least per withdraw, satang (WITHDRAW_MIN_BAHT). */
  withdrawMinSatang: number;
  /** Where manual bank-transfer deposits go, as shown to players (DEPOSIT_BANK_ACCOUNT), or null. */
  depositBankAccount: string | null;
  /** The real past results (GLO, XSMB, Laos, index closes): the repository's `data/` unless SHARED_DATA_DIR says. */
  sharedDataDir: string;
  /** Where `shell/dist` and `mfe-*\/dist` are looked up. */
  staticRoot: string;
  /** When set, the server clock starts at this instant and runs forward in real time (tests only). */
  clockStart: Date | undefined;
  /** First PIN lockout (minutes); each consecutive lockout doubles it, up to 24 h (auth/login.ts). */
  pinBlockMinutes: number;
  /** Requests per rate-limit window per IP on each auth door (RATE_LIMIT_AUTH_PER_MINUTE). */
  rateLimitAuthPerMinute: number;
  /** Requests per window per IP on the ops login (RATE_LIMIT_OPS_LOGIN_PER_MINUTE). */
  rateLimitOpsLoginPerMinute: number;
  /** Requests per window per player on bets, mini-game stakes, shop booking/checkout, deposits (RATE_LIMIT_PLAY_PER_MINUTE). */
  rateLimitPlayPerMinute: number;
  /** Requests per window per IP on the public data reads (RATE_LIMIT_PUBLIC_PER_MINUTE). */
  rateLimitPublicPerMinute: number;
  /** Chat messages per window per player (RATE_LIMIT_CHAT_PER_MINUTE). */
  rateLimitChatPerMinute: number;
  /** Yeekee shots per window per player (RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE). */
  rateLimitYeekeeShotPerMinute: number;
  /** How long a live subscribe long poll is held, ms (LIVE_HOLD_SECONDS, 280 s). */
  liveHoldMs: number;
  /** Lifetime of a live token, minutes (LIVE_TOKEN_TTL_MINUTES, 720); capped by the player's session. */
  liveTokenTtlMinutes: number;
  /** A payout of at least this is announced in the chat, satang (CHAT_BIG_WIN_BAHT, 10,000 baht). */
  chatBigWinSatang: number;
  /** The rate-limit window in ms (RATE_LIMIT_WINDOW_MS, 60000). */
  rateLimitWindowMs: number;
  /**
   * API processes on this machine (WEB_CONCURRENCY, node:cluster, default 1): above 1 only with PostgreSQL and Redis
   * (validated here), each process a full server sharing the port; the scheduler's advisory lock and the live
   * layer's LISTEN work across them as across replicas.
   */
  webConcurrency: number;
  /** Redis for shared rate-limit counters (REDIS_URL); undefined = in memory per process. */
  redisUrl: string | undefined;
  /** Fastify's `trustProxy` (TRUST_PROXY): whose X-Forwarded-For gives `request.ip`. */
  trustProxy: boolean | string[];
  otpTtlSeconds: number;
  sessionTtlHours: number;
  /** Ops session lifetime, hours (OPS_SESSION_TTL_HOURS). */
  opsSessionTtlHours: number;
  /** Wrong ops passwords in a row that lock the account (OPS_LOGIN_MAX_FAILURES). */
  opsLoginMaxFailures: number;
  /** How long a locked ops account stays locked, minutes (OPS_LOGIN_LOCK_MINUTES). */
  opsLoginLockMinutes: number;
  /** argon2id cost of new PIN and password hashes (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES). */
  passwordHash: { memoryKib: number; passes: number };
  /** Hours a new ops account may not act as maker or checker of results and changes (OPS_NEW_ACCOUNT_HOLD_HOURS). */
  opsNewAccountHoldHours: number;
  /** The band an ops change of a rate, stake limit or exposure cap may take alone, ‰ of the catalogue default (OPS_CHANGE_BAND_MIN/MAX ×1000: 500, 1100). */
  opsChangeBand: { minPermille: number; maxPermille: number };
  /** Hours an out-of-band change waits for a second operator's confirmation before it expires (OPS_CHANGE_PENDING_HOURS). */
  opsChangePendingHours: number;
  schedulerIntervalMs: number;
  /** Default reality-check interval, minutes (REALITY_CHECK_MINUTES). */
  realityCheckMinutes: number;
  /** Delay before a raised or removed deposit/loss limit applies, hours (LIMIT_RAISE_DELAY_HOURS). */
  limitRaiseDelayHours: number;
  /** Default cap per (round, kind, number) on the payout if that number wins, satang (EXPOSURE_CAP_BAHT). */
  exposureCapSatang: number;
  /** Mini-games' default multiplier per win, ×100 (MINIGAME_MULTIPLIER 1.96 → 196). */
  minigameMultiplierX100: number;
  /** Mini-games' default largest payout of a slip, satang (MINIGAME_MAX_PAYOUT_BAHT, 100,000 baht). */
  minigameMaxPayoutSatang: number;
  /** Friend invite's default commission, basis points of settled stakes, until ops set one (INVITE_COMMISSION_BPS). */
  inviteCommissionBps: number;
  /** Tickets seeded per upcoming lottery-shop draw (LOTTERY_SEED_TICKETS); undefined = default by driver. */
  lotterySeedTickets: number | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_FORMAT: pretty by default in development (`npm start`), JSON in production and tests. */
  logFormat: 'pretty' | 'json';
  appVersion: string;
  /** Remote entry overrides (absolute mf-manifest.json URLs) by registry name. */
  remoteUrls: Partial<Record<keyof typeof REMOTE_ENV_NAMES, string>>;
  /** REMOTE_ALLOWED_ORIGINS: origins allowed beyond the remote URLs' own (CSP, registry entries, local overrides). */
  remoteAllowedOrigins: string[];
  /** REMOTE_MANIFEST_ORIGIN_MAP: public origin → origin the api fetches a remote's manifest from. */
  remoteManifestOriginMap: Record<string, string>;
  /** Messaging-app linking through LINE Login (api/src/line-link/, README "LINE linking"). */
  line: LineConfig;
  /** True when ADMIN_API_TOKEN was not set and the development token is in use (printed at start). */
  usesDevAdminToken: boolean;
  /**
   * AUDIT_SIGNING_KEY's keys (the first signs audit rows, all verify; empty = development key file under dataDir,
   * audit/audit-signing-key.ts). Required in production.
   */
  auditSigningKeys: string[];
  /** Messages about insecure development defaults, logged at start. */
  warnings: string[];
}

/** LINE Login as the api's OpenID client uses it (LINE_ISSUER, LINE_CHANNEL_ID, LINE_CHANNEL_SECRET). */
export interface LineConfig {
  /** The issuer discovered at `{issuer}/.well-known/openid-configuration`. */
  issuer: string;
  /** The OpenID client id and secret; undefined = linking is off (production without a channel). */
  channelId: string | undefined;
  channelSecret: string | undefined;
  /** The Messaging API channel secret checking `x-line-signature` of `POST line/webhook`; undefined = refused. */
  messagingChannelSecret: string | undefined;
  /** True when the issuer is the local provider the api serves at /dev/oidc (api/src/dev/line-login/). */
  localProvider: boolean;
  /** Where the friendship with the official account is read (LINE: api.line.me/friendship/v1/status). */
  friendshipStatusUrl: string;
}

/** The LINE Login issuer and its friendship-status endpoint (README "LINE linking"). */
export const LINE_ISSUER = 'https://access.line.me';
const LINE_FRIENDSHIP_STATUS_URL = 'https://api.line.me/friendship/v1/status';
/** The local provider's client (api/src/dev/line-login/): public knowledge, development and tests only. */
export const DEV_LINE_CHANNEL = {
  id: 'dev-line-channel',
  secret: 'dev-line-channel-secret',
  messagingSecret: 'dev-line-messaging-secret',
};

/** Thrown when the environment is invalid; `message` lists every problem, one per line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. Throws ConfigError listing every invalid variable.
 * `env` defaults to process.env; tests pass their own.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const warnings: string[] = [];
  if (!e.JWT_SECRET)
    warnings.push(
      e.NODE_ENV === 'test'
        ? 'JWT_SECRET is not set: using a random secret for this process'
        : `JWT_SECRET is not set: using the generated development secret in ${path.join(dataDir, DEV_JWT_SECRET_FILE)}`,
    );
  if (!e.YEEKEE_SECRET_KEY && e.NODE_ENV === 'development')
    warnings.push(`YEEKEE_SECRET_KEY is not set: using the development key kept in ${dataDir}/yeekee-secret.key`);
  if (!e.ADMIN_API_TOKEN)
    warnings.push(
      `ADMIN_API_TOKEN is not set: the bootstrap token (it creates the first ops user) is "${DEV_ADMIN_TOKEN}" (development only)`,
    );
  if (e.CLOCK_START) warnings.push(`CLOCK_START is set: the server clock starts at ${e.CLOCK_START}`);
  const localLine = !e.LINE_ISSUER && e.NODE_ENV !== 'production';
  const lineIssuer = (
    e.LINE_ISSUER ??
    (localLine ? `http://${['0.0.0.0', '::'].includes(e.HOST) ? 'localhost' : e.HOST}:${e.PORT}/dev/oidc` : LINE_ISSUER)
  ).replace(/\/$/, '');
  const line: LineConfig = {
    issuer: lineIssuer,
    channelId: e.LINE_CHANNEL_ID ?? (localLine ? DEV_LINE_CHANNEL.id : undefined),
    channelSecret: e.LINE_CHANNEL_SECRET ?? (localLine ? DEV_LINE_CHANNEL.secret : undefined),
    messagingChannelSecret:
      e.LINE_MESSAGING_CHANNEL_SECRET ?? (localLine ? DEV_LINE_CHANNEL.messagingSecret : undefined),
    localProvider: localLine,
    // LINE keeps it on another host; any other provider (the local one) serves it under its issuer
    friendshipStatusUrl: lineIssuer === LINE_ISSUER ? LINE_FRIENDSHIP_STATUS_URL : `${lineIssuer}/friendship/v1/status`,
  };
  if (!line.channelId || !line.channelSecret)
    warnings.push('LINE_CHANNEL_ID or LINE_CHANNEL_SECRET is not set: messaging-app linking answers 503');
  const remoteUrls: Config['remoteUrls'] = {};
  for (const [name, envName] of Object.entries(REMOTE_ENV_NAMES) as [keyof typeof REMOTE_ENV_NAMES, string][]) {
    const v = e[envName as keyof typeof e];
    if (typeof v === 'string') remoteUrls[name] = v;
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/$/, ''))
      .filter(Boolean),
    sentryDsn: e.SENTRY_DSN,
    errorReporting: {
      dsn: e.SENTRY_DSN,
      sampleRate: e.SENTRY_SAMPLE_RATE,
      environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    dbPoolSize: e.DB_POOL_SIZE,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    dbLockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
    dbIdleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? developmentJwtSecret(dataDir, e.NODE_ENV),
    yeekeeSecretKey: e.YEEKEE_SECRET_KEY ?? developmentSecret(dataDir, e.NODE_ENV, 'yeekee-secret.key'),
    yeekeeMaxShotsPerPlayer: e.YEEKEE_MAX_SHOTS_PER_PLAYER,
    adminApiToken: e.ADMIN_API_TOKEN ?? DEV_ADMIN_TOKEN,
    smsProvider: e.SMS_PROVIDER,
    kycProvider: e.KYC_PROVIDER,
    paymentRail: e.PAYMENT_RAIL[0]!,
    paymentRails: e.PAYMENT_RAIL,
    withdrawMaxPerDaySatang: e.WITHDRAW_MAX_PER_DAY_BAHT * 100,
    withdrawMinSatang: e.WITHDRAW_MIN_BAHT * 100,
    depositBankAccount: e.DEPOSIT_BANK_ACCOUNT ?? null,
    sharedDataDir: path.resolve(e.SHARED_DATA_DIR ?? path.join(REPO_ROOT, 'data')),
    staticRoot: path.resolve(e.STATIC_ROOT ?? REPO_ROOT),
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    pinBlockMinutes: e.PIN_BLOCK_MINUTES,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    rateLimitOpsLoginPerMinute: e.RATE_LIMIT_OPS_LOGIN_PER_MINUTE,
    rateLimitPlayPerMinute: e.RATE_LIMIT_PLAY_PER_MINUTE,
    rateLimitPublicPerMinute: e.RATE_LIMIT_PUBLIC_PER_MINUTE,
    rateLimitChatPerMinute: e.RATE_LIMIT_CHAT_PER_MINUTE,
    rateLimitYeekeeShotPerMinute: e.RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE,
    rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
    liveHoldMs: e.LIVE_HOLD_SECONDS * 1000,
    liveTokenTtlMinutes: e.LIVE_TOKEN_TTL_MINUTES,
    chatBigWinSatang: e.CHAT_BIG_WIN_BAHT * 100,
    redisUrl: e.REDIS_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    trustProxy: e.TRUST_PROXY,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    opsSessionTtlHours: e.OPS_SESSION_TTL_HOURS,
    opsLoginMaxFailures: e.OPS_LOGIN_MAX_FAILURES,
    opsLoginLockMinutes: e.OPS_LOGIN_LOCK_MINUTES,
    passwordHash: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    opsNewAccountHoldHours: e.OPS_NEW_ACCOUNT_HOLD_HOURS,
    opsChangeBand: { minPermille: e.OPS_CHANGE_BAND_MIN, maxPermille: e.OPS_CHANGE_BAND_MAX },
    opsChangePendingHours: e.OPS_CHANGE_PENDING_HOURS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    realityCheckMinutes: e.REALITY_CHECK_MINUTES,
    limitRaiseDelayHours: e.LIMIT_RAISE_DELAY_HOURS,
    exposureCapSatang: e.EXPOSURE_CAP_BAHT * 100,
    minigameMultiplierX100: e.MINIGAME_MULTIPLIER,
    minigameMaxPayoutSatang: e.MINIGAME_MAX_PAYOUT_BAHT * 100,
    inviteCommissionBps: e.INVITE_COMMISSION_BPS,
    lotterySeedTickets: e.LOTTERY_SEED_TICKETS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    appVersion: e.APP_VERSION,
    remoteUrls,
    remoteAllowedOrigins: parseOriginList(e.REMOTE_ALLOWED_ORIGINS ?? '') ?? [],
    remoteManifestOriginMap: parseOriginMap(e.REMOTE_MANIFEST_ORIGIN_MAP ?? '') ?? {},
    line,
    usesDevAdminToken: !e.ADMIN_API_TOKEN,
    auditSigningKeys: e.AUDIT_SIGNING_KEY ? splitKeys(e.AUDIT_SIGNING_KEY) : [],
    warnings,
  };
}
