/**
 * Issue 13 (mini-games) through the real UI and API: a coin-toss streak of two wins cashed out, the header's
 * balance following every stake and the cash-out, then the slip recomputed in the browser's verify view
 * (SHA-256 of the revealed seed = the commitment shown before play, every step ✓) and a changed seed failing.
 *
 * Outcomes are provably fair and secret until a slip ends, so the test cannot choose them: it stakes 1 baht and
 * calls HEAD until two calls in a row win, starting a new slip after each loss. A slip wins twice with
 * probability 1/4, so 40 slips (at most 40 baht of the 100 topped up) fail to find one with probability
 * 0.75^40 ≈ 1e-5. Each outcome is read from the PATCH response, and the page must show the same.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { registerThroughUi, topUpThroughUi } from './support';

const MAX_SLIPS = 40;

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** The header's balance as a number of baht. */
async function headerBalance(page: Page): Promise<number> {
  return Number((await page.getByTestId('header-balance').innerText()).replace(/[^\d.]/g, ''));
}

/** Calls HEAD on the open slip; returns the slip the server answered. */
async function callHead(page: Page): Promise<{ status: string; wins: number; steps: { result: string }[] }> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/cointossing/bet') && r.request().method() === 'PATCH'),
    page.getByTestId('guess-HEAD').click(),
  ]);
  const slip = (await response.json()).data;
  await expect(page.getByTestId('step-result')).toHaveAttribute('data-result', slip.steps.at(-1).result);
  return slip;
}

test('a coin-toss streak of two wins is cashed out and verifies in the browser', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await registerThroughUi(page, request);
  await topUpThroughUi(page, 100, '100.00');

  await page.goto('/minigame/cointossing');
  await expect(page.getByTestId('minigame-cointossing')).toBeVisible();
  await expect(page.getByTestId('seed-commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await snapshot(page, testInfo, 'coin-before-play');

  let staked = 0;
  let commitment = '';
  for (let slips = 0; slips < MAX_SLIPS; slips += 1) {
    await page.getByTestId('stake-amount').fill('1');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/cointossing/bet') && r.request().method() === 'POST'),
      page.getByTestId('stake-submit').click(),
    ]);
    // the commitment the slip plays under is the one the page showed before the stake
    commitment = (await response.json()).data.fairness.commitment;
    await expect(page.getByTestId('streak-panel')).toBeVisible();
    await expect(page.getByTestId('seed-commitment')).toHaveText(commitment);
    staked += 1;
    await expect.poll(() => headerBalance(page)).toBeCloseTo(100 - staked, 2);
    const first = await callHead(page);
    if (first.status !== 'OPEN') continue;
    await expect(page.getByTestId('streak-payout')).toContainText('1.96');
    const second = await callHead(page);
    if (second.status !== 'OPEN') continue;
    break;
  }
  await expect(page.getByTestId('streak-wins')).toContainText('2');
  await expect(page.getByTestId('streak-payout')).toContainText('3.84');
  await snapshot(page, testInfo, 'coin-two-wins');

  await page.getByTestId('cash-out').click();
  await expect(page.getByTestId('step-result')).toHaveAttribute('data-result', 'CASHED');
  await expect(page.getByTestId('step-result')).toContainText('3.84');
  // 1 baht per slip staked, 3.84 paid once (floor(196 × 1.96) satang)
  await expect.poll(() => headerBalance(page)).toBeCloseTo(100 - staked + 3.84, 2);
  await expect(page.getByTestId('seed-commitment')).not.toHaveText(commitment);

  await page.getByTestId('verify-finished').click();
  await expect(page).toHaveURL(/\/minigame\/verify\/CT\d{8}$/);
  await expect(page.getByTestId('verify-commitment-value')).toHaveText(commitment);
  await expect(page.getByTestId('verify-commitment-computed')).toHaveText(commitment);
  await expect(page.getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-step-0')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-step-1')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-overall')).toHaveAttribute('data-ok', 'true');
  await snapshot(page, testInfo, 'verify-ok');

  // another server seed: the commitment and the outcomes no longer match
  await page.getByTestId('verify-server-seed').fill('0'.repeat(64));
  await expect(page.getByTestId('verify-commitment')).toHaveAttribute('data-ok', 'false');
  await expect(page.getByTestId('verify-overall')).toHaveAttribute('data-ok', 'false');
});
