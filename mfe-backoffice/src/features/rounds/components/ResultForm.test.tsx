/**
 * The result form on the Rounds screen: each game family shows its labelled fields, a real result from data/ typed
 * into them previews exactly `deriveDigits`' digits and is sent exactly in the schema's shape; the checker sees the
 * entered result beside its digits and re-types it; the raw JSON fallback still works.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deriveDigits, RESULT_SCHEMAS, stockChange, type GloDraw } from 'shared-contracts';
import { readSharedCsv, readSharedJson } from 'shared-contracts/testing/shared-data';
import type { ResultEntry } from '../api/rounds-api';
import { RoundsPage } from './RoundsPage';
import { fieldsOf, type FormStrategy } from '../result-form/result-families';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const texts = backofficeTexts.backoffice.resultForm;

const round = (game_code: string, draw_date: string) => ({
  round_id: '9',
  game_code,
  draw_date,
  state: 'closed',
  open_at: '2026-04-17T08:00:00.000Z',
  close_at: '2026-05-02T08:00:00.000Z',
  result_at: null,
  result_expected_at: '2026-05-02T09:00:00.000Z',
  closed_early: null,
  bet_count: 1,
  total_stake: 10,
});

const noEntry: ResultEntry = {
  round_id: '9',
  game_code: 'UG',
  draw_date: '2026-05-02',
  round_type: 'FULLDAY',
  state: 'closed',
  status: 'NONE',
  entry: null,
  official_source: null,
};

/** A pending entry by "maker" as the API answers it: its values to the maker only (null to everyone else). */
const pending = (raw: Record<string, unknown> | null, digits: object | null) => ({
  raw,
  digits,
  revision: 1,
  entered_by: 'maker',
  entered_at: '2026-05-01T13:40:00Z',
  confirmed_by: null,
  confirmed_at: null,
});

/** The Rounds screen once the fake ops user is signed in (the console's frame is not under test here). */
function renderRound(game: string, drawDate: string, routes: FakeRoutes = {}) {
  const me = { id: '1', username: 'maker', role: 'operator' };
  const all = {
    'GET backoffice/rounds': () => [round(game, drawDate)],
    'GET backoffice/rounds/9/result': () => noEntry,
  };
  return renderSignedIn('/backoffice/rounds', me, { ...all, ...routes }, <RoundsPage />);
}

async function openResult() {
  await userEvent.click(within(await screen.findByTestId('round-9')).getByTestId('round-result-toggle'));
  return screen.findByTestId('result-form');
}

const preview = (prefix: string) =>
  Object.fromEntries(
    within(screen.getByTestId(`${prefix}-preview`))
      .getAllByTestId(new RegExp(`^${prefix}-preview-`))
      .map((el) => [el.getAttribute('data-testid')!.replace(`${prefix}-preview-`, ''), el.textContent]),
  );

const shownDigits = (d: object) =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : v]));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('rounds list', () => {
  it("shows open rounds first and counts down on the server's clock (the live gateway's time), not the device's", async () => {
    // the server's clock is 2 days behind the device's (a server started with CLOCK_START in the past)
    const serverNow = Date.now() - 2 * 86_400_000;
    (globalThis as { fetch?: unknown }).fetch = async (url: string) => {
      expect(url).toBe('/pn/time/0');
      return { ok: true, json: async () => [`${serverNow}0000`] };
    };
    const ops = renderRound('UG', '2026-05-02', {
      'GET backoffice/rounds': () => [
        {
          ...round('UG', '2026-05-02'),
          state: 'open',
          close_at: new Date(serverNow + 3_600_000 + 5_000).toISOString(),
        },
      ],
    });
    const card = await screen.findByTestId('round-9');
    await waitFor(() => expect(within(card).getByTestId('round-countdown')).toHaveTextContent(/01:00:0\d/));
    expect(screen.getByTestId('rounds-state')).toHaveValue('open');
    expect(ops.calls.find((c) => c.path === 'backoffice/rounds')?.opts?.params?.status).toBe('open');
  });
});

