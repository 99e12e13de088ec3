import axios, { AxiosHeaders, type AxiosAdapter } from 'axios';
import { AppError, STORAGE_KEYS } from 'shared-contracts';
import { createHttpClient } from './create-http-client';
import { answerScripted, type ScriptedReply } from '../../../test-utils/scripted-reply';

type Reply = ScriptedReply;
type Sent = { url: string; method: string; headers: AxiosHeaders; body: unknown };

/**
 * A network layer (an axios adapter) that answers from a script and records each request as axios would send it:
 * full URL with query, upper-case method, final headers, JSON body. Answers come back as JSON text, and a non-2xx
 * rejects like axios's own adapters (`validateStatus`).
 */
function scriptedAdapter(replies: Reply[]) {
  const seen: Sent[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({
      url: axios.getUri(config),
      method: String(config.method).toUpperCase(),
      headers: AxiosHeaders.from(config.headers),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    });
    return answerScripted(replies, config);
  };
  return { adapter, seen };
}

const ok = (data: unknown) => ({ status: 200, body: { service_code: 'S10000', message: 'success', data } });
const fail = (status: number, code: string) => ({
  status,
  body: { service_code: code, service_message: code, data: null },
});

function client(replies: Reply[], extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  const net = scriptedAdapter(replies);
  const api = createHttpClient({
    baseUrl: '/api/v1',
    appId: 'web',
    storage: localStorage,
    adapter: net.adapter,
    retryDelayMs: 0,
    ...extra,
  });
  return { api, seen: net.seen };
}

beforeEach(() => localStorage.clear());

describe('shell HttpClient', () => {
  it('resolves with the envelope data and sends the standard headers', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'sess');
    localStorage.setItem(STORAGE_KEYS.sessionExpiry, new Date(Date.now() + 60_000).toISOString());
    const { api, seen } = client([ok({ balance: 10 })]);
    await expect(api.post('wallet/deposit', { amount: 10 }, { idempotencyKey: 'key-12345678' })).resolves.toEqual({
      balance: 10,
    });
    const h = seen[0]!.headers;
    expect(seen[0]!.url).toBe('/api/v1/wallet/deposit');
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.body).toEqual({ amount: 10 });
    expect(h.get('Content-Type')).toBe('application/json');
    expect(h.get('Authorization')).toBe('Bearer jwt');
    expect(h.get('session_token')).toBe('sess');
    expect(h.get('X-App-Id')).toBe('web');
    expect(h.get('Idempotency-Key')).toBe('key-12345678');
    expect(String(h.get('X-Correlation-Id'))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses a new correlation id per request, and sends query params and a GET without a body', async () => {
    const { api, seen } = client([ok(1)]);
    await api.get('a', { params: { skip: 10, tab: 'all', none: undefined } });
    await api.get('/b');
    const ids = seen.map((c) => c.headers.get('X-Correlation-Id'));
    expect(ids[0]).not.toEqual(ids[1]);
    expect(seen.map((c) => c.url)).toEqual(['/api/v1/a?skip=10&tab=all', '/api/v1/b']);
    expect(seen[0]!.body).toBeUndefined();
    expect(seen[0]!.headers.has('Content-Type')).toBe(false);
  });

  it('rejects with an AppError carrying the spec code, and never retries a 4xx', async () => {
    const { api, seen } = client([fail(401, 'B5V003')]);
    const err = await api.post<never>('auth/login', {}).catch((e: unknown) => e as AppError);
    expect(err).toBeInstanceOf(AppError);
    expect(err.code).toBe('B5V003');
    expect(seen).toHaveLength(1);
  });

  it('retries a GET 3 times on 5xx, then rejects with "exceeded retry attempts"', async () => {
    const { api, seen } = client([fail(503, 'E10002')]);
    const err = await api.get<never>('users/info/me').catch((e: unknown) => e as AppError);
    expect(seen).toHaveLength(4); // first try + 3 retries
    expect(err).toBeInstanceOf(AppError);
    expect(err.message).toBe('exceeded retry attempts');
  });

  it('recovers when a retry succeeds after a network failure, under the same correlation id', async () => {
    const { api, seen } = client(['network', ok('fine')]);
    await expect(api.get('remotes')).resolves.toBe('fine');
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get('X-Correlation-Id')).toBe(seen[0]!.headers.get('X-Correlation-Id'));
  });

  it('rejects a network failure it may not repeat with a network AppError, and a non-envelope answer', async () => {
    const post = client(['network']);
    await expect(post.api.post('auth/login', {})).rejects.toMatchObject({ message: 'network error' });
    expect(post.seen).toHaveLength(1);
    const html = client([{ status: 404, body: '<html>' }]);
    await expect(html.api.get('nothing')).rejects.toMatchObject({ message: 'unexpected response (HTTP 404)' });
    const plain = client([{ status: 200, body: 'hello' }]);
    await expect(plain.api.get('plain')).rejects.toMatchObject({ message: 'response is not an envelope' });
    const refused = client([{ status: 200, body: { service_code: 'E10000', service_message: 'bad', data: null } }]);
    await expect(refused.api.get('x')).rejects.toMatchObject({ code: 'E10000', message: 'bad' });
  });

  it('does not repeat a POST without an Idempotency-Key, but does with one', async () => {
    const plain = client([fail(502, 'E10002')]);
    await plain.api.post('auth/login', {}).catch(() => {});
    expect(plain.seen).toHaveLength(1);
    const keyed = client([fail(502, 'E10002'), ok('done')]);
    await expect(keyed.api.post('wallet/deposit', {}, { idempotencyKey: 'k-12345678' })).resolves.toBe('done');
    expect(keyed.seen).toHaveLength(2);
  });

  it('fails with "Token expired" before sending when the stored token has expired, and clears the keys', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.sessionToken, 'sess');
    localStorage.setItem(STORAGE_KEYS.money, '5');
    localStorage.setItem(STORAGE_KEYS.sessionExpiry, new Date(Date.now() - 1000).toISOString());
    const onTokenExpired = jest.fn();
    const { api, seen } = client([ok(1)], { onTokenExpired });
    await expect(api.get('wallet/balance')).rejects.toThrow('Token expired');
    expect(seen).toHaveLength(0);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.money)).toBeNull();
  });

  it('reports a 401 E10401 on a logged-in request so the session can end', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.sessionExpiry, new Date(Date.now() + 60_000).toISOString());
    const onUnauthorized = jest.fn();
    const { api } = client([fail(401, 'E10401')], { onUnauthorized });
    await expect(api.get('users/info/me')).rejects.toMatchObject({ code: 'E10401' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
