/**
 * The live layer through the real UI, the real gateway and the real `pubnub` SDK (ARCHITECTURE.md "The live
 * layer"): a winning slip settled by ops raises the notification bell's badge and the balance on an open page,
 * and an ops status change shows its toast, without a reload; ops switch a remote off and back on and an open
 * page swaps it for its maintenance panel and back; a remote's login button opens /login and returns the player.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PIN, closeEarly, ops, topUpThroughUi, registerThroughUi, settleResult } from './support';

/** Subscribe long polls the page sends after `since` (ms): one with `tt=` means the handshake is done. */
function subscribePolls(page: Page) {
  const polls: { at: number; url: string }[] = [];
  page.on('request', (req) => {
    const url = decodeURIComponent(req.url());
    if (url.includes('/pn/v2/subscribe/') && url.includes('tt=')) polls.push({ at: Date.now(), url });
  });
  return {
    /** Resolves once the page listens on `channel` (a poll after the handshake) since `since`. */
    async listening(channel: string, since: number) {
      await expect
        .poll(() => polls.some((p) => p.at >= since && p.url.includes(channel)), { timeout: 20_000 })
        .toBe(true);
    },
  };
}

/** Marks the page; `sameDocument` is true while no reload happened. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __liveMark: string }).__liveMark = 'still here'));
  return () => page.evaluate(() => (window as unknown as { __liveMark?: string }).__liveMark === 'still here');
}

async function setRemote(request: APIRequestContext, name: string, enabled: boolean) {
  await ops(request, 'put', `backoffice/remotes/${name}`, { enabled });
}

test.describe.configure({ mode: 'serial' });

test('a winning slip settled by ops raises the bell and the balance live; a status change shows its toast', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const polls = subscribePolls(page);
  await registerThroughUi(page, request);
  const since = Date.now();
  await topUpThroughUi(page, 1000, '1,000.00');
  // the deposit's own notification
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await polls.listening('user.', since);
  const sameDocument = await markDocument(page);

  // a 10-baht TWO_TOP on 21 in today's Hanoi special round, through the api as this player
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const [round] = await ops<{ round_id: string }[]>(request, 'get', 'backoffice/rounds?game=VNS&status=open');
  expect(round, 'an open Hanoi special round').toBeTruthy();
  const placed = await request.post('/api/v1/hanoi/bet/special', {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `live-e2e-${Date.now()}` },
    data: { round_id: round!.round_id, lines: [{ kind: 'TWO_TOP', number: '21', amount: 10 }] },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // ops close and settle it (no official source for this game: the special prize ends in 21)
  await closeEarly(request, round!.round_id);
  const settledAt = Date.now();
  await settleResult(request, round!.round_id, { special: '00321', prize1: '00044' });
  await expect(page.getByTestId('notification-badge')).toHaveText('2', { timeout: 5_000 });
  expect(Date.now() - settledAt).toBeLessThan(5_000);
  await expect(page.getByTestId('header-balance')).toContainText('1,910.00'); // 1,000 − 10 + 920

  await page.getByTestId('notification-bell').click();
  const newest = page.getByTestId('notification-item').first();
  await expect(newest).toHaveAttribute('data-kind', 'PRIZE_WON');
  await expect(newest).toContainText('ได้รับเงินรางวัล 920.00 บาท');
  await newest.click();
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('notification-read-all').click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // ops close the games: the toast shows at once, and goes when they reopen them
  try {
    await ops(request, 'put', 'backoffice/system/status', { GameError: true });
    await expect(page.getByTestId('status-toast')).toContainText('ระบบเกมปิดปรับปรุงชั่วคราว', { timeout: 2_500 });
  } finally {
    await ops(request, 'put', 'backoffice/system/status', { GameError: false });
  }
  await expect(page.getByTestId('status-toast')).toHaveCount(0, { timeout: 2_500 });
  expect(await sameDocument()).toBe(true);
});

test('ops switch a remote off and back on: an open page swaps it for its maintenance panel and back', async ({
  page,
  request,
}) => {
  const polls = subscribePolls(page);
  const since = Date.now();
  await page.goto('/gamelobby/underground');
  await expect(page.getByTestId('lobby-title')).toBeVisible();
  await polls.listening('system', since);
  const sameDocument = await markDocument(page);
  try {
    await setRemote(request, 'games', false);
    await expect(page.getByTestId('remote-unavailable-games')).toBeVisible({ timeout: 2_500 });
    await expect(page.getByTestId('lobby-title')).toHaveCount(0);
  } finally {
    await setRemote(request, 'games', true);
  }
  await expect(page.getByTestId('lobby-title')).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('remote-unavailable-games')).toHaveCount(0);
  expect(await sameDocument()).toBe(true);
});

test("a remote's login button opens /login and returns the player where they were", async ({ page, request }) => {
  const phone = await registerThroughUi(page, request);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout-button').click();
  await expect(page.getByTestId('header-login')).toBeVisible();

  await page.goto('/gamelobby/underground');
  await expect(page.getByTestId('lobby-title')).toBeVisible();
  await page.getByTestId('tab-history').click();
  await page.getByTestId('history-login').getByRole('button', { name: 'เข้าสู่ระบบเพื่อแทง' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByTestId('phone-input').fill(phone);
  await page.getByTestId('pin-input').fill(E2E_PIN);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/gamelobby\/underground$/);
  await expect(page.getByTestId('lobby-title')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('0.00');
});
