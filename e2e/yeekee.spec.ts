/**
 * Yeekee through the real UI and API (docs/game-rules.md "Yeekee"): two players shoot into one round from the
 * lobby's shoot pad and see each other's shots arrive in the live feed with their numbers hidden until the close,
 * one bets on the number the shots and the round's secret will make (the test holds the server's
 * YEEKEE_SECRET_KEY, which no player does), the round closes at its shooting close by the scheduler alone (no
 * ops), the bet is paid, and the lobby's results by round check the revealed secret against the commitment
 * published before the round and recompute R in the browser, finding it matching.
 *
 * A round takes shots for 25 minutes, so this spec runs a server of its own and drives its clock with
 * CLOCK_START (the server clock starts there and runs in real time, ARCHITECTURE.md "Time and rounds"): a first
 * run at 09:56 Bangkok, while round 17 takes bets until 10:00 and shots until 10:10; then the same database
 * restarted at 10:09:40, twenty seconds before the shooting close.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { computeYeekeeResult } from 'shared-contracts';
import { ADMIN_TOKEN, addPadLine, registerThroughUi, topUpThroughUi } from './support';

const PORT = Number(process.env.E2E_YEEKEE_PORT ?? 3313);
const BASE = `http://127.0.0.1:${PORT}`;
const ROOT = join(__dirname, '..');
const DATA_DIR = '.data/e2e-yeekee';
const DAY = '2026-05-01';
const ROUND_NO = 17;

// twenty shots, ten from each player, in this order (sequences 1..20)
const SHOTS_A = ['31415', '92653', '58979', '32384', '62643', '38327', '95028', '84197', '16939', '93751'];
const SHOTS_B = ['05820', '97494', '45923', '07816', '40628', '62089', '98628', '03482', '53421', '17067'];
const YEEKEE_SECRET_KEY = 'e2e-yeekee-key-e2e-yeekee-key-e2e-yeekee-key';
/** The round's secret as the server derives it (api/src/draw-games/yeekee/yeekee-secret.ts). */
const roundSecret = (roundId: string) =>
  createHmac('sha256', YEEKEE_SECRET_KEY).update(`yeekee-secret:v1:${roundId}`).digest('hex');
/** What the twenty shots and the round's secret make. */
const expectedResult = (roundId: string) => {
  const result = computeYeekeeResult(
    [...SHOTS_A, ...SHOTS_B].map((number, i) => ({ seq: i + 1, number })),
    roundSecret(roundId),
  );
  if (result.status !== 'resulted') throw new Error('twenty shots make a result');
  return result;
};

let api: ChildProcess | null = null;
let apiLog = '';

