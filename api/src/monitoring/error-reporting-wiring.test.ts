/**
 * Issue 14, wiring: the app built by `buildApp` hands its error boundary the reporter, so a 5xx answered by a real
 * route reaches Sentry. /healthz with its database gone answers 503 E10503; the event carries the route and codes.
 * (The events themselves are checked in error-reporting.test.ts.)
 */
import { createTransport } from '@sentry/node';
import { buildApp, type BuiltApp } from '../app';
import { manualClock } from '../clock';
import { openTestDatabase, type TestDatabase } from '../test-support/databases';
import { testConfig } from '../test-support/harness';
import type { ErrorReporter } from './error-reporter';
import { startErrorReporting } from './start-error-reporting';

describe('buildApp reports its 5xx (issue 14)', () => {
  const bodies: string[] = [];
  let reporter: ErrorReporter;
  let db: TestDatabase;
  let built: BuiltApp;

  beforeAll(async () => {
    reporter = (await startErrorReporting(
      { dsn: 'https://k@sentry.example.com/3', sampleRate: 1, environment: 'test', release: 't' },
      {
        transport: (options) =>
          createTransport(options, async (request) => {
            bodies.push(String(request.body));
            return { statusCode: 200 };
          }),
      },
    ))!;
    db = await openTestDatabase('pglite', '2026-05-02T10:00:00+07:00');
    built = await buildApp(testConfig(), {
      clock: manualClock('2026-05-02T10:00:00+07:00'),
      database: db.database,
      serveStatic: false,
      errorReporter: reporter,
    });
  }, 120_000);

  afterAll(async () => {
    await built?.app.close();
    await reporter?.close();
  });

  it('a route answering 503 because the database is gone is reported with its route and code', async () => {
    expect(built.errorReporter).toBe(reporter);
    expect((await built.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await reporter.flush();
    expect(bodies).toEqual([]);

    await db.drop();
    const res = await built.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    await reporter.flush();
    expect(bodies).toHaveLength(1);
    const event = JSON.parse(bodies[0]!.split('\n')[2]!) as { level: string; tags: Record<string, string> };
    expect(event.level).toBe('warning');
    expect(event.tags).toMatchObject({ route: '/healthz', method: 'GET', status_code: '503', service_code: 'E10503' });
  });
});
