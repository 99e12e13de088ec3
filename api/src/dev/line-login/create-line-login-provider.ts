/**
 * The local stand-in for LINE Login (README "LINE linking"): a standards-compliant OpenID provider
 * (`oidc-provider`) with one client, the api's (DEV_LINE_CHANNEL), for development and tests only. Its login page
 * lets anyone log in as a LINE user id of their choice, say whether that user is a friend of the official
 * account (read back, as on LINE, at `GET {issuer}/friendship/v1/status` with the access token), or cancel
 * (`error=access_denied` back to the client, as LINE answers a refusal).
 *
 * Nothing here is trusted by the api's client code: it discovers, exchanges and verifies exactly as with LINE.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from 'oidc-provider';

/** A LINE user id as LINE issues them: `U` and 32 hex digits. */
export const LINE_USER_ID_PATTERN = /^U[0-9a-f]{32}$/;

export interface LineLoginProvider {
  /** The issuer's path on its host ('' at the root, '/dev/oidc' when the api serves it). */
  mountPath: string;
  /** Answers one request whose `url` still carries `mountPath`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
}

interface Account {
  name: string;
  /** Whether this LINE user is a friend of the official account (LINE's `friendFlag`). */
  friend: boolean;
}

/**
 * Builds the provider for `issuer` (its discovery document is at `{issuer}/.well-known/openid-configuration`)
 * with the single confidential client `clientId`/`clientSecret` (client_secret_post, like LINE). Redirect URIs:
 * `http://127.0.0.1/callback` and `http://localhost/callback` on any port (RFC 8252 loopback), plus `redirectUris`.
 */
