/**
 * End-to-end tests in Debian's Chromium against the real built federation and API (no mocks).
 * The server starts on its own port with a fresh embedded database and a clock placed just before a
 * real GLO draw (2026-05-02), so ops can post that official result during the test.
 * Build first (`npm run build`); `npm test` does.
 */
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3310);
// its own database per port, so two runs on one machine (E2E_PORT) never wipe each other's
const DATA_DIR = `.data/e2e-${PORT}`;
/** The static host of e2e/version-skew.spec.ts (a newer wallet build): an origin the CSP must allow. */
export const SKEW_ORIGIN = `http://127.0.0.1:${PORT + 11}`;
export const E2E_ADMIN_TOKEN = 'e2e-admin-token';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 390, height: 844 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // the compiled server, as the production image runs it (scripts/build-api.mjs: ~2 s, so never stale; skipped
    // under API_BUILT=1, where `npm test` has just built it and the Node-lines slice beside may be running it)
    command: `rm -rf ${DATA_DIR} && ${process.env.API_BUILT === '1' ? '' : 'node scripts/build-api.mjs && '}node --enable-source-maps api/dist/main.js`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SMS_PROVIDER: 'outbox',
      PAYMENT_RAIL: 'demo',
      ADMIN_API_TOKEN: E2E_ADMIN_TOKEN,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      CLOCK_START: '2026-05-01T10:00:00+07:00',
      LOG_LEVEL: 'warn',
      REMOTE_ALLOWED_ORIGINS: SKEW_ORIGIN,
      DATABASE_URL: '',
      // every spec registers and plays from 127.0.0.1: rate limits out of the way
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_OPS_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_PLAY_PER_MINUTE: '100000',
      RATE_LIMIT_CHAT_PER_MINUTE: '100000',
      // the specs' operators act as soon as they are created: the new-account hold (issue 20) is proven in the api
      // suite (ops-approvals.test.ts)
      OPS_NEW_ACCOUNT_HOLD_HOURS: '0',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    },
  },
});
