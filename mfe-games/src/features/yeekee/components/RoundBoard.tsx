import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs, formatThaiDrawDate, type GameDef, type YeekeeByRoundData } from 'shared-contracts';
import { Button, Card, Muted, Notice, theme } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';
import { secondsLeft, useNow } from '../hooks/useNow';
import { useYeekeeDay } from '../hooks/useYeekeeDay';
import { dayBoard, type BoardRound } from '../utils/day-board';
import { bangkokHHmm, formatCountdown } from '../utils/format-time';
import { PhaseChip } from './PhaseChip';
import { LoadFailed } from '../../../ui/LoadFailed';

const DayNav = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 8px;
  margin-bottom: 8px;
  .day {
    text-align: center;
    font-weight: 700;
    color: ${theme.color.redDark};
    white-space: nowrap;
  }
`;

const List = styled.ol`
  position: relative;
  list-style: none;
  margin: 8px -4px 0;
  padding: 0 4px;
  max-height: 520px;
  overflow-y: auto;
  overscroll-behavior: contain;
  li + li {
    margin-top: 6px;
  }
`;

const Item = styled.button`
  appearance: none;
  box-sizing: border-box;
  width: 100%;
  display: grid;
  grid-template-columns: minmax(5.6em, auto) 1fr auto 14px;
  align-items: center;
  gap: 8px;
  padding: 8px 10px;
  border-radius: ${theme.radius.md};
  border: 1px solid ${theme.color.line};
  background: #fff;
  font: inherit;
  color: ${theme.color.ink};
  text-align: left;
  &:enabled {
    cursor: pointer;
  }
  &:enabled:hover {
    border-color: ${theme.color.goldLight};
  }
  &:focus-visible {
    outline: 3px solid ${theme.color.goldLight};
  }
  &[data-current='true'] {
    border: 2px solid ${theme.color.gold};
    background: ${theme.color.goldSoft};
  }
  &[data-phase='missed'] {
    background: transparent;
    opacity: 0.6;
  }
  .no {
    font-weight: 800;
    font-size: 15px;
    line-height: 1.3;
  }
  .time {
    display: block;
    font-size: 12px;
    font-weight: 400;
    color: ${theme.color.muted};
  }
  .state {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 2px;
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .state .count {
    font-family: ${theme.font.number};
    color: ${theme.color.red};
    font-weight: 700;
  }
  .result {
    text-align: right;
    font-family: ${theme.font.number};
    line-height: 1.2;
  }
  .result .top3 {
    font-size: 20px;
    font-weight: 800;
    letter-spacing: 0.1em;
    color: ${theme.color.red};
  }
  .result .bottom2 {
    font-size: 13px;
    font-weight: 700;
    color: ${theme.color.muted};
  }
  .result small {
    font-family: ${theme.font.family};
    font-size: 12.5px;
    font-weight: 600;
    letter-spacing: 0;
    color: ${theme.color.muted};
  }
  .go {
    color: ${theme.color.goldDark};
    font-weight: 800;
  }
`;

/** The day before or after `date` (YYYY-MM-DD). */
const shiftDay = (date: string, days: number) => dayjs(date, 'YYYY-MM-DD').add(days, 'day').format('YYYY-MM-DD');

/** A closed round (resulted or void): its record is published, so it can be checked. */
const checkable = (r: BoardRound) => r.phase === 'resulted' || r.phase === 'void';

/**
 * Results by round: the 88 rounds of a yeekee day (the running one by default; the days before a tap away),
 * each with its number, Bangkok betting close, phase chip and the countdown of the running ones, the digits
 * of the resulted ones (3 ตัวบน, 2 ตัวล่าง). A closed round opens its verify view (`onPick`); the current
 * round is scrolled into view.
 */
export function RoundBoard({
  game,
  date,
  onDate,
  onPick,
}: {
  game: GameDef;
  /** null: the running day. */
  date: string | null;
  onDate: (date: string | null) => void;
  onPick: (drawDate: string, roundNo: number) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const queryClient = useQueryClient();
  const day = useYeekeeDay(game, date);
  const listRef = useRef<HTMLOListElement>(null);
  const data = day.data;
  const rows = useMemo(() => (data ? dayBoard(game, data.draw_date, data.rounds) : []), [game, data]);
  const currentNo = rows.find((r) => r.phase === 'betting')?.roundNo ?? null;

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[data-current="true"]');
    // two rounds above the current one stay in sight: the one still shooting and the last result
    if (list && current) list.scrollTop = Math.max(0, current.offsetTop - 2.5 * current.offsetHeight);
  }, [currentNo, data?.draw_date]);

  if (day.isError && !data) {
    return <LoadFailed small onRetry={() => void day.refetch()} />;
  }
  if (!data) return <Notice>{t('lobby.loading')}</Notice>;

  const runningDay = queryClient.getQueryData<YeekeeByRoundData>(gamesKeys.yeekeeDay(game.slug, null))?.draw_date;
  const next = shiftDay(data.draw_date, 1);
  const resulted = rows.filter((r) => r.phase === 'resulted').length;
  const voided = rows.filter((r) => r.phase === 'void').length;

  return (
    <Card data-testid="yeekee-board" data-draw-date={data.draw_date}>
      <h2>{t('yeekee.board.title')}</h2>
      <DayNav>
        <Button
          type="button"
          variant="ghost"
          small
          data-testid="board-prev-day"
          onClick={() => onDate(shiftDay(data.draw_date, -1))}
        >
          ‹ {t('yeekee.board.prevDay')}
        </Button>
        <span className="day" data-testid="board-day">
          {formatThaiDrawDate(data.draw_date)}
        </span>
        <Button
          type="button"
          variant="ghost"
          small
          data-testid="board-next-day"
          disabled={date === null}
          onClick={() => onDate(!runningDay || next >= runningDay ? null : next)}
        >
          {t('yeekee.board.nextDay')} ›
        </Button>
      </DayNav>
      <Muted>{t('yeekee.board.summary', { resulted, void: voided, total: rows.length })}</Muted>
      <Muted>{t('yeekee.board.hint')}</Muted>
      <List ref={listRef}>
        {rows.map((r) => {
          const s = r.summary;
          const counting = s && (r.phase === 'betting' || r.phase === 'shooting');
          return (
            <li key={r.roundNo}>
              <Item
                type="button"
                disabled={!checkable(r)}
                data-testid={`board-round-${r.roundNo}`}
                data-phase={r.phase}
                data-current={r.roundNo === currentNo}
                onClick={() => onPick(data.draw_date, r.roundNo)}
              >
                <span className="no">
                  {t('yeekee.round', { no: r.roundNo })}
                  <span className="time">{t('yeekee.closeAt', { time: bangkokHHmm(r.closeAt) })}</span>
                </span>
                <span className="state">
                  <PhaseChip phase={r.phase} />
                  {counting && s.count_down.total_seconds > 0 && (
                    <span className="count" role="timer">
                      {t(`yeekee.countdown.${r.phase}`, {
                        time: formatCountdown(secondsLeft(s.count_down.total_seconds, day.dataUpdatedAt, now)),
                      })}
                    </span>
                  )}
                  {s && s.shot_count > 0 && !counting && t('yeekee.board.shots', { count: s.shot_count })}
                </span>
                <span className="result" data-testid="board-result">
                  {r.phase === 'resulted' && s ? (
                    <>
                      <div className="top3">
                        <small>{t('yeekee.board.top')}</small> {s.top3}
                      </div>
                      <div className="bottom2">
                        <small>{t('yeekee.board.bottom')}</small> {s.bottom2}
                      </div>
                    </>
                  ) : null}
                </span>
                <span className="go" aria-hidden="true">
                  {checkable(r) ? '›' : ''}
                </span>
              </Item>
            </li>
          );
        })}
      </List>
    </Card>
  );
}