export async function createLineLoginProvider(opts: {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUris?: string[];
}): Promise<LineLoginProvider> {
  // oidc-provider is an ES module, and only development loads it (api/src/app.ts)
  const { default: Provider, interactionPolicy } = await import('oidc-provider');
  const { default: MemoryAdapter } = await import('oidc-provider/lib/adapters/memory_adapter.js');
  /**
   * oidc-provider's own in-memory store, named: it warns on every start when it has to fall back to it ("you MUST
   * change it"), advice for a real deployment. This stand-in lives in memory on purpose (its accounts are a Map),
   * so it says so and `npm start` stays quiet.
   */
  class InMemoryOnPurpose extends MemoryAdapter {}
  // the login page every time, also in a browser that logged in before: one developer plays many LINE users
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('login_every_time', 'the local provider asks every time', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  const mountPath = new URL(opts.issuer).pathname.replace(/\/$/, '');
  const accounts = new Map<string, Account>();
  const key = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });

  const configuration: Configuration = {
    adapter: InMemoryOnPurpose,
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        // native: loopback redirect URIs match on any port (the dev server, e2e ports)
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/callback', 'http://localhost/callback', ...(opts.redirectUris ?? [])],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...key, kid: 'dev-line-login', alg: 'ES256', use: 'sig' }] },
    // plain http: SameSite=None cookies (the default) would need Secure, and Chromium drops them without it
    cookies: {
      keys: [randomBytes(32).toString('hex')],
      long: { sameSite: 'lax' },
      short: { sameSite: 'lax' },
    },
    claims: { openid: ['sub'], profile: ['name'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, name: accounts.get(sub)?.name ?? sub }),
    }),
    features: { devInteractions: { enabled: false } },
    interactions: { policy, url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600 },
    pkce: { methods: ['S256'], required: () => true },
    // LINE's parameter asking the user to add the official account as a friend
    extraParams: ['bot_prompt'],
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<p>${escapeHtml(JSON.stringify(out))}</p>`);
    },
  };
  const provider = new Provider(opts.issuer, configuration);
  const callback = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const [, uid, action] = /^\/interaction\/([^/]+)(?:\/(login|abort))?$/.exec(path) ?? [];
    if (!uid) return send(res, 404, 'text/plain', 'not found');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, 'text/plain', 'this login is over: start again');
    if (req.method === 'GET' && !action && details.prompt.name === 'consent') {
      // LINE asks for consent once per channel; here the api's client is granted what it asks at once
      const accountId = details.session?.accountId;
      if (!accountId) return send(res, 400, 'text/plain', 'log in first');
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
      return;
    }
    if (req.method === 'GET' && !action) {
      const suggested = `U${randomBytes(16).toString('hex')}`;
      return send(res, 200, 'text/html; charset=utf-8', loginPage(`${mountPath}/interaction/${uid}`, suggested));
    }
    if (req.method !== 'POST' || !action) return send(res, 405, 'text/plain', 'method not allowed');
    if (action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user canceled the login' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    const sub = (form.get('line_user_id') ?? '').trim();
    if (!LINE_USER_ID_PATTERN.test(sub))
      return send(res, 400, 'text/plain', 'line_user_id must be U and 32 lowercase hex digits');
    accounts.set(sub, { name: (form.get('name') ?? '').trim() || 'LINE user', friend: form.get('friend') === 'on' });
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  }

  /** LINE's `GET /friendship/v1/status`: `{friendFlag}` for the access token's user. */
  async function friendship(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const found = token ? await provider.AccessToken.find(token) : undefined;
    if (!found?.accountId) return send(res, 401, 'application/json', JSON.stringify({ message: 'invalid token' }));
    const friendFlag = accounts.get(found.accountId)?.friend ?? false;
    return send(res, 200, 'application/json', JSON.stringify({ friendFlag }));
  }

  return {
    mountPath,
    handle(req, res) {
      const full = req.url ?? '/';
      const rest = full.slice(mountPath.length) || '/';
      const path = rest.split('?')[0] ?? '/';
      const work = path.startsWith('/interaction/')
        ? interaction(req, res, path)
        : path === '/friendship/v1/status' && req.method === 'GET'
          ? friendship(req, res)
          : // oidc-provider reads the mount from originalUrl, as when mounted by express (its "Mounting" docs)
            Promise.resolve(
              callback(Object.assign(req, { originalUrl: full, url: rest }) as IncomingMessage, res),
            ).then(() => undefined);
      work.catch((err: unknown) => {
        if (!res.headersSent) send(res, 400, 'text/plain', err instanceof Error ? err.message : 'bad request');
        else res.end();
      });
    },
  };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', type);
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#06c755;color:#111}
main{max-width:360px;margin:24px auto;background:#fff;border-radius:12px;padding:20px;box-sizing:border-box}
h1{font-size:20px;margin:0 0 4px}p{font-size:13px;color:#555}label{display:block;font-size:14px;margin:12px 0 4px}
input[type=text]{width:100%;box-sizing:border-box;padding:10px;font-size:14px;border:1px solid #ccc;border-radius:8px}
.row{display:flex;gap:8px;align-items:center;margin-top:12px}.row label{margin:0}
button{width:100%;padding:12px;font-size:16px;border-radius:8px;border:0;margin-top:12px;cursor:pointer}
.ok{background:#06c755;color:#fff}.cancel{background:#eee;color:#333}
</style></head><body><main>${body}</main></body></html>`;
}

function loginPage(action: string, suggested: string): string {
  const a = escapeHtml(action);
  return page(
    'LINE Login (local)',
    `<h1>LINE Login (local)</h1>
<p>The development stand-in for LINE: log in as any LINE user.</p>
<form method="post" action="${a}/login">
<label for="line_user_id">LINE user id</label>
<input type="text" id="line_user_id" name="line_user_id" value="${escapeHtml(suggested)}" autocomplete="off">
<label for="name">Display name</label>
<input type="text" id="name" name="name" value="LINE user" autocomplete="off">
<div class="row"><input type="checkbox" id="friend" name="friend" checked>
<label for="friend">Friend of the official account</label></div>
<button type="submit" class="ok" data-testid="line-login-submit">Log in</button>
</form>
<form method="post" action="${a}/abort"><button type="submit" class="cancel" data-testid="line-login-cancel">Cancel</button></form>`,
  );
}
