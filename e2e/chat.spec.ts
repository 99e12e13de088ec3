/**
 * The community chat through the real UI, the real live gateway and the real `pubnub` SDK (issue 8): two players
 * in two browsers chat in Thai and see each other's messages and reactions live; a message that breaks the
 * community rules is refused with its Thai text; a player banned by ops sees the countdown instead of the
 * composer, and a visitor reads the room with a login button.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { ops, registerThroughUi } from './support';

const RULES_TEXT = 'ข้อความของคุณขัดต่อข้อกำหนดชุมชนของเรา เช่น ใช้คำไม่สุภาพ, โฆษณา ฯลฯ';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

/** A player of their own browser context, registered through the UI, in the chat room. */
async function playerInRoom(browser: Browser, request: Parameters<typeof registerThroughUi>[1]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerThroughUi(page, request);
  const customerCode = await page.evaluate(() => localStorage.getItem('customer_code'));
  await page.goto('/chat');
  await expect(page.getByTestId('chat-input')).toBeVisible();
  return { context, page, customerCode: customerCode! };
}

const message = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

test('two players chat in Thai and see each other’s messages and reactions live', async ({
  browser,
  request,
}, testInfo) => {
  const alice = await playerInRoom(browser, request);
  const bob = await playerInRoom(browser, request);
  const hello = `สวัสดีครับ งวดนี้เลขเด็ด 77 ไหม ${Date.now() % 100_000}`;
  await alice.page.getByTestId('chat-input').fill(hello);
  await alice.page.getByTestId('chat-send').click();
  await expect(message(alice.page, hello)).toHaveAttribute('data-pending', 'false');
  await expect(message(bob.page, hello)).toBeVisible();
  await expect(message(bob.page, hello)).toContainText(`TL****${alice.customerCode.slice(-4)}`);

  // Bob reacts: Alice sees the count live; Bob's own pill is marked
  await message(bob.page, hello).getByTestId('chat-react-open').click();
  await bob.page.getByTestId('chat-reaction-palette').getByRole('button', { name: '👍' }).click();
  await expect(message(bob.page, hello).getByRole('button', { name: 'ส่ง 👍 (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(message(alice.page, hello).getByRole('button', { name: 'ส่ง 👍 (1)' })).toBeVisible();

  const reply = `ขอให้ถูกทุกคนนะคะ 🙏 ${Date.now() % 100_000}`;
  await bob.page.getByTestId('chat-input').fill(reply);
  await bob.page.getByTestId('chat-send').click();
  await expect(message(alice.page, reply)).toBeVisible();

  // Bob takes his reaction back: gone for Alice too
  await message(bob.page, hello).getByRole('button', { name: 'ส่ง 👍 (1)' }).click();
  await expect(message(alice.page, hello).getByTestId('chat-reactions')).toHaveCount(0);

  // advertising is refused: the Thai text, and the message never reaches Alice
  await bob.page.getByTestId('chat-input').fill('แอดไลน์มาคุยได้ที่ @hoydee99');
  await bob.page.getByTestId('chat-send').click();
  await expect(bob.page.getByTestId('chat-notice')).toHaveText(RULES_TEXT);
  await expect(message(bob.page, '@hoydee99')).toHaveCount(0);
  await snapshot(alice.page, testInfo, 'alice-room');
  await snapshot(bob.page, testInfo, 'bob-refused');
  await expect(message(alice.page, '@hoydee99')).toHaveCount(0);
  await alice.context.close();
  await bob.context.close();
});

test('a player banned by ops sees the countdown instead of the composer', async ({ browser, request }, testInfo) => {
  const player = await playerInRoom(browser, request);
  await ops(request, 'put', `backoffice/chat/bans/${player.customerCode}`, { minutes: 5, reason: 'e2e spam' });
  await expect(player.page.getByTestId('chat-ban-countdown')).toContainText(/ถูกระงับการแชทอีก 0[45]:\d\d/);
  await expect(player.page.getByTestId('chat-input')).toHaveCount(0);
  await snapshot(player.page, testInfo, 'banned');
  // still banned after a reload (the profile says so)
  await player.page.reload();
  await expect(player.page.getByTestId('chat-ban-countdown')).toContainText(/ถูกระงับการแชทอีก 0[45]:\d\d/);
  await player.context.close();
});

test('a visitor reads the room and is asked to log in to write', async ({ page }) => {
  await page.goto('/chat');
  await expect(page.getByTestId('chat-login-bar')).toBeVisible();
  await expect(page.getByTestId('chat-input')).toHaveCount(0);
  await page.getByTestId('chat-login').click();
  await expect(page).toHaveURL(/\/login/);
});