describe('result form per game family', () => {
  const GAMES: [FormStrategy, string][] = [
    ['GLO', 'UG'],
    ['HANOI', 'VN'],
    ['LAO_4D', 'LA'],
    ['LAO_5D', 'LASUPER'],
    ['LAO_ZODIAC', 'LAZODC'],
    ['MALAY_4D', 'MY'],
    ['BANK', 'BAA'],
    ['STOCK', 'STUS'],
  ];

  it.each(GAMES)('%s (%s) renders its labelled fields, numeric keypads and its family', async (strategy, game) => {
    renderRound(game, '2026-05-02');
    const form = await openResult();
    expect(within(form).getByTestId('result-family')).toHaveTextContent(texts.families[strategy]);
    for (const f of fieldsOf(strategy, '2026-05-02')) {
      const label = (texts.fields as Record<string, string>)[f.label]!;
      if (f.kind === 'digits' && f.count !== undefined) {
        const list = within(form).getByTestId(`result-list-${f.key}`);
        expect(list).toHaveTextContent(label);
        expect(within(list).getAllByRole('textbox')).toHaveLength(f.count);
        expect(within(form).getByTestId(`result-field-${f.key}-0`)).toHaveAttribute('inputmode', 'numeric');
      } else {
        const input = within(form).getByLabelText(label);
        expect(input).toHaveAttribute('data-testid', `result-field-${f.key}`);
        if (f.kind !== 'date') expect(input).toHaveAttribute('inputmode', f.kind === 'digits' ? 'numeric' : 'decimal');
      }
    }
    expect(within(form).getByTestId('result-enter')).toBeDisabled();
  });

  it('GLO: the official 2026-05-02 draw typed in (lists pasted) previews deriveDigits and is sent as the draw', async () => {
    const draw = readSharedJson<GloDraw[]>('glo-draws.json').find((d) => d.date === '2026-05-02')!;
    const ops = renderRound('UG', '2026-05-02', { 'POST backoffice/rounds/9/result': () => noEntry });
    const form = await openResult();
    expect(within(form).getByTestId('result-field-date')).toHaveValue('2026-05-02');
    fireEvent.change(within(form).getByTestId('result-field-first'), { target: { value: draw.first } });
    fireEvent.change(within(form).getByTestId('result-field-lastTwo'), { target: { value: draw.lastTwo } });
    for (const key of ['firstThree', 'lastThree', 'adjacentFirst', 'second', 'third', 'fourth', 'fifth'] as const) {
      await userEvent.click(within(form).getByTestId(`result-field-${key}-0`));
      await userEvent.paste(draw[key].join('\n'));
    }
    const expected = deriveDigits('GLO', draw);
    expect(expected.ok).toBe(true);
    await waitFor(() => expect(preview('result')).toEqual(shownDigits(expected.ok ? expected.digits : {})));
    await userEvent.click(within(form).getByTestId('result-enter'));
    await waitFor(() => expect(ops.calls.some((c) => c.path === 'backoffice/rounds/9/result')).toBe(true));
    const body = ops.calls.find((c) => c.method === 'POST')!.body;
    expect(body).toEqual(RESULT_SCHEMAS.GLO.parse(draw));
  });

  it('STOCK: a real SET close and its change (down, via ±) preview deriveDigits and are sent as strings', async () => {
    const rows = readSharedCsv('set-index-closes.csv').filter((r) => /^\d+\.\d{2}$/.test(r.close ?? ''));
    const i = rows.findIndex((r, j) => j > 0 && Number(r.close) < Number(rows[j - 1]!.close));
    const raw = { close: rows[i]!.close!, change: stockChange(rows[i - 1]!.close!, rows[i]!.close!) };
    expect(raw.change.startsWith('-')).toBe(true);
    const ops = renderRound('STTH', '2026-05-01', { 'POST backoffice/rounds/9/result': () => noEntry });
    const form = await openResult();
    await userEvent.type(within(form).getByTestId('result-field-close'), raw.close);
    await userEvent.type(within(form).getByTestId('result-field-change'), raw.change.slice(1));
    await userEvent.click(within(form).getByTestId('result-sign-change'));
    expect(within(form).getByTestId('result-field-change')).toHaveValue(raw.change);
    const expected = deriveDigits('STOCK', raw);
    expect(preview('result')).toEqual(shownDigits(expected.ok ? expected.digits : {}));
    await userEvent.click(within(form).getByTestId('result-enter'));
    await waitFor(() => expect(ops.calls.find((c) => c.method === 'POST')?.body).toEqual(raw));
  });

  it('HANOI: a wrong length is named under the field and keeps the send button off; letters never get in', async () => {
    const [xsmb] = readSharedCsv('xsmb-draws.csv').slice(-1);
    renderRound('VN', '2026-05-01');
    const form = await openResult();
    const special = within(form).getByTestId('result-field-special');
    await userEvent.type(special, '12ab3');
    fireEvent.blur(special);
    expect(special).toHaveValue('123');
    expect(within(form).getByText(texts.invalidDigits.replace('{{length}}', '5'))).toBeInTheDocument();
    expect(within(form).getByTestId('result-enter')).toBeDisabled();
    fireEvent.change(special, { target: { value: xsmb!.special } });
    fireEvent.change(within(form).getByTestId('result-field-prize1'), { target: { value: xsmb!.prize1 } });
    expect(within(form).getByTestId('result-enter')).toBeEnabled();
    const d = deriveDigits('HANOI', { special: xsmb!.special, prize1: xsmb!.prize1 });
    expect(preview('result')).toEqual(shownDigits(d.ok ? d.digits : {}));
  });

  it('the maker sees their pending entry beside its digits; the API refuses their own confirmation', async () => {
    const [lao] = readSharedCsv('lao-draws.csv').slice(-1);
    const raw = { number: lao!.fourDigit! };
    const d = deriveDigits('LAO_4D', raw);
    renderRound('LA', '2026-05-01', {
      'GET backoffice/auth/me': () => ({ id: '1', username: 'maker', role: 'operator' }),
      'GET backoffice/rounds/9/result': () => ({
        ...noEntry,
        status: 'PENDING',
        entry: pending(raw, d.ok ? d.digits : {}),
      }),
      'POST backoffice/rounds/9/result/confirm': () => {
        throw Object.assign(
          new Error('the result of round 9 was entered by maker: a different ops user must confirm it'),
          { code: 'E10403' },
        );
      },
    });
    await userEvent.click(within(await screen.findByTestId('round-9')).getByTestId('round-result-toggle'));
    const entered = await screen.findByTestId('entered-result');
    expect(within(entered).getByTestId('entered-number')).toHaveTextContent(raw.number);
    expect(within(entered).getByTestId('entered-digits-top3')).toHaveTextContent(d.ok ? d.digits.top3 : 'x');
    const form = screen.getByTestId('confirm-form');
    await userEvent.type(within(form).getByTestId('confirm-field-number'), raw.number);
    await userEvent.click(screen.getByTestId('result-confirm'));
    expect(await screen.findByTestId('result-confirm-error')).toHaveTextContent('a different ops user must confirm it');
  });

  it("the checker re-types blind: the maker's values are not shown, and a mismatch names only the field", async () => {
    const [lao] = readSharedCsv('lao-draws.csv').slice(-1);
    const raw = { number: lao!.fourDigit! };
    const ops = renderRound('LA', '2026-05-01', {
      'GET backoffice/auth/me': () => ({ id: '2', username: 'checker', role: 'operator' }),
      // the API gives a pending entry's values to its maker only
      'GET backoffice/rounds/9/result': () => ({ ...noEntry, status: 'PENDING', entry: pending(null, null) }),
      'POST backoffice/rounds/9/result/confirm': () => {
        throw Object.assign(
          new Error('the confirmation does not match the pending entry (revision 1 by maker): number differ'),
          { code: 'E10409' },
        );
      },
    });
    await userEvent.click(within(await screen.findByTestId('round-9')).getByTestId('round-result-toggle'));
    expect(await screen.findByTestId('result-blind')).toHaveTextContent(texts.blind);
    expect(screen.getByTestId('result-panel')).toHaveTextContent('maker');
    expect(screen.queryByTestId('entered-result')).toBeNull();
    expect(screen.queryByTestId('confirm-match')).toBeNull();
    const form = screen.getByTestId('confirm-form');
    const other = raw.number === '0000' ? '1111' : '0000';
    await userEvent.type(within(form).getByTestId('confirm-field-number'), other);
    expect(screen.getByTestId('result-panel')).not.toHaveTextContent(raw.number);
    await userEvent.click(screen.getByTestId('result-confirm'));
    expect(await screen.findByTestId('result-confirm-error')).toHaveTextContent('number differ');
    expect(ops.calls.find((c) => c.path === 'backoffice/rounds/9/result/confirm')?.body).toEqual({ number: other });
  });

  it('the raw JSON fallback carries what the form held, and back', async () => {
    const ops = renderRound('LASUPER', '2026-05-01', { 'POST backoffice/rounds/9/result': () => noEntry });
    const form = await openResult();
    await userEvent.type(within(form).getByTestId('result-field-number'), '12345');
    await userEvent.click(within(form).getByTestId('result-raw-toggle'));
    const rawInput = within(form).getByTestId('result-raw');
    expect(rawInput).toHaveValue('{"number":"12345"}');
    fireEvent.change(rawInput, { target: { value: '{"number":"54321"}' } });
    expect(preview('result')).toEqual({ top3: '321', top2: '21', bottom2: '54' });
    await userEvent.click(within(form).getByTestId('result-raw-toggle'));
    expect(within(form).getByTestId('result-field-number')).toHaveValue('54321');
    await userEvent.click(within(form).getByTestId('result-enter'));
    await waitFor(() => expect(ops.calls.find((c) => c.method === 'POST')?.body).toEqual({ number: '54321' }));
  });
});
