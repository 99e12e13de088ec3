/**
 * Helpers for the end-to-end specs: real data from the repository's data/, the OTP outbox, ops calls through
 * named ops sessions (an admin, and two operators for results by maker-checker).
 * Nothing here mocks the server: every call goes to the running API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { GloDraw } from 'shared-contracts';

/** The server's bootstrap ADMIN_API_TOKEN (playwright.config.ts): it only creates the first ops user. */
export const ADMIN_TOKEN = 'e2e-admin-token';
export const OPS_PASSWORD = 'e2e-ops-password-0123';
const DATA_DIR = process.env.SHARED_DATA_DIR ?? join(__dirname, '..', 'data');

/** One official GLO draw from data/glo-draws.json. */
export function officialDraw(date: string): GloDraw {
  const draws = JSON.parse(readFileSync(join(DATA_DIR, 'glo-draws.json'), 'utf8')) as GloDraw[];
  const draw = draws.find((d) => d.date === date);
  if (!draw) throw new Error(`no official draw on ${date}`);
  return draw;
}

/** A fresh Thai mobile number for one test run. */
export function freshPhone(): string {
  return `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The newest OTP sent to `phone`, read from the dev SMS outbox. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  let otp = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/sms-outbox?phone=${phone}`);
      const body = await res.json();
      otp = body.data?.[0]?.otp ?? '';
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp;
}

/** One real XSMB draw (Hanoi) from data/xsmb-draws.csv: `{special, prize1}`. */
export function officialXsmb(date: string): { special: string; prize1: string } {
  const [header, ...lines] = readFileSync(join(DATA_DIR, 'xsmb-draws.csv'), 'utf8').trim().split(/\r?\n/);
  const cols = header!.split(',');
  const row = lines.map((l) => l.split(',')).find((cells) => cells[0] === date);
  if (!row) throw new Error(`no XSMB draw on ${date}`);
  return { special: row[cols.indexOf('special')]!, prize1: row[cols.indexOf('prize1')]! };
}

interface OpsSessions {
  admin: string;
  maker: string;
  checker: string;
}
let sessions: Promise<OpsSessions> | undefined;

async function opsLogin(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/v1/backoffice/auth/login', { data: { username, password: OPS_PASSWORD } });
  const body = await res.json();
  expect(res.ok(), `ops login ${username}: ${JSON.stringify(body)}`).toBe(true);
  return body.data.token as string;
}

/**
 * The e2e ops sessions, created once per run and idempotently: the bootstrap token creates the admin
 * "e2e-admin" (403 when it already did), who creates the operators "e2e-maker" and "e2e-checker" (409
 * when they exist); all three log in.
 */
export function opsSessions(request: APIRequestContext): Promise<OpsSessions> {
  sessions ??= (async () => {
    const boot = await request.post('/api/v1/backoffice/ops-users', {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      data: { username: 'e2e-admin', password: OPS_PASSWORD },
    });
    expect([201, 403], `bootstrap: ${await boot.text()}`).toContain(boot.status());
    const admin = await opsLogin(request, 'e2e-admin');
    for (const username of ['e2e-maker', 'e2e-checker']) {
      const res = await request.post('/api/v1/backoffice/ops-users', {
        headers: { Authorization: `Bearer ${admin}` },
        data: { username, password: OPS_PASSWORD, role: 'operator' },
      });
      expect([201, 409], `create ${username}: ${await res.text()}`).toContain(res.status());
    }
    return { admin, maker: await opsLogin(request, 'e2e-maker'), checker: await opsLogin(request, 'e2e-checker') };
  })().catch((err: unknown) => {
    sessions = undefined;
    throw err;
  });
  return sessions;
}

/** Admin-only backoffice paths (ops users, the remote registry, the system status); the rest is operators'. */
const ADMIN_PATHS = /^backoffice\/(remotes|system|ops-users)(\/|$)/;

/**
 * Calls the backoffice as ops and returns the envelope's data; fails the test on an error envelope.
 * Admin paths go as "e2e-admin", everything else as the operator "e2e-maker"; `as` overrides.
 */
