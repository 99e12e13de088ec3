/**
 * Player protection through the real UI and API (issue 12): a deposit limit set in the wallet refuses
 * a top-up past it in Thai and keeps a raise pending; the reality check appears on its schedule (the
 * browser clock is moved forward, the api answers when it is due); a self-exclusion logs the player out,
 * says until when, and the login is refused.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { E2E_PIN, registerThroughUi, topUpThroughUi } from './support';

/** A screenshot in the report: the whole page, or only the screen when a dialog is open. */
async function snapshot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage }), contentType: 'image/png' });
}

async function openLimits(page: Page) {
  await page.goto('/wallet');
  await page.getByTestId('protection-open').click();
  await expect(page).toHaveURL(/\/wallet\/limits$/);
  await expect(page.getByTestId('limits-card')).toBeVisible();
}

test('a deposit limit refuses a top-up past it; a raise waits 24 h', async ({ page, request }, testInfo) => {
  await registerThroughUi(page, request);
  await openLimits(page);
  await page.getByTestId('limit-input-deposit_day').fill('300');
  await page.getByTestId('limits-save').click();
  await expect(page.getByTestId('limits-notice')).toContainText('มีผลทันที');
  await expect(page.getByTestId('limit-row-deposit_day')).toContainText('เหลือ 300.00 บาท');

  await topUpThroughUi(page, 100, '100.00');
  await page.getByTestId('deposit-quick-300').click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('deposit-error')).toContainText(
    'เกินวงเงินฝากต่อวันที่คุณตั้งไว้ (300.00 บาท) ฝากได้อีก 200.00 บาท',
  );
  await expect(page.getByTestId('header-balance')).toContainText('100.00');
  await snapshot(page, testInfo, 'deposit-refused');

  await openLimits(page);
  await page.getByTestId('limit-input-deposit_day').fill('1000');
  await page.getByTestId('limits-save').click();
  await expect(page.getByTestId('limits-notice')).toContainText('จะมีผลหลัง 24 ชั่วโมง');
  await expect(page.getByTestId('limit-input-deposit_day')).toHaveValue('300.00');
  await expect(page.getByTestId('limit-pending-deposit_day')).toContainText('จะเปลี่ยนเป็น 1,000.00 บาท');
  await snapshot(page, testInfo, 'limits-pending');
});

test('the reality check appears on schedule; self-exclusion logs out and login is refused', async ({
  page,
  request,
}, testInfo) => {
  await page.clock.install();
  const phone = await registerThroughUi(page, request);
  await openLimits(page);
  // the shell asks the api when the next check is due once the new interval is saved
  const scheduled = page.waitForResponse(
    async (r) =>
      r.url().endsWith('/users/reality-check') &&
      r.request().method() === 'GET' &&
      (await r.json()).data?.interval_minutes === 15,
  );
  await page.getByTestId('reality-choice-15').click();
  await expect(page.getByTestId('reality-notice')).toContainText('จะเตือนทุก 15 นาที');
  await scheduled;

  // 15 minutes of play later on the browser's clock. The shell arms its timer only once it has read
  // that answer, a moment after the response reaches the test, so the clock moves in 5-minute steps
  // until the check shows: a timer armed late is still reached, and none fires before 15 minutes.
  const check = page.getByTestId('reality-check-dialog');
  await page.clock.fastForward('10:00');
  await expect(check).toHaveCount(0);
  await expect(async () => {
    await page.clock.fastForward('05:00');
    await expect(check).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(check).toContainText('คุณเข้าสู่ระบบมาแล้ว');
  await expect(page.getByTestId('reality-net')).toContainText('0.00 บาท');
  await snapshot(page, testInfo, 'reality-check', false);
  await page.getByTestId('reality-continue').click();
  await expect(check).toBeHidden();

  await page.getByTestId('exclusion-period-1Y').check();
  await page.getByTestId('exclusion-start').click();
  const confirm = page.getByTestId('exclusion-dialog');
  await expect(confirm).toContainText('ยกเลิกหรือลดระยะเวลาไม่ได้');
  // dated by the server's clock (CLOCK_START 2026-05-01), not the browser's
  await expect(page.getByTestId('exclusion-until')).toContainText('จนถึง 1 พ.ค. 2570');
  await expect(page.getByTestId('exclusion-confirm')).toBeDisabled();
  await page.getByTestId('exclusion-understood').check();
  await page.getByTestId('exclusion-pin').fill(E2E_PIN);
  await snapshot(page, testInfo, 'exclusion-confirm', false);
  await page.getByTestId('exclusion-confirm').click();

  const done = page.getByTestId('self-excluded-dialog');
  await expect(done).toContainText('บัญชีของคุณถูกระงับจนถึง 1 พ.ค. 2570');
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await snapshot(page, testInfo, 'self-excluded', false);
  await page.getByTestId('self-excluded-ok').click();

  await page.goto('/login');
  await page.getByTestId('phone-input').fill(phone);
  await page.getByTestId('pin-input').fill(E2E_PIN);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('auth-error')).toContainText('พักการเล่น');
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});
