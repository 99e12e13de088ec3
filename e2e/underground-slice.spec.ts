/**
 * The foundation's vertical slice through the real UI and API (issue 2): a visitor registers with the
 * OTP from the outbox, tops up play credits, bets three kinds on the Thai underground game, ops close the
 * round and post the real GLO draw of 2026-05-02, and the slip shows WIN/LOSE and the wallet the payout.
 */
import { expect, test } from '@playwright/test';
import { addPadLine, closeEarly, officialDraw, ops, topUpThroughUi, registerThroughUi, settleResult } from './support';

const DRAW_DATE = '2026-05-02';
test('a visitor registers, tops up, bets three kinds and is paid on the real draw', async ({ page, request }) => {
  const draw = officialDraw(DRAW_DATE);
  const top3 = draw.first.slice(3);
  const losingTop2 = String((Number(draw.first.slice(4)) + 1) % 100).padStart(2, '0');
  await registerThroughUi(page, request, { accountName: 'สมชาย ใจดี' });

  // top up play credits on the demo rail
  await topUpThroughUi(page, 500, '500.00');

  // bet three kinds: two that will win on the real draw, one that will lose
  await page.goto('/gamelobby/underground');
  await expect(page.getByTestId('lobby-title')).toBeVisible();
  await expect(page.getByTestId('round-status')).toContainText('เปิดรับแทง');
  await addPadLine(page, 'THREE_TOP', top3);
  await addPadLine(page, 'TWO_BOTTOM', draw.lastTwo);
  await addPadLine(page, 'TWO_TOP', losingTop2);
  await expect(page.getByTestId('lines-list')).toContainText(top3);
  await page.getByTestId('to-price').click();
  await page.getByTestId('price-input').fill('10');
  await page.getByTestId('to-summary').click();
  await expect(page.getByTestId('summary-total')).toContainText('30');
  await page.getByTestId('submit-bet').click();
  const slipId = (await page.getByTestId('success-slip-id').innerText()).trim();
  expect(slipId).toMatch(/^UG/);
  await expect(page.getByTestId('header-balance')).toContainText('470.00');

  // ops close the round and post the official result
  const rounds = await ops<{ round_id: string; draw_date: string }[]>(
    request,
    'get',
    'backoffice/rounds?game=UG&status=open',
  );
  const round = rounds.find((r) => r.draw_date === DRAW_DATE);
  expect(round, `an open round for ${DRAW_DATE}`).toBeTruthy();
  await closeEarly(request, round!.round_id);
  await settleResult(request, round!.round_id, draw); // entered by one operator, confirmed by another

  // the slip shows WIN/LOSE per line and the wallet the payout: 10×900 + 10×90
  await page.goto('/gamelobby/underground');
  await page.getByTestId('tab-history').click();
  const slip = page.getByTestId(`slip-${slipId}`);
  await expect(slip).toBeVisible();
  await slip.click();
  await expect(page.locator('[data-testid="line-status"][data-status="WIN"]')).toHaveCount(2);
  await expect(page.locator('[data-testid="line-status"][data-status="LOSE"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="line-status"][data-status="WIN"]').first()).toContainText('ถูกรางวัล');
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText('10,370.00');

  // the winning-number tab shows the real draw
  await page.getByTestId('tab-winning').click();
  await expect(page.getByText(top3).first()).toBeVisible();
});
