/**
 * The government-lottery ticket shop through the real UI and API (issue 4), no mocks: a player searches
 * with blanks, adds tickets, hits a stock conflict when ops shrink the stock under the amount, checks
 * out; ops close the shop round and post the real GLO draw of 2026-05-02; the won ticket shows its prize
 * and the wallet the credit. Then the prize-check page checks a number on a past real draw.
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { checkGloTicket } from 'shared-contracts';
import { closeEarly, officialDraw, ops, registerThroughUi, settleResult } from './support';

const DRAW_DATE = '2026-05-02';
const PAST_DATE = '2026-04-16';
/** Baht text such as "1,234.50" as satang. */
const satang = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const bahtText = (s: number) => `${Math.floor(s / 100).toLocaleString('en-US')}.${String(s % 100).padStart(2, '0')}`;

async function search(page: Page, boxes: string[]) {
  await page.getByTestId('shop-tab-game').click();
  for (const [i, d] of boxes.entries()) await page.getByTestId(`search-digit-${i}`).fill(d);
  await page.getByTestId('search-submit').click();
  await expect(page.getByTestId('search-results')).toBeVisible();
}

test('a player buys tickets through a stock conflict and is paid on the real draw', async ({ page, request }) => {
  const draw = officialDraw(DRAW_DATE);
  const winner = draw.first; // 536077: first prize (and whatever other tiers it also matches)
  const shrinking = `${winner.slice(0, 3)}1${winner.slice(4)}`; // same pattern, a different number
  const prize = checkGloTicket(winner, draw).totalSatang;
  expect(checkGloTicket(shrinking, draw).totalSatang).toBe(0);

  // ops load a tiny real inventory for the open shop round of the draw
  const rounds = await ops<{ round_id: string; draw_date: string }[]>(
    request,
    'get',
    'backoffice/rounds?game=LOTTH&status=open',
  );
  const round = rounds.find((r) => r.draw_date === DRAW_DATE);
  expect(round, `an open shop round for ${DRAW_DATE}`).toBeTruthy();
  await ops(request, 'post', `backoffice/lottery/inventory/${round!.round_id}`, [
    { number: winner, quantity: 3 },
    { number: shrinking, quantity: 5 },
  ]);

  await registerThroughUi(page, request);
  await page.goto('/wallet');
  await page.getByTestId('deposit-quick-500').click();
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('header-balance')).toContainText('500.00');

  // search with blanks: 536__7 finds both numbers, each on the draw's artwork
  await page.goto('/lottery/thai');
  await expect(page.getByTestId('shop-round-status')).toHaveAttribute('data-status', 'opened');
  await expect(page.getByTestId('shop-draw-date')).toContainText('2 พฤษภาคม 2569');
  await search(page, [winner[0]!, winner[1]!, winner[2]!, '_', '', winner[5]!]);
  const winCard = page.getByTestId(`ticket-${winner}`);
  await expect(winCard).toBeVisible();
  await expect(page.getByTestId(`ticket-${shrinking}`)).toBeVisible();
  const art = winCard.getByTestId('ticket-artwork');
  await expect(art).toHaveAttribute('src', `/api/v1/lottery/fe/background/${DRAW_DATE}T16:00:00`);
  await expect.poll(() => art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // add one winning ticket
  await winCard.getByTestId('ticket-add').click();
  await expect(page.getByTestId('cart-message')).toHaveAttribute('data-result', 'UPDATED');
  await expect(page.getByTestId('shop-cart-count')).toHaveText('1');
  await expect(page.getByTestId('header-cart-badge')).toHaveAttribute('data-count', '1');

  // stock of the other number drops to 2 while the player asks for 4: retried with 2
  await ops(request, 'post', `backoffice/lottery/inventory/${round!.round_id}`, [
    { number: winner, quantity: 3 },
    { number: shrinking, quantity: 2 },
  ]);
  const other = page.getByTestId(`ticket-${shrinking}`);
  await other.getByTestId('ticket-amount').fill('4');
  await other.getByTestId('ticket-add').click();
  await expect(page.getByTestId('cart-message')).toHaveAttribute('data-result', 'UPDATE_WITH_CONFLICTED');
  await expect(page.getByTestId('cart-message')).toContainText('2 ใบ');
  await expect(page.getByTestId('shop-cart-count')).toHaveText('3');

  // with tickets in the cart the header still fits a 360 px phone: no sideways pan, every control whole and at
  // least 44 px to tap
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const id of ['notification-bell', 'header-cart-badge', 'header-balance', 'user-menu']) {
    const box = (await page.getByTestId(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    if (id !== 'header-balance') expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // the header's cart badge opens the cart: three tickets held with a countdown
  await page.getByTestId('header-cart-badge').click();
  await expect(page.getByTestId('cart-tab')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId(`cart-item-${shrinking}`).getByTestId('cart-item-count')).toHaveAttribute(
    'data-count',
    '2',
  );
  await expect(page.getByTestId('cart-expiry')).toHaveText(/^00:1\d:\d\d$/);
  await expect(page.getByTestId('cart-total')).toHaveAttribute('data-count', '3');

  // checkout
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('summary-total')).toContainText('237.00');
  await expect(page.getByTestId('summary-pay')).not.toHaveText('—');
  const paid = satang(await page.getByTestId('summary-pay').innerText());
  await page.getByTestId('summary-confirm').click();
  await expect(page.getByTestId('purchase-success')).toBeVisible();
  const slipId = (await page.getByTestId('success-slip-id').innerText()).trim();
  expect(slipId).toMatch(/^LOTTH/);
  await expect(page.getByTestId('shop-cart-count')).toHaveText('0');
  await expect(page.getByTestId('header-balance')).toContainText(bahtText(500_00 - paid));

  // ops close the shop round and post the official draw
  await closeEarly(request, round!.round_id);
  await settleResult(request, round!.round_id, draw); // entered by one operator, confirmed by another

  // the won ticket shows its prize; the others lost; the wallet holds the credit
  await page.goto('/lottery/thai?tab=history');
  const slip = page.getByTestId(`lottery-slip-${slipId}`);
  await expect(slip).toHaveAttribute('data-payout', 'PAID');
  const won = slip.locator(`[data-testid="lottery-ticket"][data-number="${winner}"]`);
  await expect(won).toHaveAttribute('data-state', 'win');
  await expect(won.getByTestId('ticket-prize')).toContainText(bahtText(prize));
  await expect(slip.locator('[data-testid="lottery-ticket"][data-state="unavailable"]')).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText(bahtText(500_00 - paid + prize));

  // the winning-number tab shows the real draw with its Thai-era date
  await page.getByTestId('shop-tab-winning').click();
  // picked as Thais write a date (day, Thai month, Buddhist-era year)
  const [year, month, day] = DRAW_DATE.split('-');
  await page.getByTestId('winning-date-input-day').selectOption(day!);
  await page.getByTestId('winning-date-input-month').selectOption(month!);
  await page.getByTestId('winning-date-input-year').selectOption(year!);
  await expect(page.getByTestId('winning-draw-date')).toHaveText('2 พฤษภาคม 2569');
  await expect(page.getByTestId('prize-FIRST')).toContainText(winner);
});

test('the prize-check page shows every prize of numbers on a past real draw', async ({ page }) => {
  const draw = officialDraw(PAST_DATE);
  const lastTwoOnly = `9${draw.first[1] === '9' ? '0' : '9'}99${draw.lastTwo}`;
  const expected = checkGloTicket(lastTwoOnly, draw);
  await page.goto('/lottery/thai/checking-prize');
  await page.getByTestId('check-date').selectOption(PAST_DATE);
  await page.getByTestId('check-number-input').fill(draw.first);
  await page.getByTestId('check-add-number').click();
  await page.getByTestId('check-number-input').fill(lastTwoOnly);
  await page.getByTestId('check-submit').click();
  await expect(page.getByTestId('check-draw-date')).toContainText('16 เมษายน 2569');
  const first = page.getByTestId(`check-result-${draw.first}`);
  await expect(first).toHaveAttribute('data-win', 'true');
  await expect(first.locator('[data-testid="check-win"][data-tier="FIRST"]')).toContainText('6,000,000');
  const other = page.getByTestId(`check-result-${lastTwoOnly}`);
  await expect(other).toHaveAttribute('data-total', String(expected.totalSatang / 100));
  const total = checkGloTicket(draw.first, draw).totalSatang + expected.totalSatang;
  await expect(page.getByTestId('check-total')).toHaveAttribute('data-total', String(total / 100));
});

/**
 * ARCHITECTURE.md "Front-end builds": each remote has a JavaScript size budget checked by a test (first visit,
 * gzipped).
 */
const SHOP_BUDGET_KB = 60;

test("the shop remote's first-load JavaScript stays within its budget", async ({ page }) => {
  const sizes: number[] = [];
  page.on('response', async (res) => {
    if (!res.url().includes('/remotes/lottery-shop/') || !res.url().endsWith('.js') || res.status() !== 200) return;
    try {
      sizes.push(gzipSync(await res.body()).length);
    } catch {
      // a body gone after navigation is not counted
    }
  });
  await page.goto('/lottery/thai');
  await expect(page.getByTestId('search-panel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const kb = sizes.reduce((s, n) => s + n, 0) / 1024;
  console.log(`lotteryShop remote first-load JS: ${kb.toFixed(1)} KiB gzipped (budget ${SHOP_BUDGET_KB})`);
  expect(kb).toBeGreaterThan(0);
  expect(kb).toBeLessThan(SHOP_BUDGET_KB);
});
