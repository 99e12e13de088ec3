/**
 * Messaging-app (LINE) linking end to end (docs/product.md "Messaging-app linking"): players in Chromium go from
 * /connect to the local OpenID provider the api serves in development (the stand-in for LINE Login), log in
 * there as a LINE user or cancel, and come back to /callback with the result. Nothing is mocked: the api
 * discovers the provider, exchanges the code and checks the id_token as it would with LINE.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerThroughUi } from './support';

const lineUserId = () => `U${randomBytes(16).toString('hex')}`;
/** The local provider's Messaging API channel secret (api/src/config.ts DEV_LINE_CHANNEL). */
const DEV_MESSAGING_SECRET = 'dev-line-messaging-secret';

async function newPlayer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerThroughUi(page, page.request);
  return page;
}

async function lineConnected(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const res = await fetch('/api/v1/users/info/me', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await res.json()).data.line_connected as string;
  });
}

/** At the provider's login page: log in as `sub` (a friend of the official account unless `friend: false`). */
async function logInAtProvider(page: Page, sub: string, { friend = true } = {}): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/oidc\/interaction\//);
  await page.locator('#line_user_id').fill(sub);
  await page.locator('#friend').setChecked(friend);
  await page.getByTestId('line-login-submit').click();
}

test('a player links LINE through /connect; canceling and a second player on the same LINE account do not link', async ({
  browser,
}) => {
  const sub = lineUserId();
  const alice = await newPlayer(browser);
  expect(await lineConnected(alice)).toBe('NOT_CONNECTED');

  await alice.goto(`/connect?callback=${encodeURIComponent('/')}&state=e2e-alice`);
  await expect(alice).toHaveURL(/\/dev\/oidc\/interaction\//);
  await alice.screenshot({ path: 'test-results/line-link-provider-390.png' });
  await logInAtProvider(alice, sub);
  await expect(alice).toHaveURL(/\/callback\?code=/);
  const result = alice.getByTestId('line-link-result');
  await expect(result).toHaveAttribute('data-result', 'connected');
  await alice.screenshot({ path: 'test-results/line-link-connected-390.png' });
  expect(await lineConnected(alice)).toBe('CONNECTED');
  await alice.getByTestId('line-link-continue').click();
  await expect(alice).toHaveURL(/\/\?line_link=connected&state=e2e-alice$/);

  // bob cancels at LINE, then tries again as alice's LINE user: conflicted
  const bob = await newPlayer(browser);
  await bob.goto(`/connect?callback=${encodeURIComponent('/inviting')}&state=e2e-bob`);
  await expect(bob).toHaveURL(/\/dev\/oidc\/interaction\//);
  await bob.getByTestId('line-login-cancel').click();
  await expect(bob).toHaveURL(/\/callback\?error=access_denied/);
  await expect(bob.getByTestId('line-link-result')).toHaveAttribute('data-result', 'canceled');
  await bob.screenshot({ path: 'test-results/line-link-canceled-390.png' });
  expect(await lineConnected(bob)).toBe('NOT_CONNECTED');

  await bob.getByTestId('line-link-again').click();
  await logInAtProvider(bob, sub);
  await expect(bob.getByTestId('line-link-result')).toHaveAttribute('data-result', 'conflicted');
  await bob.screenshot({ path: 'test-results/line-link-conflicted-390.png' });
  expect(await lineConnected(bob)).toBe('NOT_CONNECTED');
  await bob.getByTestId('line-link-continue').click();
  await expect(bob).toHaveURL(/\/inviting\?line_link=conflicted&state=e2e-bob$/);

  // not a friend of the official account: need_friendship, then linking as a friend works
  await bob.goto('/connect?callback=%2F');
  await logInAtProvider(bob, lineUserId(), { friend: false });
  await expect(bob.getByTestId('line-link-result')).toHaveAttribute('data-result', 'need_friendship');
  await bob.screenshot({ path: 'test-results/line-link-need-friendship-390.png' });
  expect(await lineConnected(bob)).toBe('NOT_CONNECTED');
});

test('LINE reports that the player blocked the official account: the LINE_BANNED toast asks to reconnect', async ({
  browser,
}) => {
  const sub = lineUserId();
  const carol = await newPlayer(browser);
  await carol.goto('/connect');
  await logInAtProvider(carol, sub);
  await expect(carol.getByTestId('line-link-result')).toHaveAttribute('data-result', 'connected');

  // the Messaging API webhook, signed as LINE signs it
  const body = JSON.stringify({
    destination: 'Udev',
    events: [{ type: 'unfollow', mode: 'active', timestamp: Date.now(), source: { type: 'user', userId: sub } }],
  });
  const signature = createHmac('sha256', DEV_MESSAGING_SECRET).update(body).digest('base64');
  const hook = await carol.request.post('/api/v1/line/webhook', {
    headers: { 'content-type': 'application/json', 'x-line-signature': signature },
    data: body,
  });
  expect(hook.status()).toBe(200);
  expect(await lineConnected(carol)).toBe('LINE_BANNED');

  await carol.goto('/');
  const toast = carol.getByTestId('line-toast');
  await expect(toast).toBeVisible();
  await carol.screenshot({ path: 'test-results/line-link-banned-toast-390.png' });
  await toast.getByRole('link').click();
  await logInAtProvider(carol, sub);
  await expect(carol.getByTestId('line-link-result')).toHaveAttribute('data-result', 'connected');
  expect(await lineConnected(carol)).toBe('CONNECTED');
  await carol.getByTestId('line-link-continue').click();
  await expect(carol.getByTestId('line-toast')).toHaveCount(0);
});
