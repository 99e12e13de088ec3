import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { theme } from 'shared-ui';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px dashed ${theme.color.line};
    font-size: 14px;
  }
  li:last-child {
    border-bottom: 0;
  }
  .muted {
    color: ${theme.color.muted};
  }
`;

/**
 * A game's schedule from the catalogue (docs/game-rules.md "Rounds and schedules", Bangkok): closes, result times,
 * days.
 */
export function ScheduleInfo({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const s = game.schedule;
  if (!s) return null;
  const weekday = t('lobby.weekday', { returnObjects: true }) as unknown as string[];
  const names = (days: number[]) => days.map((d) => weekday[d] ?? '').join(' ');
  let when: string;
  if (s.calendar === 'TABLE') when = t('lobby.scheduleTable');
  else if (s.calendar === 'FREQUENT')
    when = t('lobby.scheduleFrequent', { minutes: s.intervalMinutes, rounds: s.roundsPerDay });
  else if (s.drawDays?.length) when = t('lobby.scheduleDrawDays', { days: names(s.drawDays) });
  else if (s.daysOff?.length) when = t('lobby.scheduleDaysOff', { days: names(s.daysOff) });
  else when = t('lobby.scheduleEveryDay');
  return (
    <List data-testid="schedule">
      <li>
        <span>{t('lobby.drawDaysLabel')}</span>
        <span className="muted">{when}</span>
      </li>
      {s.closes.map((c) => (
        <li key={`${c.roundType}-${c.close}`}>
          <span>{t(`lobby.roundType.${c.roundType}`)}</span>
          <span>
            {t('lobby.closeAt', { time: c.close })} {c.closeDayOffset ? t('lobby.nextDay') : ''} ·{' '}
            <span className="muted">{t('lobby.resultAt', { time: c.result })}</span>
          </span>
        </li>
      ))}
    </List>
  );
}
