/**
 * What the request log may show of a URL: the values of query parameters that carry credentials are replaced
 * by `[REDACTED]` (the live SDK sends its token as `auth=` on every `/pn` request; LINE callbacks carry `code=`
 * and `state=`; any `token=` or `*_token=`), so a log reader cannot replay them. Used by the logger's `req`
 * serializer (app.ts); the Authorization and Idempotency-Key headers are redacted there too.
 */
import type { FastifyRequest } from 'fastify';

/** Query parameter names whose values never reach a log (case-insensitive). */
const SECRET_PARAM = /^(auth|token|[a-z0-9]*[_-]token|code|state|otp|pin|signature|sig)$/i;

export const REDACTED = '[REDACTED]';

/** `url` (a path with an optional query) with every secret parameter's value replaced; the rest kept as sent. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const hash = url.indexOf('#', q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      name = rawName;
    }
    return eq >= 0 && SECRET_PARAM.test(name.trim()) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, q)}?${parts.join('&')}${hash < 0 ? '' : url.slice(hash)}`;
}

/** The logger's `req` serializer: Fastify's default fields, the URL redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
