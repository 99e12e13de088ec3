/**
 * Issue 20, a rate beyond the band in the real console: operator "e2e-maker" sets RUN_TOP on China stock to
 * 100,000× (the API only stores it: players still see 3.2); operator "e2e-checker" signs in, finds it under
 * "รอยืนยัน" on the Limits tab with who asked and 3.2 → 100,000, opens the rejection dialog (the change named
 * again) and rejects it: it leaves the list and the rate stays 3.2. (The e2e server has no new-account hold, so
 * that its operators can act at once; the hold's refusal of a fresh checker is proven in the api suite,
 * setting-changes.test.ts.) Screenshots at 390 px in test-results/.
 */
import { expect, test } from '@playwright/test';
import { backofficeTexts } from '../mfe-backoffice/src/i18n/th';
import { consoleLogin, ops } from './support';

const texts = backofficeTexts.backoffice.pending;

test('a rate beyond the band waits in รอยืนยัน until a second operator decides; rejected, it never applies', async ({
  page,
  request,
}) => {
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

  await consoleLogin(page, 'e2e-checker');
  await page.goto('/backoffice/limits');
  const box = page.getByTestId('pending-changes');
  await expect(box.getByRole('heading', { name: texts.title })).toBeVisible();
  const item = box.getByTestId('pending-change').filter({ hasText: 'STCN' });
  await expect(item.getByTestId('pending-field')).toContainText('RUN_TOP');
  await expect(item.getByTestId('pending-field')).toContainText('3.2 → 100,000');
  await expect(item.getByTestId('pending-asked-by')).toContainText('e2e-maker');
  await box.screenshot({ path: test.info().outputPath('pending-390.png') });
  await page.screenshot({ path: test.info().outputPath('limits-390.png'), fullPage: true });

  // the maker's own change offers the second operator confirm and reject, never to the maker
  await expect(item.getByTestId('pending-confirm')).toBeVisible();
  await item.getByTestId('pending-reject').click();
  const dialog = page.getByTestId('pending-dialog');
  await expect(dialog).toContainText('3.2 → 100,000');
  await expect(dialog).toContainText('e2e-maker');
  await page.screenshot({ path: test.info().outputPath('dialog-390.png') });
  await dialog.getByTestId('pending-dialog-confirm').click();
  await expect(dialog).toHaveCount(0);
  await expect(box.getByTestId('pending-change').filter({ hasText: 'STCN' })).toHaveCount(0);
  expect(await rate()).toBe(3.2);
  const rejected = await ops<{ status: string; decided_by: string | null }[]>(
    request,
    'get',
    'backoffice/setting-changes?status=REJECTED&game=STCN',
  );
  expect(rejected.map((c) => c.status)).toContain('REJECTED');
});