/** Starts the api on PORT with its clock at `clockStart` (Bangkok), over DATA_DIR, and waits for /healthz. */
async function startApi(clockStart: string): Promise<void> {
  apiLog = '';
  // the compiled server (playwright.config.ts's web server compiled it before any test)
  api = spawn(process.execPath, ['--enable-source-maps', 'api/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      SMS_PROVIDER: 'outbox',
      PAYMENT_RAIL: 'demo',
      ADMIN_API_TOKEN: ADMIN_TOKEN,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      YEEKEE_SECRET_KEY,
      CLOCK_START: clockStart,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_PLAY_PER_MINUTE: '100000',
    },
  });
  api.stdout?.on('data', (d: Buffer) => (apiLog += d.toString()));
  api.stderr?.on('data', (d: Buffer) => (apiLog += d.toString()));
  await expect
    .poll(
      async () => {
        if (api?.exitCode !== null) throw new Error(`api exited: ${apiLog}`);
        return fetch(`${BASE}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}

/** Stops the api started by `startApi` (its graceful shutdown closes the database) and waits for the exit. */
async function stopApi(): Promise<void> {
  if (!api || api.exitCode !== null) return;
  const exited = once(api, 'exit');
  api.kill('SIGTERM');
  await exited;
  api = null;
}

interface RoundSummary {
  round_id: string;
  round_no: number;
  phase: string;
  secret_hash: string | null;
}

async function yeekeeDay(request: APIRequestContext): Promise<RoundSummary[]> {
  const res = await request.get(`/api/v1/yeekee/winning-number/by-round?date=${DAY}`);
  return (await res.json()).data.rounds as RoundSummary[];
}

/** Shoots `numbers` through the shoot pad, expecting the sequences from `firstSeq` on. */
async function shootThroughUi(page: Page, numbers: string[], firstSeq: number): Promise<void> {
  for (const [i, number] of numbers.entries()) {
    await page.getByTestId('shoot-input').fill(number);
    await page.getByTestId('shoot-submit').click();
    await expect(page.getByTestId('shoot-accepted')).toContainText(`ยิงเลข ${number} สำเร็จ เป็นลำดับที่ ${firstSeq + i}`);
  }
}

async function openShootTab(page: Page): Promise<void> {
  await page.goto('/gamelobby/yeekee');
  await page.getByTestId('tab-shoot').click();
  await expect(page.getByTestId('shoot-round')).toHaveText(`ยิงเลขรอบที่ ${ROUND_NO}`);
}

const grouped = (n: string) => n.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

test.use({ baseURL: BASE });

test.afterAll(async () => {
  await stopApi();
});

test('two players shoot one yeekee round; it closes at its time and the lobby recomputes R', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  rmSync(join(ROOT, DATA_DIR), { recursive: true, force: true });

  // 09:56: round 17 takes bets until 10:00 and shots until 10:10
  await startApi('2026-05-01T09:56:00+07:00');
  const round = (await yeekeeDay(request)).find((r) => r.round_no === ROUND_NO);
  expect(round?.phase, 'round 17 takes bets').toBe('betting');
  // the round's secret was committed before anyone shot: its SHA-256 is public, the secret is not
  expect(round!.secret_hash).toBe(createHash('sha256').update(roundSecret(round!.round_id)).digest('hex'));
  const EXPECTED = expectedResult(round!.round_id);

  const other = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });
  const pageB = await other.newPage();
  await registerThroughUi(page, request, { accountName: 'สมหญิง ยิงเลข' });
  await registerThroughUi(pageB, request, { accountName: 'สมชาย ยิงเลข' });

  // player A bets 10 baht on the 2 top digits the twenty shots will make, through the number pad
  await topUpThroughUi(page, 100, '100.00');
  await page.goto('/gamelobby/yeekee');
  await expect(page.getByTestId('draw-date')).toContainText(`รอบที่ ${ROUND_NO}`);
  await expect(page.getByTestId('round-status')).toHaveAttribute('data-status', 'opened');
  await addPadLine(page, 'TWO_TOP', EXPECTED.digits.top2);
  await page.getByTestId('to-price').click();
  await page.getByTestId('price-input').fill('10');
  await page.getByTestId('to-summary').click();
  await page.getByTestId('submit-bet').click();
  await expect(page.getByTestId('success-slip-id')).toHaveText(/^YK/);
  await expect(page.getByTestId('header-balance')).toContainText('90.00');

  // both open the shoot tab; B's feed is live before A shoots
  await page.getByTestId('tab-shoot').click();
  await expect(page.getByTestId('shoot-round')).toHaveText(`ยิงเลขรอบที่ ${ROUND_NO}`);
  await openShootTab(pageB);
  await expect(pageB.getByTestId('shot-feed-live')).toHaveText('สด');

  await shootThroughUi(page, SHOTS_A, 1);
  // B sees A's shots arrive live, numbers hidden until the close; A sees their own
  const newestOnB = pageB.getByTestId('shot-item').first();
  await expect(newestOnB).toHaveAttribute('data-seq', '10');
  await expect(newestOnB).toContainText('•••••');
  await expect(newestOnB).not.toContainText(SHOTS_A[9]!);
  await expect(pageB.getByTestId('shot-feed-hidden-hint')).toBeVisible();
  await expect(page.getByTestId('shot-item').first()).toContainText(SHOTS_A[9]!);
  await shootThroughUi(pageB, SHOTS_B, 11);
  await expect(page.getByTestId('shot-item').first()).toHaveAttribute('data-seq', '20');
  await expect(page.getByTestId('shot-item').first()).toContainText('•••••');
  // after a reload a player still sees their own numbers (the shots page reads the player's token)
  await page.reload();
  await page.getByTestId('tab-shoot').click();
  await expect(page.locator('[data-testid="shot-item"][data-seq="10"]')).toContainText(SHOTS_A[9]!);
  await expect(page.locator('[data-testid="shot-item"][data-seq="20"]')).toContainText('•••••');
  await expect(page.getByTestId('shoot-count')).toHaveText('ยิงแล้ว 20 ครั้ง');
  await expect(pageB.getByTestId('shoot-need-more')).toHaveCount(0);

  // the same database at 10:09:40: the scheduler closes round 17 at 10:10, nobody else does anything
  await stopApi();
  await startApi('2026-05-01T10:09:40+07:00');
  // B's page was left open: its results tab sees the round resulted without a reload
  await pageB.getByTestId('tab-winning').click();
  await expect(pageB.getByTestId(`board-round-${ROUND_NO}`)).toHaveAttribute('data-phase', 'resulted', {
    timeout: 60_000,
  });
  await expect(pageB.getByTestId(`board-round-${ROUND_NO}`)).toContainText(EXPECTED.digits.top3);

  // A opens the round's verify view: R recomputed in the browser matches the published one
  await page.goto('/gamelobby/yeekee');
  await page.getByTestId('tab-winning').click();
  await page.getByTestId(`board-round-${ROUND_NO}`).click();
  const view = page.getByTestId('yeekee-verify');
  await expect(page.getByTestId('verify-verdict')).toContainText('ตรงกัน ✓');
  await expect(view).toHaveAttribute('data-ok', 'true');
  // the secret revealed at the close hashes, in the browser, to the commitment published before the round
  await expect(page.getByTestId('verify-check-secretHash')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-secret-value')).toHaveText(roundSecret(round!.round_id));
  await expect(page.getByTestId('verify-check-secretNumber')).toContainText(EXPECTED.secretNumber!);
  await expect(page.getByTestId('verify-r')).toHaveText(grouped(EXPECTED.r));
  await expect(page.getByTestId('verify-top3')).toHaveText(EXPECTED.digits.top3);
  await expect(page.getByTestId('verify-shot')).toHaveCount(20);
  // the 16th most recent of 20 shots is shot 5, A's fifth
  const subtracted = page.locator('[data-testid="verify-shot"][data-subtracted="true"]');
  await expect(subtracted).toHaveCount(1);
  await expect(subtracted).toHaveAttribute('data-seq', String(EXPECTED.subtracted.seq));
  await expect(subtracted).toContainText(SHOTS_A[4]!);

  // the download is the published record itself
  const href = await page.getByTestId('verify-download').getAttribute('href');
  const file = await (await request.get(href!)).json();
  expect(file.data).toMatchObject({
    round_no: ROUND_NO,
    shot_count: 20,
    sum: EXPECTED.sum,
    r: EXPECTED.r,
    secret: roundSecret(round!.round_id),
    secret_hash: round!.secret_hash,
  });

  // the bet on the top 2 digits was paid: 100 − 10 + 10 × 92
  await expect(page.getByTestId('header-balance')).toContainText('1,010.00');

  // a shot after the close is refused
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const late = await request.post('/api/v1/yeekee/predict', {
    headers: { Authorization: `Bearer ${token}` },
    data: { round_id: round!.round_id, number: '12345' },
  });
  expect(late.status()).toBe(409);
  expect(await late.text()).toContain('E20016');
  await other.close();
});
