/**
 * Security headers and CORS for every response (issue 12, "Headers"): `@fastify/helmet` with a
 * Content-Security-Policy that allows scripts and fetches from this origin plus exactly the remote
 * registry's origins (REMOTE_<NAME>_URL), `frame-ancestors 'none'`, nosniff, a strict referrer policy and
 * HSTS in production; `@fastify/cors` answering only the origins of CORS_ORIGINS (none by default, so the
 * API is same-origin only). `tools/docker/nginx.conf` sends the same policy from the static servers.
 */
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The distinct `scheme://host[:port]` origins remotes may be loaded from: those of the absolute remote entry URLs
 * (relative ones are 'self') plus REMOTE_ALLOWED_ORIGINS (a deploy's CDN that no remote points at yet, a
 * developer's local override on a staging shell). Fixed at start, like the whole policy.
 */
export function registryOrigins(config: Pick<Config, 'remoteUrls' | 'remoteAllowedOrigins'>): string[] {
  const origins = new Set<string>(config.remoteAllowedOrigins);
  for (const url of Object.values(config.remoteUrls)) {
    if (!url) continue;
    try {
      const u = new URL(url);
      if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
    } catch {
      // a relative entry is served from this origin
    }
  }
  return [...origins].sort();
}

/** The CSP directives the shell page and the API answer with (helmet's `contentSecurityPolicy.directives`). */
export function cspDirectives(
  config: Pick<Config, 'remoteUrls' | 'remoteAllowedOrigins' | 'sentryDsn'>,
): Record<string, string[]> {
  const remotes = registryOrigins(config);
  const connect = ["'self'", ...remotes];
  if (config.sentryDsn) {
    try {
      connect.push(new URL(config.sentryDsn).origin);
    } catch {
      // an invalid DSN disables Sentry in the shell as well
    }
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // emotion writes <style> elements at run time
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': connect,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Registers helmet (CSP, frame protection, nosniff, HSTS in production) and CORS for configured origins. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'remoteUrls' | 'remoteAllowedOrigins' | 'sentryDsn' | 'corsOrigins' | 'nodeEnv'>,
): Promise<void> {
  const production = config.nodeEnv === 'production';
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // the shell loads remote scripts cross-origin (CORS mode); COEP would demand CORP on every asset
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const allowed = new Set(config.corsOrigins);
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Content-Encoding: the PubNub SDK deflates POST publishes to the live gateway (live/gateway-routes.ts)
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Content-Encoding',
      'Idempotency-Key',
      'session_token',
      'X-Correlation-Id',
    ],
    maxAge: 600,
  });
}
