/**
 * Issue 14: the API errors the shell meets reach Sentry (spec §8): 5xx answers, network failures and timeouts,
 * unexpected service codes, tagged with service_code and service_message; client mistakes never do. Goes through
 * the real chain: createHttpClient (scripted axios adapter) → onFailure → reportApiFailure → monitoring → @sentry/react,
 * whose events are caught by the SDK's own `createTransport` with a recording request function.
 */
import axios, { type AxiosAdapter } from 'axios';
import { createTransport, getClient } from '@sentry/react';
import { AppError } from 'shared-contracts';
import { createHttpClient } from '../http';
import { initSentry } from '../monitoring';
import { classifyApiFailure, reportablePath } from './classify-api-failure';
import { reportApiFailure } from './report-api-failure';
import { answerScripted, type ScriptedReply } from '../../test-utils/scripted-reply';

type SentEvent = {
  message?: string;
  level?: string;
  tags?: Record<string, string>;
  fingerprint?: string[];
  exception?: { values?: { type?: string; value?: string }[] };
};
type Reply = ScriptedReply;

const bodies: string[] = [];
const events = (): SentEvent[] =>
  bodies.flatMap((body) => {
    const lines = body.split('\n').filter(Boolean);
    const found: SentEvent[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      if ((JSON.parse(lines[i]!) as { type: string }).type === 'event') found.push(JSON.parse(lines[i + 1]!));
    }
    return found;
  });

/** An axios adapter answering from a script, rejecting a non-2xx like axios's own adapters. */
function scripted(replies: Reply[]): AxiosAdapter {
  return (config) => answerScripted(replies, config);
}

const api = (replies: Reply[]) =>
  createHttpClient({
    baseUrl: '/api/v1',
    appId: 'web',
    storage: localStorage,
    adapter: scripted(replies),
    retryDelayMs: 0,
    onFailure: reportApiFailure,
  });

const envelope = (status: number, code: string, message: string) => ({
  status,
  body: { service_code: code, service_message: message, data: null },
});

async function sentEvents(): Promise<SentEvent[]> {
  await getClient()!.flush(2000);
  return events();
}

let consoleError: jest.SpyInstance;

beforeAll(async () => {
  const started = await initSentry(
    {
      appVersion: 'test',
      apiBaseUrl: '/api/v1',
      appId: 'web',
      sentry: { dsn: 'https://publickey@sentry.example.com/7', sampleRate: '1', environment: 'test' },
    },
    {
      transport: (options) =>
        createTransport(options, async (request) => {
          bodies.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
          return { statusCode: 200 };
        }),
    },
  );
  expect(started).toBe(true);
});

afterAll(async () => {
  await getClient()?.close(2000);
});