export async function ops<T = unknown>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
  as?: keyof OpsSessions,
): Promise<T> {
  const s = await opsSessions(request);
  const token = s[as ?? (ADMIN_PATHS.test(path) ? 'admin' : 'maker')];
  const res = await request[method](`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await res.json();
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/**
 * Ops close a round before its scheduled close ("e2e-maker", with the reason the API requires) and, since no result
 * may be entered before the round's scheduled result time (issue 20) while this server's clock runs in real time,
 * the development-only `POST dev/rounds/{id}/result-due` brings that time to now.
 */
export async function closeEarly(request: APIRequestContext, roundId: string, reason = 'e2e: closed before the draw') {
  await ops(request, 'post', `backoffice/rounds/${roundId}/close`, { reason });
  const due = await request.post(`/api/v1/dev/rounds/${roundId}/result-due`);
  expect(due.ok(), `result-due ${roundId}: ${await due.text()}`).toBe(true);
}

/** A round's official result by maker-checker: "e2e-maker" enters it, "e2e-checker" confirms it (settles). */
export async function settleResult(request: APIRequestContext, roundId: string, raw: unknown): Promise<unknown> {
  await ops(request, 'post', `backoffice/rounds/${roundId}/result`, raw, 'maker');
  return ops(request, 'post', `backoffice/rounds/${roundId}/result/confirm`, raw, 'checker');
}

/** Signs `username` in through the console's login and waits for the signed-in frame. */
export async function consoleLogin(page: Page, username: string) {
  await page.goto('/backoffice');
  await expect(page.getByTestId('backoffice-login')).toBeVisible();
  await page.getByTestId('ops-username').fill(username);
  await page.getByTestId('ops-password').fill(OPS_PASSWORD);
  await page.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-signed-in')).toContainText(username);
}

/** The KBANK account number (10 digits) registerThroughUi gives the player of `phone`: unique per phone. */
export function e2eBankAccount(phone: string): string {
  return `1${phone.slice(1)}`;
}

/** The PIN every e2e player registers with. */
export const E2E_PIN = '246813';

/**
 * Registers a fresh player through the real UI (phone → OTP from the outbox → PIN and bank account)
 * and waits until the header shows the new, empty wallet. Returns the phone number.
 */
export async function registerThroughUi(
  page: Page,
  request: APIRequestContext,
  { phone = freshPhone(), accountName = 'สมหญิง ใจดี' }: { phone?: string; accountName?: string } = {},
): Promise<string> {
  await page.goto('/register');
  await page.getByTestId('phone-input').fill(phone);
  await page.getByTestId('otp-request').click();
  const otp = await latestOtp(request, phone);
  await page.getByTestId('otp-input').fill(otp);
  await page.getByTestId('otp-verify').click();
  await page.getByTestId('pin-input').fill(E2E_PIN);
  await page.getByTestId('pin-confirm-input').fill(E2E_PIN);
  await page.getByTestId('bank-select').selectOption('KBANK');
  // one bank account per player (E20010): the account number is derived from the phone
  await page.getByTestId('bank-account-number').fill(e2eBankAccount(phone));
  await page.getByTestId('bank-account-name').fill(accountName);
  await page.getByTestId('age-confirm').check();
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
  return phone;
}

/** Tops up play credits with a quick amount on the wallet page and waits for the header to show `expected`. */
export async function topUpThroughUi(page: Page, quick: 100 | 300 | 500 | 1000, expected: string): Promise<void> {
  await page.goto('/wallet');
  await page.getByTestId(`deposit-quick-${quick}`).click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-success')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(expected);
}

/** Adds one line of `kind` on `number` in the number pad, leaving no kind selected. */
export async function addPadLine(page: Page, kind: string, number: string): Promise<void> {
  await page.getByTestId(`kind-${kind}`).click();
  await page.getByTestId('number-input').fill(number);
  await page.getByTestId('add-number').click();
  await page.getByTestId(`kind-${kind}`).click();
}
