/**
 * The api's configuration: the only module that reads `process.env` (STYLE.md). Validated with zod at
 * start; a bad value stops the server with a message naming the variable and what is expected.
 */
import path from 'node:path';
import { z } from 'zod';

/** Repository root (api/src/.. /..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const REMOTE_ENV_NAMES = {
  games: 'REMOTE_GAMES_URL',
  lotteryShop: 'REMOTE_LOTTERY_SHOP_URL',
  minigames: 'REMOTE_MINIGAMES_URL',
  wallet: 'REMOTE_WALLET_URL',
  chat: 'REMOTE_CHAT_URL',
} as const;

const DEV_JWT_SECRET = 'dev-only-secret-change-me';
const DEV_ADMIN_TOKEN = 'dev-admin-token';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const int = (def: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(def));

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: int(3000, 1, 65535),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATA_DIR: optionalString,
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
    ADMIN_API_TOKEN: z.preprocess(emptyToUndefined, z.string().min(12, 'must be at least 12 characters').optional()),
    SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'log']).default('outbox')),
    PAYMENT_RAIL: z.preprocess(emptyToUndefined, z.enum(['demo']).default('demo')),
    SHARED_DATA_DIR: optionalString,
    STATIC_ROOT: optionalString,
    CLOCK_START: z.preprocess(
      emptyToUndefined,
      z.iso
        .datetime({ offset: true, message: 'must be an ISO-8601 instant, e.g. 2026-05-02T10:00:00+07:00' })
        .optional(),
    ),
    PIN_BLOCK_MINUTES: int(30, 1, 7 * 24 * 60),
    OTP_TTL_SECONDS: int(300, 30, 3600),
    SESSION_TTL_HOURS: int(24 * 7, 1, 24 * 365),
    SCHEDULER_INTERVAL_MS: int(5000, 200, 600_000),
    /** Tickets seeded per upcoming lottery-shop draw; unset = by driver (see lottery-shop/shop-game.ts). */
    LOTTERY_SEED_TICKETS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(5_000_000).optional()),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    APP_VERSION: z.preprocess(emptyToUndefined, z.string().default('0.1.0')),
    REMOTE_GAMES_URL: optionalString,
    REMOTE_LOTTERY_SHOP_URL: optionalString,
    REMOTE_MINIGAMES_URL: optionalString,
    REMOTE_WALLET_URL: optionalString,
    REMOTE_CHAT_URL: optionalString,
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV === 'production') {
      if (!e.JWT_SECRET)
        ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
      if (!e.ADMIN_API_TOKEN)
        ctx.addIssue({ code: 'custom', path: ['ADMIN_API_TOKEN'], message: 'is required when NODE_ENV=production' });
      if (e.CLOCK_START)
        ctx.addIssue({
          code: 'custom',
          path: ['CLOCK_START'],
          message: 'is refused when NODE_ENV=production (tests only)',
        });
    }
  });

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** PostgreSQL URL; undefined = embedded PGlite at `dataDir/pg`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** HMAC key for OTP hashes (and later signed tokens). */
  jwtSecret: string;
  /** Bootstrap ops bearer token for /api/v1/backoffice. */
  adminApiToken: string;
  smsProvider: 'outbox' | 'log';
  paymentRail: 'demo';
  sharedDataDir: string;
  /** Where `shell/dist` and `mfe-*\/dist` are looked up. */
  staticRoot: string;
  /** When set, the server clock starts at this instant and runs forward in real time (tests only). */
  clockStart: Date | undefined;
  pinBlockMinutes: number;
  otpTtlSeconds: number;
  sessionTtlHours: number;
  schedulerIntervalMs: number;
  /** Tickets seeded per upcoming lottery-shop draw (LOTTERY_SEED_TICKETS); undefined = default by driver. */
  lotterySeedTickets: number | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  appVersion: string;
  /** Remote entry overrides (absolute mf-manifest.json URLs) by registry name. */
  remoteUrls: Partial<Record<keyof typeof REMOTE_ENV_NAMES, string>>;
  /** Messages about insecure development defaults, logged at start. */
  warnings: string[];
}

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
  const warnings: string[] = [];
  if (!e.JWT_SECRET) warnings.push('JWT_SECRET is not set: using an insecure development default');
  if (!e.ADMIN_API_TOKEN)
    warnings.push(`ADMIN_API_TOKEN is not set: the ops token is "${DEV_ADMIN_TOKEN}" (development only)`);
  if (e.CLOCK_START) warnings.push(`CLOCK_START is set: the server clock starts at ${e.CLOCK_START}`);
  const remoteUrls: Config['remoteUrls'] = {};
  for (const [name, envName] of Object.entries(REMOTE_ENV_NAMES) as [keyof typeof REMOTE_ENV_NAMES, string][]) {
    const v = e[envName as keyof typeof e];
    if (typeof v === 'string') remoteUrls[name] = v;
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    adminApiToken: e.ADMIN_API_TOKEN ?? DEV_ADMIN_TOKEN,
    smsProvider: e.SMS_PROVIDER,
    paymentRail: e.PAYMENT_RAIL,
    sharedDataDir: path.resolve(e.SHARED_DATA_DIR ?? path.join(REPO_ROOT, '..', 'shared', 'data')),
    staticRoot: path.resolve(e.STATIC_ROOT ?? REPO_ROOT),
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    pinBlockMinutes: e.PIN_BLOCK_MINUTES,
    otpTtlSeconds: e.OTP_TTL_SECONDS,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    lotterySeedTickets: e.LOTTERY_SEED_TICKETS,
    logLevel: e.LOG_LEVEL,
    appVersion: e.APP_VERSION,
    remoteUrls,
    warnings,
  };
}
