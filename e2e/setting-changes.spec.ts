/**
 * Issue 20, a rate beyond the band in the real console: operator "e2e-maker" sets RUN_TOP on China stock to
 * 100,000× (the API only stores it: players still see 3.2); operator "e2e-checker" signs in, finds it under
 * "รอยืนยัน" on the Limits tab with who asked and 3.2 → 100,000, and opens the confirmation dialog. The checker was
 * created by this run, so the API refuses the confirmation (new-account hold) and the dialog says why; the rate
 * stays 3.2. Screenshots at 390 px in test-results/.
 */
import { expect, test } from '@playwright/test';
import { backofficeTexts } from 'shared-contracts';
import { OPS_PASSWORD, ops } from './support';

const texts = backofficeTexts.backoffice.pending;

test('a rate beyond the band waits in รอยืนยัน; a fresh checker cannot confirm it', async ({ page, request }) => {
  const asked = await ops<{ pending_change: { id: string } }>(request, 'put', 'backoffice/rates/STCN', {
    kinds: { RUN_TOP: { rate: 100_000 } },
    reason: 'โปรโมชัน',
  });
  expect(asked.pending_change.id).toBeTruthy();
  const rate = async () =>
    (
      (await (await request.get('/api/v1/stock/rate/china')).json()).data.kinds as { kind: string; rate: number }[]
    ).find((k) => k.kind === 'RUN_TOP')!.rate;
  expect(await rate()).toBe(3.2);

  await page.goto('/backoffice');
  await page.getByTestId('ops-username').fill('e2e-checker');
  await page.getByTestId('ops-password').fill(OPS_PASSWORD);
  await page.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-signed-in')).toContainText('e2e-checker');
  await page.goto('/backoffice/limits');
  const box = page.getByTestId('pending-changes');
  await expect(box.getByRole('heading', { name: texts.title })).toBeVisible();
  const item = box.getByTestId('pending-change').filter({ hasText: 'STCN' });
  await expect(item.getByTestId('pending-field')).toContainText('RUN_TOP');
  await expect(item.getByTestId('pending-field')).toContainText('3.2 → 100,000');
  await expect(item.getByTestId('pending-asked-by')).toContainText('e2e-maker');
  await box.screenshot({ path: test.info().outputPath('pending-390.png') });
  await page.screenshot({ path: test.info().outputPath('limits-390.png'), fullPage: true });

  await item.getByTestId('pending-confirm').click();
  const dialog = page.getByTestId('pending-dialog');
  await expect(dialog).toContainText('3.2 → 100,000');
  await dialog.getByTestId('pending-dialog-confirm').click();
  await expect(dialog.getByTestId('pending-dialog-error')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dialog-390.png') });
  expect(await rate()).toBe(3.2);

  await ops(request, 'post', `backoffice/setting-changes/${asked.pending_change.id}/cancel`, {}, 'maker');
});
