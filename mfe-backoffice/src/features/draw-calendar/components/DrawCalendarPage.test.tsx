import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, bangkokDate, ErrorCode, formatThaiDrawDate } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const day = (n: number) => bangkokDate(Date.now() + n * 86_400_000);
const PAST = day(-20);
const NEXT = day(10);
const LATER = day(40);
const NEW = day(25);

type Entry = { draw_date: string; source: string; round_id: string | null; round_state: string | null };
const entry = (draw_date: string, extra: Partial<Entry> = {}): Entry => ({
  draw_date,
  source: 'glo-announced',
  round_id: null,
  round_state: null,
  ...extra,
});

function renderCalendar(role: 'operator' | 'auditor', routes: FakeRoutes) {
  return renderSignedIn('/backoffice/calendar', { id: '1', username: 'ops.one', role }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Draw calendar screen', () => {
  it("lists a table game's dates ahead in the Buddhist era, adds one, refuses a bad one and removes one", async () => {
    let dates = [
      entry(PAST, { source: 'glo-data', round_id: '3', round_state: 'settled' }),
      entry(NEXT, { round_id: '9', round_state: 'scheduled' }),
      entry(LATER, { round_id: '10', round_state: 'open' }),
    ];
    const ops = renderCalendar('operator', {
      'GET backoffice/draw-calendar/UG': () => ({ game_code: 'UG', dates }),
      'POST backoffice/draw-calendar/UG': (c) => {
        const d = (c.body as { draw_date: string }).draw_date;
        if (d === LATER) throw new AppError(ErrorCode.CONFLICT, `${LATER} is already in the UG calendar`);
        dates = [...dates, entry(d, { source: 'ops' })].sort((a, b) => a.draw_date.localeCompare(b.draw_date));
        return { game_code: 'UG', dates };
      },
      [`DELETE backoffice/draw-calendar/UG/${NEXT}`]: () => {
        dates = dates.filter((d) => d.draw_date !== NEXT);
        return { game_code: 'UG', dates };
      },
    });
    const next = await screen.findByTestId(`calendar-date-${NEXT}`);
    expect(next).toHaveTextContent(formatThaiDrawDate(NEXT));
    expect(formatThaiDrawDate(NEXT)).toContain(String(Number(NEXT.slice(0, 4)) + 543));
    expect(next).toHaveTextContent(backofficeTexts.backoffice.calendar.states.scheduled);
    expect(screen.queryByTestId(`calendar-date-${PAST}`)).toBeNull();
    // a live round keeps its date: no remove offered
    expect(within(screen.getByTestId(`calendar-date-${LATER}`)).queryByTestId('calendar-remove')).toBeNull();
    await userEvent.click(screen.getByTestId('calendar-show-past'));
    expect(await screen.findByTestId(`calendar-date-${PAST}`)).toBeInTheDocument();
    expect(within(screen.getByTestId(`calendar-date-${PAST}`)).queryByTestId('calendar-remove')).toBeNull();

    const input = screen.getByTestId('calendar-date-input');
    await userEvent.type(input, LATER);
    await userEvent.click(screen.getByTestId('calendar-add-submit'));
    expect(await screen.findByTestId('calendar-add-error')).toHaveTextContent('already in the UG calendar');
    await userEvent.clear(input);
    await userEvent.type(input, NEW);
    await userEvent.click(screen.getByTestId('calendar-add-submit'));
    expect(await screen.findByTestId(`calendar-date-${NEW}`)).toHaveTextContent(
      backofficeTexts.backoffice.calendar.sources.ops,
    );
    expect(ops.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ draw_date: NEW });

    await userEvent.click(within(screen.getByTestId(`calendar-date-${NEXT}`)).getByTestId('calendar-remove'));
    const dialog = await screen.findByTestId('calendar-remove-dialog');
    expect(ops.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByTestId('calendar-remove-confirm'));
    await waitFor(() => expect(screen.queryByTestId(`calendar-date-${NEXT}`)).toBeNull());
    expect(screen.getByTestId('calendar-done')).toBeInTheDocument();
  });

  it('switches to another table game; an auditor reads without editing, in English', async () => {
    const ops = renderCalendar('auditor', {
      'GET backoffice/draw-calendar/UG': () => ({ game_code: 'UG', dates: [entry(NEXT)] }),
      'GET backoffice/draw-calendar/GSB': () => ({ game_code: 'GSB', dates: [entry(LATER)] }),
    });
    expect(await screen.findByTestId(`calendar-date-${NEXT}`)).toBeInTheDocument();
    expect(screen.queryByTestId('calendar-add')).toBeNull();
    expect(screen.queryByTestId('calendar-remove')).toBeNull();
    expect(screen.getByTestId('calendar-operator-only')).toBeInTheDocument();
    const options = [...screen.getByTestId('calendar-game').querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['UG', 'BAA', 'GSB']));
    expect(options).not.toContain('VN');
    await userEvent.selectOptions(screen.getByTestId('calendar-game'), 'GSB');
    expect(await screen.findByTestId(`calendar-date-${LATER}`)).toBeInTheDocument();
    expect(ops.calls.some((c) => c.path === 'backoffice/draw-calendar/GSB')).toBe(true);
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByTestId('nav-calendar')).toHaveTextContent(backofficeTextsEn.backoffice.nav.calendar);
    expect(screen.getByTestId(`calendar-date-${LATER}`)).toHaveTextContent(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${LATER}T00:00:00Z`)),
    );
  });
});
