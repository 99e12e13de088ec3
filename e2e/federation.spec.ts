/**
 * The federation under maintenance (issue 2): a remote disabled by ops shows its Thai panel while the
 * rest of the site works; a system-status toast is shown, dismissed, and stays dismissed for that text.
 */
import { expect, test } from '@playwright/test';
import { ops } from './support';

test.afterEach(async ({ request }) => {
  await ops(request, 'put', 'backoffice/remotes/games', { enabled: true });
  await ops(request, 'put', 'backoffice/system/status', { Register: true, UnderConstruction: false });
});

test('a disabled remote shows its maintenance panel and the rest of the site works', async ({ page, request }) => {
  await ops(request, 'put', 'backoffice/remotes/games', { enabled: false });
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/games/')) remoteRequests.push(r.url());
  });
  await page.goto('/gamelobby/underground');
  await expect(page.getByTestId('remote-unavailable-games')).toBeVisible();
  await expect(page.getByTestId('remote-unavailable-games')).toContainText('ปิดปรับปรุง');
  expect(remoteRequests).toEqual([]);

  // another remote still loads
  await page.goto('/wallet');
  await expect(page.getByTestId('remote-unavailable-wallet')).toHaveCount(0);
  await expect(page.locator('[data-testid="wallet-balance"], [data-testid="wallet-login"]').first()).toBeVisible();

  // back on: the lobby loads again
  await ops(request, 'put', 'backoffice/remotes/games', { enabled: true });
  await page.goto('/gamelobby/underground');
  await expect(page.getByTestId('lobby-title')).toBeVisible();
});

test('a system-status toast is shown to visitors, hidden on /404, dismissed, and stays dismissed', async ({
  page,
  request,
}) => {
  await ops(request, 'put', 'backoffice/system/status', { Register: false });
  const toast = page.getByTestId('status-toast');

  await page.goto('/404');
  await expect(page.getByText('404').first()).toBeVisible();
  await expect(toast).toHaveCount(0);

  await page.goto('/');
  await expect(toast).toContainText('ปิดรับสมัครสมาชิกชั่วคราว');
  await page.getByTestId('status-toast-dismiss').click();
  await expect(toast).toHaveCount(0);
  await page.reload();
  await expect(page.locator('header').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(toast).toHaveCount(0);
});

test('under construction redirects to /maintenance', async ({ page, request }) => {
  await ops(request, 'put', 'backoffice/system/status', { UnderConstruction: true, UnderConstructionText: '' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByText('ปิดปรับปรุง').first()).toBeVisible();
  await ops(request, 'put', 'backoffice/system/status', { UnderConstruction: false });
});
