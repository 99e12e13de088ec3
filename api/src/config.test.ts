import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working development defaults, with warnings about insecure ones', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      smsProvider: 'outbox',
      paymentRail: 'demo',
      pinBlockMinutes: 30,
      otpTtlSeconds: 300,
    });
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.warnings.join('\n')).toMatch(/JWT_SECRET/);
    expect(c.adminApiToken).toBe('dev-admin-token');
  });

  it('lists every invalid variable with what is expected', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMS_PROVIDER: 'carrier-pigeon' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMS_PROVIDER: 'carrier-pigeon' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/);
      expect((e as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
      expect((e as Error).message).toMatch(/SMS_PROVIDER/);
    }
  });

  it('requires secrets and refuses CLOCK_START in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        ADMIN_API_TOKEN: 'y'.repeat(32),
        CLOCK_START: '2026-05-02T10:00:00+07:00',
      }),
    ).toThrow(/CLOCK_START: is refused/);
  });

  it('reads CLOCK_START and remote overrides', () => {
    const c = loadConfig({
      CLOCK_START: '2026-05-02T10:00:00+07:00',
      REMOTE_CHAT_URL: 'https://chat.example/mf-manifest.json',
    });
    expect(c.clockStart?.toISOString()).toBe('2026-05-02T03:00:00.000Z');
    expect(c.remoteUrls).toEqual({ chat: 'https://chat.example/mf-manifest.json' });
    expect(() => loadConfig({ CLOCK_START: 'yesterday' })).toThrow(/CLOCK_START: must be an ISO-8601 instant/);
  });
});
