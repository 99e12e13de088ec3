/**
 * The draw calendar of a table game (catalogue `schedule.calendar` TABLE): its dates from today on (or every date,
 * past ones too), each in the Buddhist era in Thai (the Gregorian date in English), where it came from and the round
 * made for it; operators add a future date and remove one (confirmed). The API's refusals (a past date, a date
 * already listed, a round with slips) show as the console's error notice.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { bangkokDate, formatThaiDrawDate, type DrawCalendarEntry } from 'shared-contracts';
import { Button, Chip, Digits, Muted, Notice, Row, theme } from 'shared-ui';
import { useSignedInOps } from '../../auth';
import {
  ActionError,
  ConfirmDialog,
  ConsoleBox as Box,
  PageColumns,
  useConsoleLang,
  useConsoleT,
  type ConsoleLang,
  ConsoleSelectField,
  ConsoleTextField,
  type ConsoleFieldSpec,
  useConfirmStep,
} from '../../console';
import { TABLE_GAME_CODES } from '../api/draw-calendar-api';
import { useDrawCalendar } from '../hooks/useDrawCalendar';

const Item = styled.li`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 8px;
  border-top: 1px solid ${theme.color.line};
  padding: 8px 0;
`;

const Iso = styled(Digits)`
  color: ${theme.color.muted};
  font-size: 13px;
`;

const Hint = styled(Muted)`
  margin: 4px 0 14px;
`;

/** A round still removable with its date: none yet, or scheduled (the API refuses a live one, E10409). */
const removable = (d: DrawCalendarEntry) => d.round_state === null || d.round_state === 'scheduled';

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0 0 10px;
`;

const GAME_FIELD: ConsoleFieldSpec = { label: 'backoffice.calendar.game', testId: 'calendar-game' };
const DATE_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.calendar.date',
  hint: 'backoffice.calendar.dateHint',
  testId: 'calendar-date-input',
  type: 'date',
};

/** A YYYY-MM-DD draw date for the console: Thai long form with the Buddhist-era year, or e.g. "1 Dec 2026". */
export function drawDateLabel(date: string, lang: ConsoleLang): string {
  if (lang === 'th') return formatThaiDrawDate(date);
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function DrawCalendarPage() {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const { me } = useSignedInOps();
  const canEdit = me.role === 'operator';
  const [game, setGame] = useState(TABLE_GAME_CODES[0] ?? 'UG');
  return (
    <section data-testid="draw-calendar-page">
      <h2>{t('backoffice.calendar.title')}</h2>
      <Hint>{t('backoffice.calendar.hint')}</Hint>
      <ConsoleSelectField field={GAME_FIELD} value={game} onValue={setGame} options={TABLE_GAME_CODES} />
      {!canEdit && (
        <Notice tone="warn" data-testid="calendar-operator-only">
          {t('backoffice.calendar.operatorOnly')}
        </Notice>
      )}
      <GameCalendar key={game} game={game} lang={lang} canEdit={canEdit} />
    </section>
  );
}

function GameCalendar({ game, lang, canEdit }: { game: string; lang: ConsoleLang; canEdit: boolean }) {
  const t = useConsoleT();
  const { query, add, remove } = useDrawCalendar(game);
  const [showPast, setShowPast] = useState(false);
  const [date, setDate] = useState('');
  const [removing, setRemoving, askRemove] = useConfirmStep<DrawCalendarEntry>(remove);
  const [done, setDone] = useState<string | null>(null);
  const today = bangkokDate();
  const dates = (query.data?.dates ?? []).filter((d) => showPast || d.draw_date >= today);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    add.mutate(date, {
      onSuccess: () => {
        setDone(t('backoffice.calendar.added', { date: drawDateLabel(date, lang) }));
        setDate('');
      },
    });
  };

  return (
    <PageColumns>
      <Box data-testid="calendar-dates">
        <Row>
          <h3>{game}</h3>
          {query.data && <Muted>{t('backoffice.calendar.count', { count: dates.length })}</Muted>}
        </Row>
        <Check>
          <input
            type="checkbox"
            data-testid="calendar-show-past"
            checked={showPast}
            onChange={(e) => setShowPast(e.target.checked)}
          />
          {t('backoffice.calendar.showPast')}
        </Check>
        {query.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
        <ActionError error={query.error} />
        {query.data && dates.length === 0 && <Muted>{t('backoffice.common.empty')}</Muted>}
        <ul style={{ margin: 0, padding: 0 }}>
          {dates.map((d) => (
            <Item key={d.draw_date} data-testid={`calendar-date-${d.draw_date}`}>
              <Row>
                <strong>{drawDateLabel(d.draw_date, lang)}</strong>
                <Iso>{d.draw_date}</Iso>
              </Row>
              <Row>
                <Chip tone={d.source === 'ops' ? 'gold' : 'muted'}>
                  {t(`backoffice.calendar.sources.${d.source}`, { defaultValue: d.source })}
                </Chip>
                {d.round_id ? (
                  <Chip tone="blue">
                    {t('backoffice.calendar.round', {
                      id: d.round_id,
                      state: t(`backoffice.calendar.states.${d.round_state}`, { defaultValue: d.round_state ?? '' }),
                    })}
                  </Chip>
                ) : (
                  <Chip>{t('backoffice.calendar.noRound')}</Chip>
                )}
                {canEdit && d.draw_date >= today && removable(d) && (
                  <Button
                    type="button"
                    small
                    variant="ghost"
                    data-testid="calendar-remove"
                    onClick={() => askRemove(d)}
                  >
                    {t('backoffice.calendar.remove')}
                  </Button>
                )}
              </Row>
            </Item>
          ))}
        </ul>
      </Box>
      {canEdit && (
        <Box data-testid="calendar-add">
          <h3>{t('backoffice.calendar.add')}</h3>
          <form onSubmit={submit}>
            <ConsoleTextField field={DATE_FIELD} min={today} value={date} onValue={setDate} />
            <Button
              type="submit"
              small
              disabled={!/^\d{4}-\d{2}-\d{2}$/.test(date) || add.isPending}
              data-testid="calendar-add-submit"
            >
              {t('backoffice.calendar.add')}
            </Button>
          </form>
          {done && (
            <Notice tone="success" data-testid="calendar-done">
              {done}
            </Notice>
          )}
          <ActionError error={add.error} testId="calendar-add-error" />
        </Box>
      )}
      {removing && (
        <ConfirmDialog
          title={t('backoffice.calendar.removeTitle', { date: drawDateLabel(removing.draw_date, lang) })}
          testId="calendar-remove-dialog"
          confirmLabel={t('backoffice.calendar.remove')}
          confirmTestId="calendar-remove-confirm"
          disabled={remove.isPending}
          onConfirm={() =>
            remove.mutate(removing.draw_date, {
              onSuccess: () => {
                setDone(t('backoffice.calendar.removed', { date: drawDateLabel(removing.draw_date, lang) }));
                setRemoving(null);
              },
            })
          }
          onCancel={() => setRemoving(null)}
        >
          <p>{t('backoffice.calendar.removeBody')}</p>
          <ActionError error={remove.error} testId="calendar-remove-error" />
        </ConfirmDialog>
      )}
    </PageColumns>
  );
}
