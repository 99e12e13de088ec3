import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, gameByCode, type YeekeeRoundRecordData } from 'shared-contracts';
import { gamesTexts } from '../../../i18n/th';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { renderInRemote } from 'shared-ui/testing';
import { DAY, shotNumbers, yeekeeRecord, yeekeeRound } from '../../../test/yeekee-fixtures';
import { ResultsTab } from './ResultsTab';

const YK = gameByCode('YK')!;
const DAY_ROUTE = 'GET yeekee/winning-number/by-round';
const record17 = yeekeeRecord(17, shotNumbers(25));

function renderResults(record: YeekeeRoundRecordData | Error = record17) {
  const fake = createFakeHttpClient({
    [DAY_ROUTE]: () => ({
      draw_date: DAY,
      rounds: [
        yeekeeRound(16, { phase: 'void', shot_count: 7, void_reason: 'YEEKEE_FEWER_THAN_20_SHOTS' }),
        yeekeeRound(17, {
          phase: 'resulted',
          shot_count: 25,
          r: record17.r,
          top3: record17.top3,
          top2: record17.top2,
          bottom2: record17.bottom2,
        }),
        yeekeeRound(18, { phase: 'shooting', count_down: { total_seconds: 125 }, shot_count: 4 }),
        yeekeeRound(19, { phase: 'betting', count_down: { total_seconds: 425 } }),
      ],
    }),
    [`GET yeekee/winning-number/${DAY}/17`]: () => {
      if (record instanceof Error) throw record;
      return record;
    },
    [`GET yeekee/winning-number/${DAY}/16`]: () => yeekeeRecord(16, shotNumbers(7)),
  });
  renderInRemote(<ResultsTab game={YK} />, {
    api: fake.api,
    basename: '/gamelobby',
    path: '/gamelobby/yeekee',
    texts: gamesTexts,
    namespace: 'games',
  });
  return fake;
}

async function openRound(no: number) {
  fireEvent.click(await screen.findByTestId(`board-round-${no}`));
  return screen.findByTestId('yeekee-verify');
}

describe('yeekee results by round', () => {
  it('lists the 88 rounds of the day with close times, phases, countdowns and results', async () => {
    renderResults();
    const r17 = await screen.findByTestId('board-round-17');
    expect(screen.getAllByRole('listitem')).toHaveLength(88);
    expect(screen.getByTestId('board-day')).toHaveTextContent('1 พฤษภาคม 2569');
    expect(r17).toHaveTextContent('รอบที่ 17');
    expect(r17).toHaveTextContent('ปิดรับ 10:00 น.');
    expect(r17).toHaveTextContent('ออกผลแล้ว');
    expect(within(r17).getByTestId('board-result')).toHaveTextContent(`บน ${record17.top3}`);
    expect(screen.getByTestId('board-round-18')).toHaveTextContent(/ปิดยิงใน 02:0[45]/);
    expect(screen.getByTestId('board-round-19')).toHaveAttribute('data-current', 'true');
    expect(screen.getByTestId('board-round-19')).toHaveTextContent(/ปิดรับใน 07:0[45]/);
    expect(screen.getByTestId('board-round-20')).toHaveTextContent('รอเปิด');
    expect(screen.getByTestId('board-round-1')).toHaveTextContent('ไม่ได้เปิดรอบ');
    expect(screen.getByTestId('board-round-1')).toBeDisabled();
    expect(screen.getByTestId('board-round-18')).toBeDisabled();
  });

  it('recomputes a closed round in the browser: ✓, the formula, the download and the 16th most recent shot highlighted', async () => {
    renderResults();
    const view = await openRound(17);
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('ตรงกัน ✓');
    expect(view).toHaveAttribute('data-ok', 'true');
    const grouped = (n: string) => n.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(screen.getByTestId('verify-r')).toHaveTextContent(grouped(record17.r!));
    expect(screen.getByTestId('verify-check-sum')).toHaveTextContent(grouped(record17.sum!));
    expect(screen.getByTestId('verify-check-sum')).toHaveTextContent('✓');
    expect(screen.getByTestId('verify-top3')).toHaveTextContent(record17.top3!);
    // the revealed secret hashes (Web Crypto, in the browser) to the commitment published before the round
    expect(screen.getByTestId('verify-check-secretHash')).toHaveAttribute('data-ok', 'true');
    expect(screen.getByTestId('verify-check-secretNumber')).toHaveTextContent(record17.secret_number!);
    expect(screen.getByTestId('verify-formula')).toHaveTextContent(`+ ${record17.secret_number}`);
    expect(screen.getByTestId('verify-secret-hash')).toHaveTextContent(record17.secret_hash!);
    expect(screen.getByTestId('verify-secret-value')).toHaveTextContent(record17.secret!);
    expect(screen.getByTestId('verify-download')).toHaveAttribute('href', `/api/v1/yeekee/winning-number/${DAY}/17`);
    const rows = screen.getAllByTestId('verify-shot');
    expect(rows.map((r) => r.getAttribute('data-seq'))).toEqual(rows.map((_, i) => String(i + 1)));
    // 25 shots: the 16th most recent is shot 10
    const highlighted = rows.filter((r) => r.getAttribute('data-subtracted') === 'true');
    expect(highlighted.map((r) => r.getAttribute('data-seq'))).toEqual(['10']);
    expect(highlighted[0]).toHaveTextContent(record17.shots[9]!.number);
    expect(highlighted[0]).toHaveTextContent('ลำดับที่ 16 จากล่าสุด · ถูกหักออก');
    fireEvent.click(screen.getByTestId('verify-back'));
    expect(await screen.findByTestId('yeekee-board')).toBeInTheDocument();
  });

  it('shows ✗ when the revealed secret is not the one committed before the round opened', async () => {
    renderResults({ ...record17, secret_hash: 'a'.repeat(64) });
    const view = await openRound(17);
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('ไม่ตรงกัน ✗');
    expect(view).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('verify-check-secretHash')).toHaveTextContent('✗');
  });

  it('shows ✗ when a published shot was altered', async () => {
    const altered = JSON.parse(JSON.stringify(record17)) as YeekeeRoundRecordData;
    altered.shots[4] = { ...altered.shots[4]!, number: altered.shots[4]!.number === '00000' ? '00001' : '00000' };
    renderResults(altered);
    const view = await openRound(17);
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('ไม่ตรงกัน ✗');
    expect(view).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('verify-check-r')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('verify-check-r')).toHaveTextContent('✗');
  });

  it('gives the void reason of a round with fewer than 20 shots in Thai', async () => {
    renderResults();
    await openRound(16);
    expect(screen.getByTestId('verify-void')).toHaveTextContent('ยิงเลขไม่ถึง 20 ครั้ง คืนเงินทั้งหมด');
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('ตรงกัน ✓');
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('ไม่ถึง 20 ครั้ง');
    expect(screen.queryByTestId('verify-subtracted-tag')).toBeNull();
  });

  it('says the record is not published while the round still takes shots', async () => {
    renderResults(apiError(ErrorCode.ROUND_CLOSED));
    fireEvent.click(await screen.findByTestId('board-round-17'));
    const pending = await screen.findByTestId('yeekee-verify-pending');
    await waitFor(() => expect(pending).toHaveTextContent('ยังเปิดให้ยิงเลขอยู่'));
  });
});
