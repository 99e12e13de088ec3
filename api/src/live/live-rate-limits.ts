/**
 * The chat rate limit (RATE_LIMIT_CHAT_PER_MINUTE, http/rate-limit.ts `rateLimits(config).chat`) for the
 * gateway's writes, counted per player: the SDK sends the live token as `auth=`, not a Bearer header, so the
 * key is the token's user id (a player asking for new tokens keeps one counter). Requests without a valid
 * token count per IP (and are refused by the route anyway).
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { clientIp, rateLimits } from '../http/rate-limit';
import { readLiveToken } from './live-token';
import { queryText } from './pubnub-wire';

/** The limit of gateway writes of kind `name` (publishes and reactions count apart). */
export function liveWriteLimit(config: Config, name: 'publish' | 'action'): RateLimitOptions {
  return {
    ...rateLimits(config).chat,
    keyGenerator: (request: FastifyRequest) => {
      const claims = readLiveToken(config.jwtSecret, queryText(request, 'auth') ?? '');
      return claims?.userId ? `chat-live-${name}:user:${claims.userId}` : `chat-live-${name}:ip:${clientIp(request)}`;
    },
  };
}