beforeEach(() => {
  bodies.length = 0;
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('API errors reach error reporting (issue 14)', () => {
  it('a 503 answer: one event (after the retries), tagged with service_code and service_message', async () => {
    await expect(
      api([envelope(503, 'E10503', 'the service is briefly unavailable')]).get('lottery/cart?token=abc'),
    ).rejects.toBeInstanceOf(AppError);
    const [event, ...more] = await sentEvents();
    expect(more).toEqual([]);
    expect(event!.level).toBe('error');
    expect(event!.tags).toMatchObject({
      kind: 'server_error',
      service_code: 'E10503',
      service_message: 'the service is briefly unavailable',
      http_status: '503',
      method: 'GET',
      path: '/lottery/cart',
      // the call's X-Correlation-Id: the api's own event for it carries the same one
      correlation_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(event!.exception?.values?.[0]).toMatchObject({
      type: 'ApiFailureError',
      value: 'API error HTTP 503: E10503 the service is briefly unavailable (GET /lottery/cart)',
    });
    expect(JSON.stringify(event)).not.toContain('token=abc');
    // logged too, with the code and the message (spec §8)
    expect(consoleError).toHaveBeenCalledWith(
      '[shell]',
      expect.any(Error),
      expect.objectContaining({ service_code: 'E10503', service_message: 'the service is briefly unavailable' }),
    );
  });

  it('a network failure and a timeout: events tagged with the code the caller got', async () => {
    await expect(api(['network']).get('wallet/balance')).rejects.toMatchObject({ code: 'E10002' });
    await expect(api(['timeout']).post('lottery/bet', { remark: '' })).rejects.toBeInstanceOf(AppError);
    const sent = await sentEvents();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      level: 'warning',
      tags: { kind: 'network', service_code: 'E10002', service_message: 'network error', http_status: 'none' },
    });
    expect(sent[1]).toMatchObject({
      level: 'warning',
      tags: { kind: 'timeout', service_code: 'E10002', service_message: 'request timed out', method: 'POST' },
    });
  });

  it('an unexpected service code: "Unexpected service code: <code> Message: <message>"', async () => {
    await expect(api([envelope(200, 'X99999', 'strange')]).get('notification/message/all')).rejects.toMatchObject({
      code: 'X99999',
    });
    const [event] = await sentEvents();
    expect(event!.exception?.values?.[0]?.value).toBe('Unexpected service code: X99999 Message: strange');
    expect(event!.tags).toMatchObject({
      kind: 'unexpected_code',
      service_code: 'X99999',
      service_message: 'strange',
      http_status: '200',
    });
  });

  it('never reports a client mistake or an expected refusal (400 E10000, wrong PIN, round closed)', async () => {
    await expect(api([envelope(400, 'E10000', 'amount: must be positive')]).post('lottery/book', {})).rejects.toThrow();
    await expect(api([envelope(401, 'B5V003', 'wrong pin')]).post('auth/login', {})).rejects.toThrow();
    await expect(api([envelope(409, 'E20016', 'round closed')]).post('lottery/bet', {})).rejects.toThrow();
    expect(await sentEvents()).toEqual([]);
  });
});

describe('classifyApiFailure', () => {
  const failure = {
    method: 'GET',
    path: '/x',
    status: 500,
    serviceCode: 'E10002',
    serviceMessage: 'server error',
    network: false,
    timedOut: false,
  };

  it('keeps 5xx, no answer and unknown codes; leaves known refusals', () => {
    expect(classifyApiFailure(failure)?.kind).toBe('server_error');
    expect(classifyApiFailure({ ...failure, status: 502, serviceCode: null, serviceMessage: null })?.message).toBe(
      'API error HTTP 502: no envelope (GET /x)',
    );
    expect(classifyApiFailure({ ...failure, status: 404, serviceCode: null, serviceMessage: null })?.message).toBe(
      'Unexpected service code: (none) Message: HTTP 404, not an envelope',
    );
    expect(
      classifyApiFailure({ ...failure, status: 404, serviceCode: 'E10001', serviceMessage: 'not found' }),
    ).toBeNull();
    expect(
      classifyApiFailure({ ...failure, status: 429, serviceCode: 'E10429', serviceMessage: 'slow down' }),
    ).toBeNull();
  });

  it('reports paths without query strings, ids or phone numbers', () => {
    expect(reportablePath('/lottery/bet-slip/12345?token=abc')).toBe('/lottery/bet-slip/:id');
    expect(reportablePath('/users/0812345678/x')).toBe('/users/:id/x');
    expect(reportablePath('/a/by-phone-081-234-5678')).toBe('/a/by-phone-[redacted]');
    expect(reportablePath('/slips/0b6f8f1e-8d7e-4c1a-9a57-2f5e3c9d1a22')).toBe('/slips/:id');
  });

  it('clips long messages to Sentry tag size', () => {
    const report = classifyApiFailure({ ...failure, serviceMessage: 'x'.repeat(500) })!;
    expect(report.tags.service_message!.length).toBeLessThanOrEqual(200);
  });
});

// the scripted adapter must look like axios's own to the client (cancellations are not failures)
it('a cancelled call is not reported', async () => {
  const adapter: AxiosAdapter = async (config) => {
    throw new axios.CanceledError('cancelled', undefined, config);
  };
  const client = createHttpClient({
    baseUrl: '/api/v1',
    appId: 'w',
    storage: localStorage,
    adapter,
    onFailure: reportApiFailure,
  });
  await expect(client.get('x')).rejects.toBeDefined();
  expect(await sentEvents()).toEqual([]);
});
