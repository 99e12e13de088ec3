import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatWireBaht, type StreakGame } from 'shared-contracts';
import { Button, Card, Chip, Digits, Muted, theme, useRemote } from 'shared-ui';
import { useDaySlips } from '../hooks/useDaySlips';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 0;
  border-top: 1px solid ${theme.color.line};
  &:first-of-type {
    border-top: 0;
  }
  .meta {
    min-width: 0;
  }
  .meta p {
    margin: 2px 0 0;
    font-size: 13.5px;
    color: ${theme.color.muted};
  }
  .side {
    display: grid;
    justify-items: end;
    gap: 4px;
  }
`;

const TONE = { OPEN: 'blue', LOST: 'muted', CASHED_OUT: 'green' } as const;

/** Today's slips of the game (day-bet-slip): id, status, stake, what was paid, and a way to verify each. */
export function DayHistory({ game }: { game: StreakGame }) {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const day = useDaySlips(game);
  const data = day.data;
  return (
    <Card data-testid="day-history">
      <h2>{t('minigames.history.title')}</h2>
      {data && data.count > 0 && (
        <Muted data-testid="day-totals">
          {t('minigames.history.totals', {
            bet: formatWireBaht(data.total_bet),
            paid: formatWireBaht(data.total_payout),
          })}
        </Muted>
      )}
      {data && data.slips.length === 0 && <Muted>{t('minigames.history.empty')}</Muted>}
      <List>
        {data?.slips.map((slip) => (
          <Item key={slip.slip_id} data-testid={`history-${slip.slip_id}`}>
            <div className="meta">
              <Digits>{slip.slip_id}</Digits>
              <p>
                {t('minigames.history.line', { bet: formatWireBaht(slip.total_bet), wins: slip.wins })} ·{' '}
                {new Date(slip.created_at).toLocaleTimeString('th-TH', {
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: 'Asia/Bangkok',
                })}
              </p>
            </div>
            <div className="side">
              <Chip tone={TONE[slip.status]}>
                {slip.status === 'CASHED_OUT'
                  ? `+${formatWireBaht(slip.payout)}`
                  : t(`minigames.history.status.${slip.status}`)}
              </Chip>
              {slip.status !== 'OPEN' && (
                <Button
                  type="button"
                  variant="ghost"
                  small
                  data-testid={`verify-${slip.slip_id}`}
                  onClick={() => navigate(`/minigame/verify/${slip.slip_id}`)}
                >
                  {t('minigames.history.verify')}
                </Button>
              )}
            </div>
          </Item>
        ))}
      </List>
    </Card>
  );
}
