/**
 * JavaScript size budgets (ARCHITECTURE.md "Front-end builds"; issue 9): what a first visit to each route downloads,
 * in bytes over the wire as Chromium receives them (CDP `encodedDataLength`: compressed body plus headers), against
 * the production builds served like production (precompressed files by Accept-Encoding). A route over its budget
 * fails the run, so the gain cannot silently erode; the figures are printed either way.
 *
 * Also checked on every first visit: each script arrives compressed, React DOM arrives exactly once, and no wire
 * schema library (zod) is downloaded. The live layer's SDK (pubnub) is not part of a first visit: the shell loads
 * it LIVE_START_DELAY_MS after the page is up, so it is left out of the sum should a slow run still be busy then.
 */
import { expect, test, type Page } from '@playwright/test';

const KiB = 1024;
const ROUTES = [
  // 205: the home lobby's real next closes, countdowns, favourites and flags (issue 23) cost 4.7 KiB; the lobby is a
  // chunk of its own now, so no other route carries it (ARCHITECTURE.md "Size and caching")
  { path: '/', ready: '[data-testid="hero-cta"]', budget: 205 * KiB },
  { path: '/gamelobby/underground', ready: '[data-testid="lobby-title"]', budget: 260 * KiB },
  { path: '/lottery/thai', ready: '[data-testid="search-panel"]', budget: 260 * KiB },
  { path: '/wallet', ready: '[data-testid="wallet-login"], [data-testid="wallet-balance"]', budget: 260 * KiB },
  // the ops console (issue 10): its own remote, loaded only on /backoffice (never part of a player's first load)
  { path: '/backoffice', ready: '[data-testid="backoffice-login"]', budget: 260 * KiB },
] as const;

interface Script {
  url: string;
  wire: number;
  encoding: string | undefined;
  body: string;
}

/** Every script a fresh page downloads until the route is shown and the network is idle. */
async function firstLoadScripts(page: Page, path: string, ready: string): Promise<Script[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map<string, { url: string; encoding: string | undefined }>();
  const finished: { requestId: string; wire: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    const h = e.response.headers as Record<string, string>;
    responses.set(e.requestId, { url: e.response.url, encoding: h['content-encoding'] ?? h['Content-Encoding'] });
  });
  cdp.on('Network.loadingFinished', (e) => finished.push({ requestId: e.requestId, wire: e.encodedDataLength }));
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts: Script[] = [];
  for (const { requestId, wire } of finished) {
    const r = responses.get(requestId);
    if (!r) continue;
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId });
    scripts.push({ ...r, wire, body: base64Encoded ? Buffer.from(body, 'base64').toString() : body });
  }
  await cdp.detach();
  return scripts;
}

const isLiveSdk = (s: Script) => s.body.includes('PubNub-JS-');

for (const route of ROUTES) {
  test(`first visit to ${route.path} stays within ${route.budget / KiB} KiB of JavaScript over the wire`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, route.path, route.ready);
    const counted = scripts.filter((s) => !isLiveSdk(s));
    const total = counted.reduce((sum, s) => sum + s.wire, 0);
    console.log(
      `${route.path}: ${(total / KiB).toFixed(1)} KiB of JS over the wire in ${counted.length} scripts ` +
        `(budget ${route.budget / KiB} KiB)${counted.length < scripts.length ? ', live SDK left out' : ''}`,
    );
    for (const s of counted) console.log(`  ${(s.wire / KiB).toFixed(1).padStart(6)} KiB  ${new URL(s.url).pathname}`);

    expect(counted.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(route.budget);
    // served like production: every script precompressed (br or gzip, as Chromium accepts both)
    expect(counted.filter((s) => !s.encoding).map((s) => s.url)).toEqual([]);
    // one React DOM for the shell and every remote
    expect(counted.filter((s) => s.body.includes('__reactContainer$'))).toHaveLength(1);
    // the wire schemas stay on the server: browser code reads wire data with plain readers
    expect(counted.filter((s) => s.body.includes('ZodError')).map((s) => s.url)).toEqual([]);
  });
}
