/**
 * Serves the local LINE Login stand-in (create-line-login-provider.ts) under the issuer's path of this api
 * (LINE_ISSUER unset outside production: `http://{HOST}:{PORT}/dev/oidc`). Registered before every other hook
 * (api/src/app.ts, development only): its requests leave Fastify at once, so neither our envelope nor our
 * Content-Security-Policy (whose form-action would stop its login form's redirect) applies to its pages.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createLineLoginProvider } from './create-line-login-provider';

/** Adds the onRequest hook that hands `{mountPath}/*` to the provider. */
export async function mountLineLoginProvider(app: FastifyInstance, line: Config['line']): Promise<void> {
  if (!line.channelId || !line.channelSecret) return;
  const provider = await createLineLoginProvider({
    issuer: line.issuer,
    clientId: line.channelId,
    clientSecret: line.channelSecret,
  });
  const prefix = provider.mountPath;
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.raw.url ?? '';
    if (!prefix || !(url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))) return done();
    reply.hijack();
    provider.handle(req.raw, reply.raw);
  });
  app.log.info({ issuer: line.issuer }, 'local LINE Login provider (development only)');
}
