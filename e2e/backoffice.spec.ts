/**
 * The ops console (issue 10) against the real built federation and API: an ops admin signs in at /backoffice,
 * disables the wallet remote from the registry screen and a player's already-open wallet page (another browser
 * context) swaps to its maintenance panel without a reload (`remotes/changed`), and back when enabled; a signed-in
 * player opening /backoffice sees the API's refusal (403); an operator loads the open shop round's tickets from a CSV
 * file on the ticket-shop screen and a player's search finds them. The ops users come from `opsSessions` (support.ts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { backofficeTexts } from '../mfe-backoffice/src/i18n/th';
import { consoleLogin, ops, opsSessions, registerThroughUi } from './support';

test.describe.configure({ mode: 'serial' });

/** Resolves once `page` polls the live gateway on the system channel since `since`. */
function systemPolls(page: Page) {
  const polls: number[] = [];
  page.on('request', (req) => {
    const url = decodeURIComponent(req.url());
    if (url.includes('/pn/v2/subscribe/') && url.includes('tt=') && url.includes('system')) polls.push(Date.now());
  });
  return (since: number) => expect.poll(() => polls.some((at) => at >= since), { timeout: 20_000 }).toBe(true);
}

async function wallet(request: APIRequestContext) {
  const remotes = await (await request.get('/api/v1/remotes')).json();
  return (remotes.data as { name: string; enabled: boolean }[]).find((r) => r.name === 'wallet')!;
}

test('an ops admin disables the wallet from the console; an open player page shows its maintenance panel live, and back', async ({
  page,
  browser,
  request,
}) => {
  await opsSessions(request);
  // the player's page, open before the change, in its own browser context
  const playerContext = await browser.newContext();
  const player = await playerContext.newPage();
  const listening = systemPolls(player);
  const since = Date.now();
  await player.goto('/wallet');
  await expect(player.locator('[data-testid="wallet-login"], [data-testid="wallet-balance"]').first()).toBeVisible();
  await listening(since);
  await player.evaluate(() => ((window as unknown as { __mark: string }).__mark = 'open'));

  try {
    await consoleLogin(page, 'e2e-admin');
    await expect(page.getByTestId('rounds-page')).toBeVisible();
    await page.getByTestId('nav-system').click();
    await expect(page).toHaveURL(/\/backoffice\/system$/);
    const row = page.getByTestId('remote-wallet');
    await expect(row.getByTestId('remote-state')).toHaveText(backofficeTexts.backoffice.system.enabled);

    await row.getByTestId('remote-toggle').click();
    await expect(row.getByTestId('remote-state')).toHaveText(backofficeTexts.backoffice.system.disabled);
    expect((await wallet(request)).enabled).toBe(false);
    await expect(player.getByTestId('remote-unavailable-wallet')).toBeVisible({ timeout: 5_000 });

    await row.getByTestId('remote-toggle').click();
    await expect(row.getByTestId('remote-state')).toHaveText(backofficeTexts.backoffice.system.enabled);
    await expect(player.getByTestId('remote-unavailable-wallet')).toHaveCount(0, { timeout: 5_000 });
    await expect(player.locator('[data-testid="wallet-login"], [data-testid="wallet-balance"]').first()).toBeVisible();
    expect(await player.evaluate(() => (window as unknown as { __mark?: string }).__mark)).toBe('open');

    // the change is in the audit log, shown by the console
    await page.getByTestId('nav-audit').click();
    await expect(page.getByTestId('audit-row').filter({ hasText: 'remote.set' }).first()).toContainText('wallet');
  } finally {
    if (!(await wallet(request)).enabled) await ops(request, 'put', 'backoffice/remotes/wallet', { enabled: true });
    await playerContext.close();
  }
});

test('a player opening /backoffice sees the refusal and no console', async ({ page, request }) => {
  await registerThroughUi(page, request);
  await page.goto('/backoffice');
  await expect(page.getByTestId('backoffice-refused')).toHaveText(backofficeTexts.backoffice.auth.playerRefused);
  await expect(page.getByTestId('backoffice-console')).toHaveCount(0);
  // and the API itself refuses the player's token
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await request.get('/api/v1/backoffice/rounds', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  // the player stays signed in to the site
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
});

test('the console switches to English and signs out; an operator may not disable a remote', async ({
  page,
  request,
}) => {
  await opsSessions(request);
  await consoleLogin(page, 'e2e-maker');
  await page.getByTestId('lang-en').click();
  await expect(page.getByTestId('nav-rounds')).toHaveText('Rounds');
  await page.getByTestId('nav-system').click();
  await page.getByTestId('remote-chat').getByTestId('remote-toggle').click();
  await expect(page.getByTestId('remote-error')).toContainText('Your role may not do this');
  await page.getByTestId('ops-logout').click();
  await expect(page.getByTestId('backoffice-login')).toContainText('Ops sign-in');
  expect(await page.evaluate(() => sessionStorage.getItem('backoffice_ops_token'))).toBeNull();
});

test("an operator uploads a CSV of tickets for the open shop round and a player's search finds one", async ({
  page,
  browser,
  request,
}) => {
  // the open shop round of the 2026-05-02 draw (CLOCK_START is 2026-05-01 10:00 Bangkok)
  const rounds = await ops<{ round_id: string; draw_date: string }[]>(
    request,
    'get',
    'backoffice/rounds?game=LOTTH&status=open',
  );
  const round = rounds.find((r) => r.draw_date === '2026-05-02');
  expect(round, 'an open shop round for 2026-05-02').toBeTruthy();

  await consoleLogin(page, 'e2e-maker');
  await page.getByTestId('nav-shop').click();
  await expect(page).toHaveURL(/\/backoffice\/shop$/);
  await page.getByTestId('inventory-round').selectOption(round!.round_id);
  await page.getByTestId('inventory-file').setInputFiles({
    name: 'stock.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('number,quantity\n918273,4\n918274,2\n'),
  });
  await expect(page.getByTestId('inventory-accepted')).toHaveText('รับได้ 2 แถว');
  await expect(page.getByTestId('inventory-refused')).toHaveText('ไม่รับ 0 แถว');
  await page.getByTestId('inventory-submit').click();
  await expect(page.getByTestId('inventory-result')).toContainText(`นำเข้างวด ${round!.round_id} แล้ว`);
  await expect(page.getByTestId('inventory-result')).toContainText('มี 2 เลข 6 ใบ');

  // a player searches the shop for one uploaded number
  const playerContext = await browser.newContext();
  try {
    const player = await playerContext.newPage();
    await registerThroughUi(player, request);
    await player.goto('/lottery/thai');
    await expect(player.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened');
    await player.getByTestId('shop-tab-game').click();
    for (const [i, d] of [...'918273'].entries()) await player.getByTestId(`search-digit-${i}`).fill(d);
    await player.getByTestId('search-submit').click();
    await expect(player.getByTestId('search-results')).toBeVisible();
    await expect(player.getByTestId('ticket-918273')).toBeVisible();
    await expect(player.getByTestId('ticket-918274')).toHaveCount(0);
  } finally {
    await playerContext.close();
  }
});
