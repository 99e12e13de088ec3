/**
 * Messaging-app (LINE) linking through HTTP, on PGlite and PostgreSQL, against the real local OpenID provider
 * (api/src/dev/line-login/, started here on its own port): a player starts the flow, "the browser" logs in at the
 * provider as a LINE user (or cancels), and the callback's code links the account. Conflict, need-friendship,
 * unlink, LINE_BANNED in the profile, and the refusals of a forged, replayed or foreign state and of a nonce that
 * does not match.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEV_LINE_CHANNEL, REPO_ROOT } from '../config';
import { BACKENDS } from '../test-support/databases';
import { registerPlayer, type Http, useTestApp } from '../test-support/harness';

jest.setTimeout(180_000);

type Player = Awaited<ReturnType<typeof registerPlayer>>;
/** The shell's /callback as a browser on port 5555 would send it (the provider allows loopback on any port). */
const REDIRECT_URI = 'http://127.0.0.1:5555/callback';
const lineUserId = () => `U${randomBytes(16).toString('hex')}`;

let provider: ChildProcess;
let issuer: string;

beforeAll(async () => {
  provider = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/dev/line-login/serve-line-login-provider.ts'), '0'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  issuer = await new Promise<string>((resolve, reject) => {
    let out = '';
    provider.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /\{"issuer":"([^"]+)"\}/.exec(out);
      if (m) resolve(m[1]!);
    });
    provider.on('exit', (code) => reject(new Error(`the local provider exited (${code})`)));
  });
}, 60_000);

afterAll(() => {
  provider?.kill();
});

/**
 * A browser at the provider: follows `authorizationUrl` through the login page (with cookies), logs in as
 * `sub` (a friend of the official account unless `friend: false`) or cancels, and returns the URL the provider
 * sends it back to (the redirect URI with code/state, or error/state).
 */
async function browseProvider(
  authorizationUrl: string,
  opts: { sub?: string; friend?: boolean; cancel?: boolean } = {},
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop += 1) {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body === undefined ? {} : { body }),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      if (value.join('=') === '') jar.delete(name!);
      else jar.set(name!, value.join('='));
    }
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.href.startsWith(REDIRECT_URI)) return next;
      url = next.href;
      body = undefined;
      continue;
    }
    const text = await res.text();
    if (res.status === 200 && /\/interaction\/[^/]+$/.test(new URL(url).pathname)) {
      expect(text).toContain('LINE user id');
      url = `${url}/${opts.cancel ? 'abort' : 'login'}`;
      const form = new URLSearchParams({ line_user_id: opts.sub ?? lineUserId(), name: 'Somchai' });
      if (opts.friend ?? true) form.set('friend', 'on');
      body = form.toString();
      continue;
    }
    throw new Error(`unexpected ${res.status} at ${url}: ${text.slice(0, 300)}`);
  }
  throw new Error('too many redirects');
}

