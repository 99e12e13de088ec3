/**
 * Rate limiting with @fastify/rate-limit, registered with `global: false`: only routes that name a limit
 * are counted. A route attaches one of `rateLimits(config)` through its options (Fastify's `config.rateLimit`):
 *
 *     route(wire.postAuthLogin, { summary, rateLimit: rateLimits(ctx.config).login }, handler)
 *
 * Every route naming the same limit shares ONE counter per key (e.g. `bet` across every game's bet
 * route), because the store below ignores the plugin's per-route split and the keys carry the limit's
 * name. Counting runs in `onRequest`: before the body is read and before any argon2 work; on a route
 * with its own `onRequest` guard (requireUser) the guard runs first, so a bad token is refused 401 (one
 * indexed lookup) without spending anyone's budget. Past the limit the answer is 429 `{service_code: 'E10429', service_message,
 * data: {retry_after_seconds}}` with `Retry-After` (seconds).
 *
 * Keys: the auth limits count per client IP (`request.ip`: the socket address, or X-Forwarded-For
 * resolved by Fastify's `trustProxy` = TRUST_PROXY); the play limits count per PLAYER: the bearer token
 * is resolved to its session's user id (one indexed lookup, cached a short while per token hash), so a
 * player holding three sessions still has one budget. A request without a bearer, or whose token is no
 * live player session (bogus, revoked, expired, an ops token), counts per IP: minting tokens gives no
 * fresh counter.
 * Store: in memory per process by default; with REDIS_URL, one Redis shared by every api replica. A
 * Redis outage lets requests through (logged): the database throttles of the auth doors still hold.
 */
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError, ErrorCode } from 'shared-contracts';
import type { Config } from '../config';
import { sha256 } from './crypto';

/** The named limits routes attach (`rateLimit: rateLimits(config).X` in their options). */
export interface RateLimits {
  /** POST auth/otp/request: per IP, RATE_LIMIT_AUTH_PER_MINUTE. */
  otpRequest: RateLimitOptions;
  /** POST auth/otp/verify: per IP, RATE_LIMIT_AUTH_PER_MINUTE. */
  otpVerify: RateLimitOptions;
  /** POST auth/login: per IP, RATE_LIMIT_AUTH_PER_MINUTE. */
  login: RateLimitOptions;
  /** POST backoffice/auth/login: per IP, RATE_LIMIT_OPS_LOGIN_PER_MINUTE (its own counter). */
  opsLogin: RateLimitOptions;
  /** POST auth/register: per IP, RATE_LIMIT_AUTH_PER_MINUTE. */
  register: RateLimitOptions;
  /** Placing bets (every draw game), mini-game stakes (`<game>/bet`) and the lottery-shop checkout: per player, RATE_LIMIT_PLAY_PER_MINUTE. */
  bet: RateLimitOptions;
  /** Lottery-shop cart booking: per player, RATE_LIMIT_PLAY_PER_MINUTE. */
  lotteryBook: RateLimitOptions;
  /** Deposits: per player, RATE_LIMIT_PLAY_PER_MINUTE. */
  deposit: RateLimitOptions;
  /** Chat messages (ready for the chat issue): per player, RATE_LIMIT_CHAT_PER_MINUTE. */
  chat: RateLimitOptions;
  /** Yeekee shots (`POST yeekee/predict`, free): per player, RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE. */
  yeekeeShot: RateLimitOptions;
  /** Live tokens (`POST live/token`): per player, or per IP for visitors, RATE_LIMIT_PLAY_PER_MINUTE. */
  liveToken: RateLimitOptions;
  /** LINE linking (`users/user/line/*`): per player, RATE_LIMIT_AUTH_PER_MINUTE. */
  lineLink: RateLimitOptions;
  /**
   * Public reads whose cost grows with data (famous numbers, official GLO results, ticket search and suggestions):
   * per IP, RATE_LIMIT_PUBLIC_PER_MINUTE, one counter across them.
   */
  publicRead: RateLimitOptions;
}

/** The client IP as the rate limiter sees it (IPv6 masked to its /64, IPv4-mapped folded to IPv4). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

const byIp = (name: string) => (request: FastifyRequest) => `${name}:ip:${clientIp(request)}`;

/**
 * Resolves a bearer token to the user id of its live player session, or null (unknown, revoked,
 * expired, not a player session). Registered by registerRateLimiting; read by the per-player keys.
 */
export type AccountResolver = (token: string) => Promise<number | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-player key's token resolver (http/rate-limit.ts). */
    rateLimitAccount: AccountResolver;
  }
}

