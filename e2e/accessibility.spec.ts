/**
 * Accessibility and a clean console on the main routes (issue 14, "Pages that pass the audits"): axe-core with the
 * WCAG 2.0/2.1/2.2 A and AA rules finds no serious or critical violation (colour contrast, names, labels, ...) on
 * each route, for a visitor and for a logged-in player, and no route logs a console error (a missing favicon, a
 * failed request, an uncaught exception). The palette's contrast is fixed in the design tokens
 * (shared-ui/src/theme.ts, checked pair by pair in theme.test.ts); this spec checks the pages as they render.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughUi } from './support';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Route {
  path: string;
  /** an element that shows the route has rendered (its remote mounted, its data loaded) */
  ready: string;
}

const VISITOR_ROUTES: Route[] = [
  { path: '/', ready: '[data-testid="hero-cta"]' },
  { path: '/gamelobby/underground', ready: '[data-testid="lobby-title"]' },
  { path: '/lottery/thai', ready: '[data-testid="famous-lottery-numbers"][data-status="ready"]' },
  { path: '/wallet', ready: '[data-testid="wallet-login"]' },
  { path: '/login', ready: '[data-testid="login-submit"]' },
  { path: '/register', ready: '[data-testid="phone-input"]' },
  { path: '/chat', ready: '[data-testid="chat-login-bar"]' },
];

const PLAYER_ROUTES: Route[] = [
  { path: '/', ready: '[data-testid="hero-cta"]' },
  { path: '/gamelobby/underground', ready: '[data-testid="lobby-title"]' },
  { path: '/lottery/thai', ready: '[data-testid="famous-lottery-numbers"][data-status="ready"]' },
  { path: '/wallet', ready: '[data-testid="wallet-balance"]' },
  { path: '/chat', ready: '[data-testid="chat-input"]' },
];

/** Collects the page's console errors and uncaught exceptions from now on; `take()` returns and clears them. */
function watchConsole(page: Page) {
  let errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url || 'page'})`);
  });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err.message}`));
  return {
    take() {
      const out = errors;
      errors = [];
      return out;
    },
  };
}

/** The serious and critical axe violations of the page as it is now, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `[${v.impact}] ${v.id} (${v.help}) at ${n.target.join(' ')}: ` +
          (n.any[0]?.message ?? n.failureSummary ?? '').replace(/\s+/g, ' ') +
          ` | ${n.html.slice(0, 160)}`,
      ),
    );
}

/** Opens each route, waits for it to render, then checks axe and the console; reports every failure at once. */
async function auditRoutes(page: Page, routes: Route[], who: string) {
  const logs = watchConsole(page);
  const failures: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    await expect(page.locator(route.ready).first()).toBeVisible();
    // late requests of the route (its remote's data, the live layer) settle before the audit
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    for (const v of await seriousViolations(page)) failures.push(`${who} ${route.path}: ${v}`);
    for (const e of logs.take()) failures.push(`${who} ${route.path}: console error: ${e}`);
  }
  expect(failures, `accessibility and console problems:\n${failures.join('\n')}`).toEqual([]);
}

test('a visitor’s main routes have no serious or critical axe violations and no console errors', async ({ page }) => {
  await auditRoutes(page, VISITOR_ROUTES, 'visitor');
});

test('a player’s main routes have no serious or critical axe violations and no console errors', async ({
  page,
  request,
}) => {
  await registerThroughUi(page, request);
  await auditRoutes(page, PLAYER_ROUTES, 'player');
});

test('the site can be added to the home screen: manifest, icons, favicon, description and theme colour', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /หวย/);
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7a0c12');
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  const manifestHref = await head.locator('link[rel="manifest"]').getAttribute('href');
  const res = await request.get(manifestHref!);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await res.json();
  expect(manifest).toMatchObject({ lang: 'th', start_url: '/', display: 'standalone', theme_color: '#7a0c12' });
  expect(manifest.name).toMatch(/หวย/);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  for (const want of ['192x192', '512x512'])
    expect(icons.some((i) => i.sizes === want && i.purpose.includes('any'))).toBe(true);
  expect(icons.some((i) => i.purpose.includes('maskable'))).toBe(true);
  for (const src of [...icons.map((i) => i.src), '/favicon.ico', '/apple-touch-icon.png']) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toMatch(/^image\//);
  }
});
