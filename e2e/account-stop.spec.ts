/**
 * Inactive and banned accounts (issue 11) against the real built federation and API: a signed-in player whose
 * account ops mark inactive is sent back to the login page by the next call the page makes, with the spec's
 * INACTIVE_USER text and the reason ops gave, and the session is gone (the header offers login again); logging in
 * is then refused with the same text. A banned player sees the ban text.
 */
import { expect, test, type Page } from '@playwright/test';
import { thCommon } from 'shared-contracts';
import { E2E_PIN, ops, registerThroughUi } from './support';

async function customerCode(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/v1/users/info/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { customer_code: string } }).data.customer_code;
}

/**
 * Waits until the open page is on /login. The next call the page makes meets the refusal: the live layer's own
 * reconnect may make it at once; otherwise the player taps the header balance (a reload of it). Never a page reload,
 * which would lose the open page's notice.
 */
async function sentToLogin(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!/\/login/.test(page.url()))
          await page
            .getByTestId('header-balance')
            .click({ timeout: 1000 })
            .catch(() => undefined);
        return page.url();
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toMatch(/\/login/);
}

test('an inactive player is sent back to login with the spec’s text, and cannot log in again', async ({
  page,
  request,
}) => {
  const phone = await registerThroughUi(page, request);
  const code = await customerCode(page);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();

  await ops(request, 'put', `backoffice/players/${code}/status`, { status: 'INACTIVE', reason: 'ตรวจสอบบัญชี' });
  await sentToLogin(page);
  const dialog = page.getByTestId('account-stop-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('account-stop-body')).toHaveText(thCommon.systemStatus.INACTIVE_USER);
  await expect(page.getByTestId('account-stop-reason')).toContainText('ตรวจสอบบัญชี');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('block'))) ?? 'null')).toMatchObject({
    status: 'INACTIVE',
  });
  await page.getByTestId('account-stop-ok').click();
  await expect(dialog).toBeHidden();

  // a login attempt is refused the same way
  const login = await request.post('/api/v1/auth/login', { data: { phone, pin: E2E_PIN } });
  expect(login.status()).toBe(403);
  expect(((await login.json()) as { data: { detail: string } }).data.detail).toBe('INACTIVE_USER');
});

test('a banned player sees the ban text', async ({ page, request }) => {
  await registerThroughUi(page, request);
  const code = await customerCode(page);
  await ops(request, 'put', `backoffice/players/${code}/status`, { status: 'BANNED', reason: 'บัญชีม้า' });
  await sentToLogin(page);
  await expect(page.getByTestId('account-stop-body')).toHaveText(thCommon.accountStop.bannedBody);
  await expect(page.getByTestId('account-stop-reason')).toContainText('บัญชีม้า');
});
