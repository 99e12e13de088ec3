/**
 * A withdraw end to end (issue 11) against the real built federation and API: a player tops up, asks for a
 * withdraw on the wallet's withdraw screen (the bank account and the day's limit shown, a review step, then the
 * hold: the header balance drops at once and the history shows the withdraw PENDING); an operator signs in to the
 * ops console in another browser context, finds it in the Payments tab's withdrawal queue and approves it with a
 * note; the player's history then shows it SUCCESS and the balance stays right. Screenshots at 390 px of both screens.
 */
import { expect, test } from '@playwright/test';
import { walletTexts } from '../mfe-wallet/src/i18n/th';
import { consoleLogin, e2eBankAccount, opsSessions, registerThroughUi, topUpThroughUi } from './support';

test('a player withdraws in the wallet, ops approve it in the console queue, the history shows SUCCESS', async ({
  page,
  request,
  browser,
}) => {
  await opsSessions(request);
  const phone = await registerThroughUi(page, request);
  await topUpThroughUi(page, 1000, '1,000.00');

  // the withdraw screen: the registered bank account, the limit left today, a review, then the hold
  await page.getByTestId('withdraw-open').click();
  await expect(page).toHaveURL(/\/wallet\/withdraw$/);
  // the bank by its Thai name and the account number masked but for its last 4 digits
  await expect(page.getByTestId('withdraw-bank')).toContainText(
    `ธนาคารกสิกรไทย XXXXXX${e2eBankAccount(phone).slice(-4)}`,
  );
  await expect(page.getByTestId('withdraw-limit-left')).toContainText('50,000.00');
  await page.getByTestId('withdraw-amount').fill('300');
  await page.getByTestId('withdraw-next').click();
  await expect(page.getByTestId('withdraw-review')).toContainText('300.00');
  await page.screenshot({ path: test.info().outputPath('withdraw-review-390.png'), fullPage: true });
  await page.getByTestId('withdraw-confirm').click();
  await expect(page.getByTestId('withdraw-success')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('700.00');
  await expect(page.getByTestId('withdraw-limit-left')).toContainText('49,700.00');
  await expect(page.getByTestId('withdrawal').first()).toHaveAttribute('data-status', 'PENDING');
  await page.screenshot({ path: test.info().outputPath('withdraw-pending-390.png'), fullPage: true });

  await page.getByTestId('withdraw-back').click();
  const held = page.locator('[data-testid="transaction"][data-kind="WITHDRAW"]');
  await expect(held).toHaveAttribute('data-status', 'PENDING');
  await expect(held).toContainText(walletTexts.wallet.kind.WITHDRAW);
  await expect(held).toContainText(walletTexts.wallet.status.PENDING);

  // ops approve it from the Payments tab's queue, in a browser of their own
  const opsContext = await browser.newContext({
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 390, height: 844 },
  });
  try {
    const opsPage = await opsContext.newPage();
    await consoleLogin(opsPage, 'e2e-maker');
    await opsPage.getByTestId('nav-payments').click();
    await expect(opsPage).toHaveURL(/\/backoffice\/payments$/);
    const item = opsPage.locator('[data-testid^="payment-withdrawals-"]').filter({ hasText: phone });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('300.00');
    await item.locator('[data-testid^="payment-approve-"]').click();
    await item.getByTestId('payment-reason').fill('KBANK transfer ref E2E-0001');
    await opsPage.screenshot({ path: test.info().outputPath('ops-payments-390.png'), fullPage: true });
    await item.getByTestId('payment-confirm-submit').click();
    // decided: it leaves the pending queue and shows under SUCCESS
    await expect(item).toHaveCount(0);
    await opsPage.getByTestId('payments-withdrawals-state').selectOption('SUCCESS');
    const done = opsPage.locator('[data-testid^="payment-withdrawals-"]').filter({ hasText: phone });
    await expect(done).toHaveAttribute('data-status', 'SUCCESS');
    await expect(done).toContainText('e2e-maker');
  } finally {
    await opsContext.close();
  }

  // the player's open wallet page shows it SUCCESS as soon as the news reaches them (no reload); the balance is right
  await expect(page.locator('[data-testid="transaction"][data-kind="WITHDRAW"]')).toHaveAttribute(
    'data-status',
    'SUCCESS',
  );
  await expect(page.getByTestId('wallet-balance')).toContainText('700.00');
  await expect(page.getByTestId('header-balance')).toContainText('700.00');
  await page.goto('/wallet/withdraw');
  await expect(page.getByTestId('withdrawal').first()).toHaveAttribute('data-status', 'SUCCESS');
});
