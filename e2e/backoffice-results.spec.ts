/**
 * Results by maker-checker through the ops console (issue 10) against the real built federation and API: a player
 * bets TWO_TOP on today's Thai SET index round (STTH: data/ holds no close for its draw date, so the API holds no
 * official result to compare with) on the last two digits of a real close from data/set-index-closes.csv; the maker
 * sees the open round counting down on the server's clock (CLOCK_START), the round is closed, the maker enters that
 * close and its change through the stock form and sees the winning digits `deriveDigits` gives; the maker's own
 * confirmation is refused in the UI with the API's message; the checker, in another browser, sees who entered it but
 * not what (blind re-typing, issue 20), re-types it and confirms; the round shows as settled and the player's bet is
 * paid. The round was closed early (with a reason): the console flags it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { deriveDigits, gameByCode, stockChange } from 'shared-contracts';
import { backofficeTexts } from '../mfe-backoffice/src/i18n/th';
import { closeEarly, consoleLogin, ops, opsSessions, topUpThroughUi, registerThroughUi } from './support';

const GAME = 'STTH';
const texts = backofficeTexts.backoffice;
const DATA_DIR = process.env.SHARED_DATA_DIR ?? join(__dirname, '..', 'data');

/** The newest close of data/set-index-closes.csv with its change from the row before: a real `{close, change}`. */
function realSetClose(): { date: string; close: string; change: string } {
  const [header, ...lines] = readFileSync(join(DATA_DIR, 'set-index-closes.csv'), 'utf8').trim().split(/\r?\n/);
  const cols = header!.split(',');
  const rows = lines.map((l) => l.split(',')).filter((c) => /^\d+\.\d{2}$/.test(c[cols.indexOf('close')] ?? ''));
  const [prev, last] = rows.slice(-2);
  const close = last![cols.indexOf('close')]!;
  return { date: last![0]!, close, change: stockChange(prev![cols.indexOf('close')]!, close) };
}

/** Shows the game's rounds in `state` and opens the round's result panel. */
async function openRoundResult(page: Page, roundId: string, state: string) {
  await page.getByTestId('rounds-game').selectOption(GAME);
  await page.getByTestId('rounds-state').selectOption(state);
  const card = page.getByTestId(`round-${roundId}`);
  await card.getByTestId('round-result-toggle').click();
  await expect(card.getByTestId('result-status')).toBeVisible();
  return card;
}

/** Types a stock result into the form `prefix` (result: maker, confirm: checker); a fall goes in with the ± button. */
async function typeStock(
  card: ReturnType<Page['getByTestId']>,
  prefix: string,
  raw: { close: string; change: string },
) {
  await card.getByTestId(`${prefix}-field-close`).fill(raw.close);
  await card.getByTestId(`${prefix}-field-change`).fill(raw.change.replace('-', ''));
  if (raw.change.startsWith('-')) await card.getByTestId(`${prefix}-sign-change`).click();
  await expect(card.getByTestId(`${prefix}-field-change`)).toHaveValue(raw.change);
}