describe.each(BACKENDS)('LINE linking on %s', (backend) => {
  // the provider's issuer is known once the top-level beforeAll started it
  const t = useTestApp(backend, () => ({
    opsUsers: false,
    env: {
      LINE_ISSUER: issuer,
      LINE_CHANNEL_ID: DEV_LINE_CHANNEL.id,
      LINE_CHANNEL_SECRET: DEV_LINE_CHANNEL.secret,
      LINE_MESSAGING_CHANNEL_SECRET: 'line-messaging-secret-for-tests',
    },
  }));
  let http: Http;
  let alice: Player;
  let bob: Player;

  beforeAll(async () => {
    http = t.http;
    alice = await registerPlayer(http);
    bob = await registerPlayer(http);
  });

  const authorize = async (token: string) => {
    const res = await http.post('/users/user/line/authorize', { redirect_uri: REDIRECT_URI }, token);
    expect(res.status).toBe(200);
    return res.body.data.authorization_url as string;
  };
  const connect = (token: string, back: URL) =>
    http.post(
      '/users/user/line/connect',
      {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        redirect_uri: REDIRECT_URI,
        ...(back.searchParams.get('iss') ? { iss: back.searchParams.get('iss') } : {}),
      },
      token,
    );
  const unlink = (token: string) => http.call('DELETE', '/users/user/line/connect', { token });
  const lineState = async (token: string) => (await http.get('/users/info/me', token)).body.data.line_connected;

  it('starts an authorization-code flow with state, nonce and PKCE S256 at the discovered provider', async () => {
    const url = new URL(await authorize(alice.token));
    expect(url.href.startsWith(`${issuer}/auth?`)).toBe(true);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('dev-line-channel');
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('scope')).toBe('openid profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(q.get('bot_prompt')).toBe('aggressive');
    // a second flow has its own secrets
    const again = new URL(await authorize(alice.token)).searchParams;
    expect(again.get('state')).not.toBe(q.get('state'));
    expect(again.get('nonce')).not.toBe(q.get('nonce'));
  });

  it('requires a logged-in player and a /callback redirect URI', async () => {
    expect((await http.post('/users/user/line/authorize', { redirect_uri: REDIRECT_URI })).status).toBe(401);
    const bad = await http.post('/users/user/line/authorize', { redirect_uri: 'javascript:alert(1)' }, alice.token);
    expect(bad.status).toBe(400);
    expect(bad.body.service_code).toBe('E10000');
    expect(JSON.stringify(bad.body)).toContain('redirect_uri');
  });

  let aliceLine: string;
  it('links: the code of the callback connects the LINE account, and the profile says CONNECTED', async () => {
    expect(await lineState(alice.token)).toBe('NOT_CONNECTED');
    aliceLine = lineUserId();
    const back = await browseProvider(await authorize(alice.token), { sub: aliceLine });
    expect(back.searchParams.get('code')).toBeTruthy();
    const res = await connect(alice.token, back);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ line_connected: 'CONNECTED' });
    expect(await lineState(alice.token)).toBe('CONNECTED');
    const row = await t.ctx.db
      .selectFrom('line_links')
      .selectAll()
      .where('line_user_id', '=', aliceLine)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CONNECTED');

    // the same callback again (a replayed state) is refused and changes nothing
    const replay = await connect(alice.token, back);
    expect(replay.status).toBe(400);
    expect(replay.body.service_code).toBe('E10000');
    expect(replay.body.data.fields).toEqual(['state']);
    expect(await lineState(alice.token)).toBe('CONNECTED');
  });

  it('conflicts: a second player logging in as the same LINE user gets E20022 LINE_USER_ID_CONFLICT', async () => {
    const back = await browseProvider(await authorize(bob.token), { sub: aliceLine });
    const res = await connect(bob.token, back);
    expect(res.status).toBe(409);
    expect(res.body.service_code).toBe('E20022');
    expect(res.body.data.error).toBe('LINE_USER_ID_CONFLICT');
    expect(await lineState(bob.token)).toBe('NOT_CONNECTED');
    expect(await lineState(alice.token)).toBe('CONNECTED');
  });

  it('cancels: the provider answers access_denied with the state, and nothing is linked', async () => {
    const url = await authorize(bob.token);
    const back = await browseProvider(url, { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe(new URL(url).searchParams.get('state'));
    expect(back.searchParams.get('code')).toBeNull();
    expect(await lineState(bob.token)).toBe('NOT_CONNECTED');
  });

  it('needs friendship: a LINE user who is not a friend of the official account gets LINE_USER_NO_FRIEND_SHIP', async () => {
    const back = await browseProvider(await authorize(bob.token), { friend: false });
    const res = await connect(bob.token, back);
    expect(res.status).toBe(417);
    expect(res.body.service_code).toBe('E10006');
    expect(res.body.data.error).toBe('LINE_USER_NO_FRIEND_SHIP');
    expect(await lineState(bob.token)).toBe('NOT_CONNECTED');
  });

  it("refuses a forged state, another player's state and a wrong redirect_uri", async () => {
    const back = await browseProvider(await authorize(bob.token));
    const forged = new URL(back);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    const res = await connect(bob.token, forged);
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toEqual(['state']);
    // alice brings bob's callback: the state is not hers
    const foreign = await connect(alice.token, back);
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.fields).toEqual(['state']);
    // the flow was not used by those: bob with another redirect_uri is refused, and that uses it up
    const other = await http.post(
      '/users/user/line/connect',
      {
        code: back.searchParams.get('code'),
        state: back.searchParams.get('state'),
        redirect_uri: 'http://127.0.0.1:5556/callback',
      },
      bob.token,
    );
    expect(other.status).toBe(400);
    expect(other.body.data.fields).toEqual(['redirect_uri']);
    expect((await connect(bob.token, back)).body.data.fields).toEqual(['state']);
    expect(await lineState(bob.token)).toBe('NOT_CONNECTED');
  });

  it('refuses an id_token whose nonce is not the one the flow was started with', async () => {
    const back = await browseProvider(await authorize(bob.token));
    await t.ctx.db
      .updateTable('line_link_attempts')
      .set({ nonce: 'a-nonce-this-flow-never-sent' })
      .where('state', '=', back.searchParams.get('state')!)
      .execute();
    const res = await connect(bob.token, back);
    expect(res.status).toBe(400);
    expect(res.body.service_code).toBe('E10000');
    expect(res.body.data.fields).toEqual(['code']);
    expect(await lineState(bob.token)).toBe('NOT_CONNECTED');
  });

  const webhook = (events: unknown[], secret = 'line-messaging-secret-for-tests') => {
    const rawBody = JSON.stringify({ destination: 'Utest', events });
    const signature = createHmac('sha256', secret).update(rawBody).digest('base64');
    return http.call('POST', '/line/webhook', { rawBody, headers: { 'x-line-signature': signature } });
  };
  const unfollow = (sub: string) => ({ type: 'unfollow', mode: 'active', source: { type: 'user', userId: sub } });

  it('refuses a LINE webhook whose signature does not match, and changes nothing', async () => {
    const forged = await webhook([unfollow(aliceLine)], 'not-the-secret');
    expect(forged.status).toBe(401);
    expect(forged.body.service_code).toBe('E10401');
    const unsigned = await http.call('POST', '/line/webhook', { body: { events: [unfollow(aliceLine)] } });
    expect(unsigned.status).toBe(401);
    expect(await lineState(alice.token)).toBe('CONNECTED');
  });

  it('shows LINE_BANNED after LINE reports an unfollow, and a new link makes it CONNECTED again', async () => {
    const hook = await webhook([unfollow(aliceLine), { type: 'message', source: { type: 'user', userId: aliceLine } }]);
    expect(hook.status).toBe(200);
    expect(hook.body.data).toEqual({ changed: 1 });
    expect(await lineState(alice.token)).toBe('LINE_BANNED');
    const res = await connect(alice.token, await browseProvider(await authorize(alice.token), { sub: aliceLine }));
    expect(res.status).toBe(200);
    expect(await lineState(alice.token)).toBe('CONNECTED');
  });

  it('unlinks: DELETE leaves the player NOT_CONNECTED and frees the LINE account for another player', async () => {
    expect((await http.call('DELETE', '/users/user/line/connect')).status).toBe(401);
    const res = await unlink(alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ line_connected: 'NOT_CONNECTED' });
    expect(await lineState(alice.token)).toBe('NOT_CONNECTED');
    expect((await unlink(alice.token)).status).toBe(200);
    const back = await browseProvider(await authorize(bob.token), { sub: aliceLine });
    expect((await connect(bob.token, back)).status).toBe(200);
    expect(await lineState(bob.token)).toBe('CONNECTED');
  });
});
