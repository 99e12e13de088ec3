/**
 * The api's own error reporting (issue 14): unexpected errors (5xx) reach Sentry with the request id, route,
 * method and service code, and without the Authorization header, the body or phone numbers; client mistakes
 * (4xx) never do; without SENTRY_DSN nothing starts. Events go through @sentry/node's own transport machinery
 * (`createTransport`) into a recording request function, so the envelopes checked are the ones Sentry would send.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createTransport, getClient } from '@sentry/node';
import { AppError, ErrorCode } from 'shared-contracts';
import { registerErrorHandler } from '../http/error-handler';
import { ConfigError, loadConfig } from '../config';
import type { ErrorReporter } from './error-reporter';
import {
  errorReportingSettings,
  startErrorReporting,
  type ErrorReportingOptions,
  type ErrorReportingSettings,
} from './start-error-reporting';

type SentEvent = {
  level?: string;
  tags?: Record<string, string>;
  environment?: string;
  release?: string;
  transaction?: string;
  request?: unknown;
  user?: unknown;
  exception?: { values?: { type?: string; value?: string }[] };
};

const DSN = 'https://publickey@o1.ingest.sentry.example/42';
const settings = (over: Partial<ErrorReportingSettings> = {}): ErrorReportingSettings => ({
  dsn: DSN,
  sampleRate: 1,
  environment: 'test',
  release: '9.9.9',
  ...over,
});

/** A Sentry transport that records the envelopes it is given instead of sending them. */
function recordingTransport() {
  const bodies: string[] = [];
  const transport: ErrorReportingOptions['transport'] = (options) =>
    createTransport(options, async (request) => {
      bodies.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
      return { statusCode: 200 };
    });
  /** The `event` items of every envelope sent so far. */
  const events = (): SentEvent[] =>
    bodies.flatMap((body) => {
      const lines = body.split('\n').filter(Boolean);
      const found: SentEvent[] = [];
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i]!) as { type: string };
        if (header.type === 'event') found.push(JSON.parse(lines[i + 1]!) as SentEvent);
      }
      return found;
    });
  return { transport, events, bodies };
}

