/**
 * Helpers for the end-to-end specs: real data from ../shared/data, the OTP outbox, ops calls.
 * Nothing here mocks the server: every call goes to the running API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { GloDraw } from 'shared-contracts';

export const ADMIN_TOKEN = 'e2e-admin-token';
const DATA_DIR = process.env.SHARED_DATA_DIR ?? join(__dirname, '..', '..', 'shared', 'data');

/** One official GLO draw from shared/data/glo-draws.json. */
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

/** Calls the backoffice as ops and returns the envelope's data; fails the test on an error envelope. */
export async function ops<T = unknown>(
  request: APIRequestContext,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](`/api/v1/${path}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await res.json();
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
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
  await page.getByTestId('bank-account-number').fill('1234567890');
  await page.getByTestId('bank-account-name').fill(accountName);
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
