import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working development defaults, with warnings about insecure ones', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
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

  it('keeps a development yeekee key under DATA_DIR (0600), the same after a restart; a set key wins', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.yeekeeSecretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(first.warnings.join('\n')).toMatch(/YEEKEE_SECRET_KEY is not set/);
    expect(fs.statSync(path.join(dir, 'yeekee-secret.key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).yeekeeSecretKey).toBe(first.yeekeeSecretKey);
    expect(loadConfig({ DATA_DIR: dir, YEEKEE_SECRET_KEY: 'a'.repeat(40) }).yeekeeSecretKey).toBe('a'.repeat(40));
    expect(() => loadConfig({ DATA_DIR: dir, YEEKEE_SECRET_KEY: 'short' })).toThrow(/YEEKEE_SECRET_KEY/);
    expect(loadConfig({ DATA_DIR: dir }).yeekeeMaxShotsPerPlayer).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dir, YEEKEE_MAX_SHOTS_PER_PLAYER: '20' })).toThrow(/YEEKEE_MAX_SHOTS/);
    fs.rmSync(dir, { recursive: true });
  });

  it('without JWT_SECRET, development generates a random secret once under DATA_DIR (0600); never the old public constant', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const file = path.join(dataDir, 'jwt-secret');
      expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(first.jwtSecret).not.toBe('dev-only-secret-change-me');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(first.warnings.join('\n')).toContain(file);
      // kept across restarts; another DATA_DIR has its own
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'jwt-secret-'));
      expect(loadConfig({ DATA_DIR: other }).jwtSecret).not.toBe(first.jwtSecret);
      fs.rmSync(other, { recursive: true });
      // a test process gets a random one without touching the disk; JWT_SECRET wins when set
      expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dataDir, 'none') }).jwtSecret).toMatch(
        /^[0-9a-f]{64}$/,
      );
      expect(fs.existsSync(path.join(dataDir, 'none'))).toBe(false);
      expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(20) }).jwtSecret).toBe('s'.repeat(20));
      expect(() => loadConfig({ JWT_SECRET: 'dev-only-secret-change-me' })).toThrow(/JWT_SECRET/);
    } finally {
      fs.rmSync(dataDir, { recursive: true });
    }
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

  it('refuses development secrets and the readable OTP outbox in production', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_API_TOKEN: 'y'.repeat(32),
      YEEKEE_SECRET_KEY: 'k'.repeat(32),
      AUDIT_SIGNING_KEY: 'k'.repeat(32),
    };
    expect(() => loadConfig({ ...prod, YEEKEE_SECRET_KEY: '', SMS_PROVIDER: 'log' })).toThrow(
      /YEEKEE_SECRET_KEY: is required/,
    );
    expect(() => loadConfig({ ...prod, JWT_SECRET: 'dev-only-secret-change-me', SMS_PROVIDER: 'log' })).toThrow(
      /JWT_SECRET: is the former public development default/,
    );
    expect(() => loadConfig({ ...prod, ADMIN_API_TOKEN: 'dev-admin-token', SMS_PROVIDER: 'log' })).toThrow(
      /ADMIN_API_TOKEN: is the development default/,
    );
    expect(() => loadConfig({ ...prod, SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER: outbox/);
    expect(() => loadConfig(prod)).toThrow(/SMS_PROVIDER/);
    const c = loadConfig({ ...prod, SMS_PROVIDER: 'log' });
    expect(c).toMatchObject({ host: '127.0.0.1', usesDevAdminToken: false, corsOrigins: [] });
  });

  it('hashes PINs at the OWASP argon2id minimum by default and refuses a cheaper cost in production only', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_API_TOKEN: 'y'.repeat(32),
      YEEKEE_SECRET_KEY: 'k'.repeat(32),
      AUDIT_SIGNING_KEY: 'a'.repeat(32),
      SMS_PROVIDER: 'log',
    };
    expect(loadConfig({}).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(loadConfig(prod).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: must be at least 19456/,
    );
    expect(() => loadConfig({ ...prod, PASSWORD_HASH_PASSES: '1' })).toThrow(
      /PASSWORD_HASH_PASSES: must be at least 2/,
    );
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }).passwordHash).toEqual({
      memoryKib: 1024,
      passes: 1,
    });
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '8' })).toThrow(/PASSWORD_HASH_MEMORY_KIB/);
  });

  it('requires AUDIT_SIGNING_KEY in production and reads one key or several (the first signs)', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      ADMIN_API_TOKEN: 'y'.repeat(32),
      YEEKEE_SECRET_KEY: 'k'.repeat(32),
      SMS_PROVIDER: 'log',
    };
    expect(() => loadConfig(prod)).toThrow(/AUDIT_SIGNING_KEY: is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...prod, AUDIT_SIGNING_KEY: 'short' })).toThrow(/AUDIT_SIGNING_KEY: must be one key/);
    expect(() => loadConfig({ AUDIT_SIGNING_KEY: `${'a'.repeat(32)},short` })).toThrow(/AUDIT_SIGNING_KEY/);
    expect(loadConfig({ ...prod, AUDIT_SIGNING_KEY: `${'n'.repeat(40)}, ${'o'.repeat(32)}` }).auditSigningKeys).toEqual(
      ['n'.repeat(40), 'o'.repeat(32)],
    );
    expect(loadConfig({}).auditSigningKeys).toEqual([]);
  });

  it('refuses the public development ops token on a server other machines can reach', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/ADMIN_API_TOKEN: is required when HOST=0.0.0.0/);
    expect(loadConfig({ HOST: '0.0.0.0', ADMIN_API_TOKEN: 'z'.repeat(20) }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: 'localhost' }).usesDevAdminToken).toBe(true);
  });

  it('reads the ops change band (decimal factors, ‰) and the pending hours, refusing a band that does not hold the default', () => {
    expect(loadConfig({})).toMatchObject({
      opsChangeBand: { minPermille: 500, maxPermille: 1100 },
      opsChangePendingHours: 24,
    });
    expect(
      loadConfig({ OPS_CHANGE_BAND_MIN: '0.75', OPS_CHANGE_BAND_MAX: '1.025', OPS_CHANGE_PENDING_HOURS: '6' }),
    ).toMatchObject({ opsChangeBand: { minPermille: 750, maxPermille: 1025 }, opsChangePendingHours: 6 });
    expect(() => loadConfig({ OPS_CHANGE_BAND_MIN: '1.2' })).toThrow(
      /OPS_CHANGE_BAND_MIN: must be a decimal factor of 0-1/,
    );
    expect(() => loadConfig({ OPS_CHANGE_BAND_MAX: '0.9' })).toThrow(
      /OPS_CHANGE_BAND_MAX: must be a decimal factor of 1-1000/,
    );
    expect(() => loadConfig({ OPS_CHANGE_BAND_MAX: '1.1x' })).toThrow(/OPS_CHANGE_BAND_MAX/);
    expect(() => loadConfig({ OPS_CHANGE_BAND_MIN: '0.12345' })).toThrow(/OPS_CHANGE_BAND_MIN/);
    expect(() => loadConfig({ OPS_CHANGE_PENDING_HOURS: '0' })).toThrow(/OPS_CHANGE_PENDING_HOURS/);
  });

  it('reads CORS origins, pool size and database timeouts', () => {
    const c = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      DB_POOL_SIZE: '25',
      DB_STATEMENT_TIMEOUT_MS: '2000',
    });
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c).toMatchObject({ dbPoolSize: 25, dbStatementTimeoutMs: 2000, dbLockTimeoutMs: 5000 });
    expect(() => loadConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
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

  it('reads the allowed remote origins and the manifest origin map, refusing anything but bare origins', () => {
    const c = loadConfig({
      REMOTE_ALLOWED_ORIGINS: 'https://cdn.example.com, http://localhost:3104 https://cdn.example.com/',
      REMOTE_MANIFEST_ORIGIN_MAP: 'http://localhost:8101=http://games http://localhost:8102=http://lottery-shop:80',
    });
    expect(c.remoteAllowedOrigins).toEqual(['https://cdn.example.com', 'http://localhost:3104']);
    expect(c.remoteManifestOriginMap).toEqual({
      'http://localhost:8101': 'http://games',
      'http://localhost:8102': 'http://lottery-shop',
    });
    expect(loadConfig({}).remoteAllowedOrigins).toEqual([]);
    for (const bad of ['https://cdn.example.com/path', 'ftp://cdn.example.com', '*', 'https://u:p@cdn.example.com'])
      expect(() => loadConfig({ REMOTE_ALLOWED_ORIGINS: bad })).toThrow(
        /REMOTE_ALLOWED_ORIGINS: must be http\(s\) origins/,
      );
    for (const bad of ['http://a.example', 'http://a.example=', 'http://a.example=http://b=http://c', 'x=y'])
      expect(() => loadConfig({ REMOTE_MANIFEST_ORIGIN_MAP: bad })).toThrow(/REMOTE_MANIFEST_ORIGIN_MAP: must be/);
  });

  it('points LINE linking at the local provider outside production and at LINE in production', () => {
    const dev = loadConfig({ PORT: '3418' }).line;
    expect(dev).toMatchObject({
      issuer: 'http://127.0.0.1:3418/dev/oidc',
      channelId: 'dev-line-channel',
      localProvider: true,
      friendshipStatusUrl: 'http://127.0.0.1:3418/dev/oidc/friendship/v1/status',
    });
    expect(loadConfig({ HOST: '0.0.0.0', ADMIN_API_TOKEN: 'a-real-admin-token' }).line.issuer).toBe(
      'http://localhost:3000/dev/oidc',
    );
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-0123',
      ADMIN_API_TOKEN: 'a-production-admin-token',
      YEEKEE_SECRET_KEY: 'a-production-yeekee-key-0123456789',
      AUDIT_SIGNING_KEY: 'a-production-audit-signing-key-0123456789',
      SMS_PROVIDER: 'log',
    };
    const line = loadConfig(prod).line;
    expect(line).toMatchObject({ issuer: 'https://access.line.me', channelId: undefined, localProvider: false });
    expect(line.friendshipStatusUrl).toBe('https://api.line.me/friendship/v1/status');
    expect(loadConfig(prod).warnings.join('\n')).toMatch(/LINE_CHANNEL_ID/);
    expect(() => loadConfig({ ...prod, LINE_ISSUER: 'http://line.example' })).toThrow(/LINE_ISSUER: must be https/);
    expect(() => loadConfig({ LINE_ISSUER: 'not a url' })).toThrow(/LINE_ISSUER: must be an http\(s\) URL/);
  });

  it('logs readable lines in development and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