describe('api error reporting (issue 14)', () => {
  let app: FastifyInstance;
  let reporter: ErrorReporter;
  let recorder: ReturnType<typeof recordingTransport>;

  beforeEach(async () => {
    recorder = recordingTransport();
    reporter = (await startErrorReporting(settings(), { transport: recorder.transport }))!;
    app = Fastify({ logger: false });
    registerErrorHandler(app, reporter);
    app.post('/api/v1/things/:id', async () => {
      throw new Error('lookup failed for player 0812345678 (Bearer abc.def.ghi)');
    });
    app.get('/api/v1/bad', async () => {
      throw new AppError(ErrorCode.BAD_REQUEST, 'amount: must be positive');
    });
    app.get('/api/v1/pin', async () => {
      throw new AppError(ErrorCode.WRONG_PIN);
    });
    app.get('/api/v1/db-away', async () => {
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
    });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await reporter.close();
  });

  it('reports an unexpected error once, tagged, without the Authorization header, the body or phone numbers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/things/17?phone=0899999999',
      headers: { authorization: 'Bearer secret-token-123', 'x-correlation-id': '0b6f8f1e-8d7e-4c1a-9a57-2f5e3c9d1a22' },
      payload: { phone: '0812345678', pin: 'PIN-SECRET-4821' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ service_code: 'E10002', service_message: 'server error' });
    await reporter.flush();

    const events = recorder.events();
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.level).toBe('error');
    expect(event.environment).toBe('test');
    expect(event.release).toBe('9.9.9');
    expect(event.tags).toMatchObject({
      request_id: expect.stringMatching(/\S/),
      correlation_id: '0b6f8f1e-8d7e-4c1a-9a57-2f5e3c9d1a22',
      route: '/api/v1/things/:id',
      method: 'POST',
      status_code: '500',
      service_code: 'E10002',
      service_message: 'server error',
    });
    expect(event.transaction).toBe('POST /api/v1/things/:id');
    expect(event.exception?.values?.[0]?.type).toBe('Error');
    expect(event.exception?.values?.[0]?.value).toBe('lookup failed for player [redacted] (Bearer [redacted])');
    const raw = recorder.bodies.join('\n');
    for (const secret of [
      'secret-token-123',
      'Bearer secret',
      '0812345678',
      '0899999999',
      'PIN-SECRET',
      'authorization',
    ])
      expect(raw).not.toContain(secret);
    expect(event.user).toBeUndefined();
  });

  it('the request id in the event is the one Fastify gave the request', async () => {
    let seen = '';
    const other = Fastify({ logger: false, genReqId: () => 'req-abc-1' });
    registerErrorHandler(other, reporter);
    other.get('/x', async (request) => {
      seen = String(request.id);
      throw new TypeError('oops');
    });
    // a correlation id that is not a UUID is not copied into the event
    await other.inject({ method: 'GET', url: '/x', headers: { 'x-correlation-id': 'call 0812345678' } });
    await other.close();
    await reporter.flush();
    expect(seen).toBe('req-abc-1');
    expect(recorder.events()[0]?.tags?.request_id).toBe('req-abc-1');
    expect(recorder.events()[0]?.tags).not.toHaveProperty('correlation_id');
  });

  it('never reports a client mistake (400 E10000, a wrong PIN, a malformed body)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/bad' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v1/pin' })).statusCode).toBe(401);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/things/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(malformed.statusCode).toBe(400);
    await reporter.flush();
    expect(recorder.events()).toEqual([]);
  });

  it('reports a database outage (503 E10503) as a warning', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/db-away' });
    expect(res.statusCode).toBe(503);
    await reporter.flush();
    const events = recorder.events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ level: 'warning', tags: { service_code: 'E10503', status_code: '503' } });
  });

  it('keeps answering when the reporter itself fails', async () => {
    const broken: ErrorReporter = {
      captureRequestError: () => {
        throw new Error('sentry is down');
      },
      captureError: () => undefined,
      flush: async () => true,
      close: async () => true,
    };
    const other = Fastify({ logger: false });
    registerErrorHandler(other, broken);
    other.get('/x', async () => {
      throw new Error('boom');
    });
    expect((await other.inject({ method: 'GET', url: '/x' })).statusCode).toBe(500);
    await other.close();
  });

  it('leaves the global Sentry state alone (its own client and scope)', () => {
    expect(getClient()).toBeUndefined();
  });

  it('sends nothing when the sample rate is 0', async () => {
    const rec = recordingTransport();
    const silent = (await startErrorReporting(settings({ sampleRate: 0 }), { transport: rec.transport }))!;
    silent.captureError(new Error('dropped'));
    await silent.flush();
    expect(rec.events()).toEqual([]);
    await silent.close();
  });
});

describe('error reporting configuration', () => {
  it('is off without SENTRY_DSN: no reporter, Sentry is not started', async () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.errorReporting).toEqual({ dsn: undefined, sampleRate: 0.1, environment: 'test' });
    expect(await startErrorReporting(errorReportingSettings(config))).toBeNull();
    expect(await startErrorReporting(settings({ dsn: '  ' }))).toBeNull();
    expect(getClient()).toBeUndefined();
  });

  it('reads SENTRY_DSN, SENTRY_SAMPLE_RATE (default 0.1) and SENTRY_ENVIRONMENT (default NODE_ENV)', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      SENTRY_DSN: DSN,
      SENTRY_SAMPLE_RATE: '0.25',
      SENTRY_ENVIRONMENT: 'staging',
      APP_VERSION: '1.2.3',
    });
    expect(errorReportingSettings(config)).toEqual({
      dsn: DSN,
      sampleRate: 0.25,
      environment: 'staging',
      release: '1.2.3',
    });
    expect(loadConfig({ NODE_ENV: 'test', SENTRY_SAMPLE_RATE: '0' }).errorReporting.sampleRate).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', SENTRY_SAMPLE_RATE: '1' }).errorReporting.sampleRate).toBe(1);
  });

  it('refuses a DSN the SDK could not read (it would turn reporting off without a word)', () => {
    for (const bad of ['sentry.example/1', 'https://public-key@sentry.example/1', 'https://k@sentry.example/project']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_DSN: bad })).toThrow(/SENTRY_DSN.*Sentry DSN/);
    }
    expect(loadConfig({ NODE_ENV: 'test', SENTRY_DSN: 'https://k@sentry.example/1' }).sentryDsn).toBe(
      'https://k@sentry.example/1',
    );
  });

  it('refuses a sample rate outside 0..1, naming the variable (spec §5)', () => {
    for (const bad of ['1.5', '-0.1', 'abc']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_SAMPLE_RATE: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_SAMPLE_RATE: bad })).toThrow(
        /SENTRY_SAMPLE_RATE.*between 0 and 1/,
      );
    }
  });
});
