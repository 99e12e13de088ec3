/**
 * Ops accounts need a second admin (issue 20) through the console against the real built federation and API: while
 * "e2e-admin" is the only active admin the ops users tab warns that no second admin can approve; once a second admin
 * exists, the operator e2e-admin creates in the console appears as waiting for approval ("รอการอนุมัติ") with who
 * asked, cannot log in, offers e2e-admin no approve button (the requester), and the second admin approves it behind
 * a confirmation, after which it logs in. The second admin is disabled at the end, so the later specs find one
 * admin as before. Screenshots at 390 px: test-results/ops-approvals-*.png.
 */
import { expect, test } from '@playwright/test';
import { backofficeTexts } from '../mfe-backoffice/src/i18n/th';
import { consoleLogin, ops, OPS_PASSWORD, opsSessions } from './support';

const texts = backofficeTexts.backoffice.opsUsers;

test("an admin's new operator waits for a second admin's approval in the console", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await opsSessions(request);
  const suffix = Date.now().toString(36);
  const admin2 = `e2e-admin2-${suffix}`;
  const operator = `e2e-op-${suffix}`;

  // one active admin: the tab warns that approvals by a second admin are not possible yet
  await consoleLogin(page, 'e2e-admin');
  await page.getByTestId('nav-ops-users').click();
  await expect(page.getByTestId('ops-users-one-admin')).toHaveText(texts.oneAdmin);
  await page.screenshot({ path: 'test-results/ops-approvals-one-admin.png', fullPage: true });

  // the second admin is created directly (one admin only); from now on new accounts wait
  const second = await ops<{ id: string; approval: string }>(request, 'post', 'backoffice/ops-users', {
    username: admin2,
    password: OPS_PASSWORD,
    role: 'admin',
  });
  expect(second.approval).toBe('approved');
  await page.reload();
  await expect(page.getByTestId(`ops-user-${admin2}`)).toBeVisible();
  await expect(page.getByTestId('ops-users-one-admin')).toHaveCount(0);

  // e2e-admin creates an operator in the console: it waits for approval, with who asked
  await page.getByTestId('ops-user-username').fill(operator);
  await page.getByTestId('ops-user-password').fill(OPS_PASSWORD);
  await page.getByTestId('ops-user-role-select').selectOption('operator');
  await page.getByTestId('ops-user-submit').click();
  await expect(page.getByTestId('ops-user-created')).toContainText(operator);
  const row = page.getByTestId(`ops-user-${operator}`);
  await expect(row.getByTestId('ops-user-state')).toHaveText('รอการอนุมัติ');
  await expect(row.getByTestId('ops-user-created-by')).toContainText('ขอสร้างโดย e2e-admin');
  await expect(row.getByTestId('ops-user-approve')).toHaveCount(0); // the requester cannot approve
  await expect(row.getByTestId('ops-user-awaiting')).toHaveText(texts.awaitingOther);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/ops-approvals-pending.png', fullPage: true });
  const refused = await request.post('/api/v1/backoffice/auth/login', {
    data: { username: operator, password: OPS_PASSWORD },
  });
  expect(refused.status()).toBe(401);

  // the second admin, in another browser, approves it behind a confirmation
  const other = await browser.newContext();
  try {
    const page2 = await other.newPage();
    await consoleLogin(page2, admin2);
    await page2.getByTestId('nav-ops-users').click();
    const row2 = page2.getByTestId(`ops-user-${operator}`);
    await expect(row2.getByTestId('ops-user-state')).toHaveText('รอการอนุมัติ');
    await row2.getByTestId('ops-user-approve').click();
    const dialog = page2.getByTestId('ops-user-decide-dialog');
    await expect(dialog).toContainText(operator);
    await page2.screenshot({ path: 'test-results/ops-approvals-dialog.png' });
    await dialog.getByTestId('ops-user-decide-confirm').click();
    await expect(row2.getByTestId('ops-user-state')).toHaveText(texts.states.active);
    await expect(row2.getByTestId('ops-user-decided-by')).toContainText(`อนุมัติโดย ${admin2}`);
  } finally {
    await other.close();
  }
  const allowed = await request.post('/api/v1/backoffice/auth/login', {
    data: { username: operator, password: OPS_PASSWORD },
  });
  expect(allowed.status()).toBe(200);

  // back to one active admin for the specs that follow
  await ops(request, 'post', `backoffice/ops-users/${second.id}/disable`, {});
});

test('closing a round early in the console asks for the reason first', async ({ page, request }) => {
  await opsSessions(request);
  await consoleLogin(page, 'e2e-maker');
  await expect(page.getByTestId('rounds-state')).toHaveValue('open');
  const close = page.getByTestId('round-close').first();
  await close.click();
  const dialog = page.getByTestId('close-dialog');
  await expect(dialog).toContainText(backofficeTexts.backoffice.rounds.closeBody);
  await expect(dialog.getByTestId('close-submit')).toBeDisabled();
  await dialog.getByTestId('close-reason').fill('ตลาดปิดเร็ว');
  await expect(dialog.getByTestId('close-submit')).toBeEnabled();
  await page.screenshot({ path: 'test-results/ops-approvals-close-dialog.png' });
  await dialog.getByRole('button', { name: backofficeTexts.backoffice.common.cancel, exact: true }).click();
  await expect(dialog).toHaveCount(0);
});
