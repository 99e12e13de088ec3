/**
 * Rate limiting with @fastify/rate-limit, registered with `global: false`: only routes that name a limit
 * are counted. A route attaches one of `rateLimits(config)` through its route config:
 *
 *     app.post('/auth/login', { config: { rateLimit: rateLimits(ctx.config).login }, schema: ... }, handler)
 *
 * Every route naming the same limit shares ONE counter per key (e.g. `bet` across every game's bet
 * route), because the store below ignores the plugin's per-route split and the keys carry the limit's
 * name. Counting runs in `onRequest`: before the body is read, before authentication and before any
 * argon2 work. Past the limit the answer is 429 `{service_code: 'E10429', service_message,
 * data: {retry_after_seconds}}` with `Retry-After` (seconds).
 *
 * Keys: the auth limits count per client IP (`request.ip`: the socket address, or X-Forwarded-For
 * resolved by Fastify's `trustProxy` = TRUST_PROXY); the play limits count per account (sha256 of the
 * bearer token, cheap and never stored in clear; requests without a bearer count per IP).
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

/** The named limits routes attach (`config: { rateLimit: rateLimits(config).X }`). */
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
  /** Placing bets (every draw game) and the lottery-shop checkout: per account, RATE_LIMIT_PLAY_PER_MINUTE. */
  bet: RateLimitOptions;
  /** Lottery-shop cart booking: per account, RATE_LIMIT_PLAY_PER_MINUTE. */
  lotteryBook: RateLimitOptions;
  /** Deposits: per account, RATE_LIMIT_PLAY_PER_MINUTE. */
  deposit: RateLimitOptions;
  /** Chat messages (ready for the chat issue): per account, RATE_LIMIT_CHAT_PER_MINUTE. */
  chat: RateLimitOptions;
  /** Yeekee shots (`POST yeekee/predict`, free): per account, RATE_LIMIT_YEEKEE_SHOT_PER_MINUTE. */
  yeekeeShot: RateLimitOptions;
  /** Live tokens (`POST live/token`): per account, or per IP for visitors, RATE_LIMIT_PLAY_PER_MINUTE. */
  liveToken: RateLimitOptions;
  /** LINE linking (`users/user/line/*`): per account, RATE_LIMIT_AUTH_PER_MINUTE. */
  lineLink: RateLimitOptions;
}

/** The client IP as the rate limiter sees it (IPv6 masked to its /64, IPv4-mapped folded to IPv4). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

const byIp = (name: string) => (request: FastifyRequest) => `${name}:ip:${clientIp(request)}`;

const byAccount = (name: string) => (request: FastifyRequest) => {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return m ? `${name}:acct:${sha256(m[1]!)}` : `${name}:ip:${clientIp(request)}`;
};

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
 * the Redis store when REDIS_URL is set (the client closes with the app).
 */
export async function registerRateLimiting(app: FastifyInstance, config: Config): Promise<void> {
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