const byAccount = (name: string) => async (request: FastifyRequest) => {
  // a route's own onRequest guard (requireUser) runs before this hook: its player is the key, no lookup
  if (request.user) return `${name}:user:${request.user.userId}`;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const userId = m ? await request.server.rateLimitAccount(m[1]!) : null;
  return userId !== null ? `${name}:user:${userId}` : `${name}:ip:${clientIp(request)}`;
};

/**
 * Wraps `lookup` (token hash → user id or null) in a bounded cache of the positive answers for `ttlMs`
 * (the key of a token stays its player's while cached even if the session is revoked meanwhile: the
 * auth guard refuses it anyway). Negative answers are not cached, so a flood of bogus tokens cannot
 * evict real ones; each costs one indexed lookup, as the auth guard's own.
 */
export function cachedAccountResolver(
  lookup: (tokenHash: string) => Promise<number | null>,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): AccountResolver {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { userId: number; until: number }>();
  return async (token) => {
    const hash = sha256(token);
    const hit = entries.get(hash);
    if (hit && hit.until > now()) return hit.userId;
    if (hit) entries.delete(hash);
    const userId = await lookup(hash);
    if (userId === null) return null;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(hash, { userId, until: now() + ttlMs });
    return userId;
  };
}

const cache = new WeakMap<Config, RateLimits>();

/** The named limits for a configuration (the same objects for the same config). */
export function rateLimits(config: Config): RateLimits {
  let limits = cache.get(config);
  if (limits) return limits;
  const timeWindow = config.rateLimitWindowMs;
  const ip = (name: string, max: number): RateLimitOptions => ({ max, timeWindow, keyGenerator: byIp(name) });
  const account = (name: string, max: number): RateLimitOptions => ({
    max,
    timeWindow,
    keyGenerator: byAccount(name),
  });
  limits = {
    otpRequest: ip('otp-request', config.rateLimitAuthPerMinute),
    otpVerify: ip('otp-verify', config.rateLimitAuthPerMinute),
    login: ip('login', config.rateLimitAuthPerMinute),
    opsLogin: ip('ops-login', config.rateLimitOpsLoginPerMinute),
    register: ip('register', config.rateLimitAuthPerMinute),
    bet: account('bet', config.rateLimitPlayPerMinute),
    lotteryBook: account('lottery-book', config.rateLimitPlayPerMinute),
    deposit: account('deposit', config.rateLimitPlayPerMinute),
    chat: account('chat', config.rateLimitChatPerMinute),
    yeekeeShot: account('yeekee-shot', config.rateLimitYeekeeShotPerMinute),
    liveToken: account('live-token', config.rateLimitPlayPerMinute),
    lineLink: account('line-link', config.rateLimitAuthPerMinute),
    publicRead: ip('public-read', config.rateLimitPublicPerMinute),
  };
  cache.set(config, limits);
  return limits;
}

/**
 * The plugin gives each route its own child store (so `groupId` cannot share a counter across routes):
 * this wrapper hands every route the same store; the keys already carry the limit's name.
 */
function sharedStore(inner: FastifyRateLimitStore) {
  return class SharedStore implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
      inner.incr(...args);
    }
    child() {
      return this;
    }
  };
}

/** The 429 envelope (the plugin sets Retry-After and X-RateLimit-* itself). */
function tooManyRequests(_request: FastifyRequest, context: { ttl: number }): AppError {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  return new AppError(ErrorCode.TOO_MANY_REQUESTS, `too many requests: retry in ${seconds} s`, {
    retry_after_seconds: seconds,
  });
}

/**
 * Registers @fastify/rate-limit on `app` (before the routes: it hooks them as they are added), with
 * the Redis store when REDIS_URL is set (the client closes with the app). `resolveAccount` turns a
 * bearer token into the player whose budget it spends (the per-player limits).
 */
export async function registerRateLimiting(
  app: FastifyInstance,
  config: Config,
  resolveAccount: AccountResolver,
): Promise<void> {
  app.decorate('rateLimitAccount', resolveAccount);
  let inner: FastifyRateLimitStore;
  if (config.redisUrl) {
    // no offline queue: while Redis is away a request is not held, it passes (skipOnError)
    const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'rate-limit redis error'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    inner = new RedisStore(false, false, redis, 'tl-rate-limit:');
  } else {
    inner = new LocalStore(false, false, 50_000);
  }
  await app.register(fastifyRateLimit, {
    global: false,
    store: sharedStore(inner),
    skipOnError: true,
    hook: 'onRequest',
    errorResponseBuilder: tooManyRequests,
  });
}