test("the maker enters a stock result in the console's form, the checker confirms it in another browser, the bet is paid", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await opsSessions(request);
  const real = realSetClose();
  const raw = { close: real.close, change: real.change };
  const derived = deriveDigits('STOCK', raw);
  if (!derived.ok)
    throw new Error(`data/set-index-closes.csv ${real.date} does not parse: ${JSON.stringify(derived.issues)}`);
  const digits = derived.digits;
  const rate = gameByCode(GAME)!.betKinds.find((k) => k.kind === 'TWO_TOP')!.rateX100 / 100;

  // today's open SET index round (CLOCK_START 2026-05-01 10:00 Bangkok: it closes at 16:20)
  const open = await ops<{ round_id: string; close_at: string }[]>(
    request,
    'get',
    `backoffice/rounds?game=${GAME}&status=open`,
  );
  const round = [...open].sort((a, b) => a.close_at.localeCompare(b.close_at))[0];
  expect(round, 'an open STTH round').toBeTruthy();
  const roundId = round!.round_id;

  // a player bets 10 baht TWO_TOP on the close's last two digits
  const playerContext = await browser.newContext();
  const maker = page;
  const checkerContext = await browser.newContext();
  try {
    const player = await playerContext.newPage();
    await registerThroughUi(player, request);
    await topUpThroughUi(player, 100, '100.00');
    const token = await player.evaluate(() => localStorage.getItem('token'));
    const placed = await request.post(`/api/v1/stock/bet/${gameByCode(GAME)!.stockNation}`, {
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `results-e2e-${Date.now()}` },
      data: { round_id: roundId, lines: [{ kind: 'TWO_TOP', number: digits.top2, amount: 10 }] },
    });
    expect(placed.status(), await placed.text()).toBe(201);

    // the maker's console lists open rounds first, counting down on the server's clock (not this machine's)
    await consoleLogin(maker, 'e2e-maker');
    await expect(maker.getByTestId('rounds-state')).toHaveValue('open');
    await maker.getByTestId('rounds-game').selectOption(GAME);
    const serverLeft = Math.floor((Date.parse(round!.close_at) - Date.parse('2026-05-01T03:00:00Z')) / 3_600_000);
    await expect(maker.getByTestId(`round-${roundId}`).getByTestId('round-countdown')).toContainText(
      new RegExp(`(${[serverLeft, serverLeft - 1].map((h) => String(h).padStart(2, '0')).join('|')}):\\d\\d:\\d\\d`),
    );

    // the round is closed; the maker finds it awaiting its result and enters it through the stock form
    await closeEarly(request, roundId);
    const card = await openRoundResult(maker, roundId, 'closed');
    await expect(maker.getByTestId(`round-${roundId}`).getByTestId('round-closed-early')).toHaveText(
      texts.rounds.closedEarly,
    );
    await maker.screenshot({ path: 'test-results/ops-approvals-round-closed-early.png', fullPage: true });
    await expect(card.getByTestId('result-status')).toHaveText(texts.rounds.resultStatus.NONE);
    await expect(card.getByTestId('result-family')).toContainText(texts.resultForm.families.STOCK);
    await expect(card.getByTestId('result-enter')).toBeDisabled();
    await typeStock(card, 'result', raw);
    await expect(card.getByTestId('result-preview-top3')).toHaveText(digits.top3);
    await expect(card.getByTestId('result-preview-top2')).toHaveText(digits.top2);
    await expect(card.getByTestId('result-preview-bottom2')).toHaveText(digits.bottom2);
    await card.getByTestId('result-enter').click();
    await expect(card.getByTestId('result-status')).toHaveText(texts.rounds.resultStatus.PENDING);
    await expect(card.getByTestId('entered-close')).toHaveText(raw.close);
    await expect(card.getByTestId('entered-digits-top3')).toHaveText(digits.top3);

    // the maker's own confirmation is refused, with the API's reason
    await typeStock(card, 'confirm', raw);
    await card.getByTestId('result-confirm').click();
    const refusal = card.getByTestId('result-confirm-error');
    await expect(refusal).toContainText(texts.common.forbidden);
    await expect(refusal).toContainText('a different ops user must confirm it');

    // the checker, in another browser, sees who entered it but not what (blind), re-types it and confirms
    const checker = await checkerContext.newPage();
    await consoleLogin(checker, 'e2e-checker');
    const checkCard = await openRoundResult(checker, roundId, 'closed');
    await expect(checkCard.getByTestId('result-status')).toHaveText(texts.rounds.resultStatus.PENDING);
    await expect(checkCard).toContainText('e2e-maker');
    await expect(checkCard.getByTestId('result-blind')).toHaveText(texts.resultForm.blind);
    await expect(checkCard.getByTestId('entered-change')).toHaveCount(0);
    await expect(checkCard.getByTestId('entered-digits-top2')).toHaveCount(0);
    await typeStock(checkCard, 'confirm', raw);
    await expect(checkCard.getByTestId('confirm-preview-top3')).toHaveText(digits.top3);
    await checkCard.getByTestId('result-confirm').click();
    await expect(checker.getByTestId('rounds-settled')).toContainText(`${GAME} `);
    await expect(checker.getByTestId('rounds-settled')).toContainText(
      texts.rounds.settled.replace('{{won}}', '1').replace('{{lines}}', '1'),
    );

    // the round shows as settled
    await checker.getByTestId('rounds-state').selectOption('settled');
    await expect(checker.getByTestId(`round-${roundId}`).getByTestId('round-state')).toHaveText('settled');

    // and the player's bet is paid: 100 − 10 + 10 × the TWO_TOP rate
    const expected = (100 - 10 + 10 * rate).toLocaleString('en-US', { minimumFractionDigits: 2 });
    await player.goto('/wallet');
    await expect(player.getByTestId('header-balance')).toContainText(expected);
  } finally {
    await playerContext.close();
    await checkerContext.close();
  }
});
