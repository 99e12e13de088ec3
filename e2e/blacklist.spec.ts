/**
 * The block lists (spec §8 E20026 "phone blacklisted") against the real built federation and API: an operator signs
 * in to the console, puts a fresh phone on the blacklist with a reason from the "บัญชีดำ" tab; a visitor in another
 * browser context who tries to register with that phone is refused with the spec's Thai text before any OTP is
 * sent; the operator takes it off after a confirmed reason, and the visitor registers with it.
 */
import { expect, test } from '@playwright/test';
import { thCommon } from 'shared-contracts';
import { backofficeTexts } from '../mfe-backoffice/src/i18n/th';
import { consoleLogin, freshPhone, opsSessions, registerThroughUi } from './support';

const texts = backofficeTexts.backoffice.blacklist;

test('an operator blacklists a phone: registration with it is refused in Thai; removed, it registers', async ({
  page,
  browser,
  request,
}) => {
  await opsSessions(request);
  const phone = freshPhone();

  await consoleLogin(page, 'e2e-maker');
  await page.getByTestId('nav-blacklist').click();
  await expect(page.getByTestId('blacklist-page')).toContainText(texts.title);
  await page.getByTestId('blacklist-phone').fill(phone);
  await page.getByTestId('blacklist-phone-reason').fill('แจ้งโดยธนาคาร: บัญชีม้า');
  await page.getByTestId('blacklist-phone-submit').click();
  await expect(page.getByTestId('blacklist-added')).toContainText(phone);
  const entry = page.getByTestId(`blacklist-phone-${phone}`);
  await expect(entry).toContainText('แจ้งโดยธนาคาร: บัญชีม้า');
  await expect(entry).toContainText('e2e-maker');

  const visitor = await browser.newContext();
  const player = await visitor.newPage();
  await player.goto('/register');
  await player.getByTestId('phone-input').fill(phone);
  await player.getByTestId('otp-request').click();
  await expect(player.getByTestId('auth-error')).toHaveText(thCommon.errors.E20026);
  const outbox = await request.get(`/api/v1/dev/sms-outbox?phone=${phone}`);
  expect(((await outbox.json()) as { data: unknown[] }).data).toHaveLength(0);

  await entry.getByTestId('blacklist-remove').click();
  const dialog = page.getByTestId('blacklist-remove-dialog');
  await expect(dialog).toContainText(texts.removePhoneBody);
  await dialog.getByTestId('blacklist-remove-reason').fill('ธนาคารยืนยันตัวตนแล้ว');
  await dialog.getByTestId('blacklist-remove-confirm').click();
  await expect(page.getByTestId('blacklist-removed')).toContainText(phone);
  await expect(page.getByTestId(`blacklist-phone-${phone}`)).toHaveCount(0);

  await registerThroughUi(player, request, { phone });
  await visitor.close();
});
