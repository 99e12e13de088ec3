/**
 * JavaScript size budgets (ARCHITECTURE.md "Front-end builds"):
 * what a first visit downloads, gzipped, measured in Chromium against the production builds.
 * The figures are printed; the budgets fail the run when a change bloats a bundle.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const KB = 1024;
const BUDGETS = {
  shell: 340 * KB, // the host with React, router, i18n, emotion, rxjs, sentry, the MF runtime
  games: 90 * KB,
  wallet: 60 * KB,
} as const;

async function jsBytesByOrigin(page: Page, path: string, ready: string) {
  const bodies: { url: string; gz: number }[] = [];
  page.on('response', async (res) => {
    const url = res.url();
    if (!url.endsWith('.js') || res.status() !== 200) return;
    try {
      bodies.push({ url, gz: gzipSync(await res.body()).length });
    } catch {
      // a response body can be gone after navigation; it is then not counted
    }
  });
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const sum = (f: (u: string) => boolean) => bodies.filter((b) => f(b.url)).reduce((s, b) => s + b.gz, 0);
  return {
    shell: sum((u) => !u.includes('/remotes/')),
    remote: (name: string) => sum((u) => u.includes(`/remotes/${name}/`)),
  };
}

test('first-load JavaScript stays within budget', async ({ page }) => {
  const home = await jsBytesByOrigin(page, '/gamelobby/underground', '[data-testid="lobby-title"]');
  const games = home.remote('games');
  console.log(`shell first-load JS: ${(home.shell / KB).toFixed(1)} KiB gzipped (budget ${BUDGETS.shell / KB})`);
  console.log(`games remote JS: ${(games / KB).toFixed(1)} KiB gzipped (budget ${BUDGETS.games / KB})`);
  expect(home.shell).toBeLessThan(BUDGETS.shell);
  expect(games).toBeGreaterThan(0);
  expect(games).toBeLessThan(BUDGETS.games);

  const page2 = await page.context().newPage();
  const wallet = await jsBytesByOrigin(
    page2,
    '/wallet',
    '[data-testid="wallet-login"], [data-testid="wallet-balance"]',
  );
  console.log(
    `wallet remote JS: ${(wallet.remote('wallet') / KB).toFixed(1)} KiB gzipped (budget ${BUDGETS.wallet / KB})`,
  );
  expect(wallet.remote('wallet')).toBeLessThan(BUDGETS.wallet);
});
