/**
 * Helpers for the end-to-end specs: real data from ../shared/data, the OTP outbox, ops calls.
 * Nothing here mocks the server: every call goes to the running API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
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
