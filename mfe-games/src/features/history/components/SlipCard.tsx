import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  bahtToSatang,
  formatBaht,
  formatThaiDateTime,
  formatThaiDrawDate,
  type BetLineStatus,
  type BetSlipData,
} from 'shared-contracts';
import { theme } from 'shared-ui';

const statusColor: Record<BetLineStatus, [string, string]> = {
  PENDING: [theme.color.muted, '#f1ece6'],
  WIN: [theme.color.green, theme.color.greenSoft],
  LOSE: [theme.color.danger, theme.color.dangerSoft],
  CANCEL: [theme.color.muted, '#f1ece6'],
  USER_CANCEL: [theme.color.muted, '#f1ece6'],
};

const Box = styled.article`
  background: #fff;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  margin: 12px 0;
  overflow: hidden;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    background: ${theme.color.goldSoft};
    border-bottom: 1px solid ${theme.color.line};
  }
  .id {
    font-family: ${theme.font.number};
    font-weight: 700;
    color: ${theme.color.red};
    font-size: 14px;
  }
  .meta {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 12px;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: 8px;
    align-items: center;
    padding: 8px 0;
    border-bottom: 1px dashed ${theme.color.line};
    font-size: 14px;
  }
  li:last-child {
    border-bottom: 0;
  }
  .num {
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 16px;
  }
  footer {
    display: flex;
    justify-content: space-between;
    padding: 10px 12px;
    border-top: 1px solid ${theme.color.line};
    font-size: 14px;
    font-weight: 600;
  }
  .won {
    color: ${theme.color.green};
  }
`;

const Status = styled.span<{ status: BetLineStatus }>`
  font-size: 12px;
  font-weight: 700;
  padding: 2px 8px;
  border-radius: ${theme.radius.pill};
  color: ${(p) => statusColor[p.status][0]};
  background: ${(p) => statusColor[p.status][1]};
  white-space: nowrap;
`;

const baht = (amount: number) => formatBaht(bahtToSatang(Math.abs(amount)) ?? 0);

/** One bet slip: id, draw date, time placed, and every line with its Thai status and payout. */
export function SlipCard({ slip }: { slip: BetSlipData }) {
  const { t } = useTranslation();
  return (
    <Box data-testid={`slip-${slip.slip_id}`} data-status={slip.status}>
      <header>
        <div>
          <div className="id">{slip.slip_id}</div>
          <div className="meta">{t('lobby.drawDate', { date: formatThaiDrawDate(slip.draw_date) })}</div>
          <div className="meta">{t('lobby.placedAt', { time: formatThaiDateTime(slip.created_at) })}</div>
        </div>
        <Status status={slip.status}>{t(`betStatus.${slip.status}`)}</Status>
      </header>
      {slip.remark && (
        <div className="meta" style={{ padding: '6px 12px 0' }}>
          {slip.remark}
        </div>
      )}
      <ul>
        {slip.lines.map((l) => (
          <li key={l.line_id} data-testid="line-status" data-status={l.status}>
            <span>
              {t(`betKind.${l.kind}`)} <span className="num">{l.number}</span>
              <div className="meta">
                {baht(l.amount)} {t('lobby.baht')} × {l.rate}
              </div>
            </span>
            <span className={l.status === 'WIN' ? 'won' : 'meta'}>
              {l.status === 'WIN' ? t('lobby.payout', { amount: baht(l.payout) }) : ''}
            </span>
            <Status status={l.status}>{t(`betStatus.${l.status}`)}</Status>
          </li>
        ))}
      </ul>
      <footer>
        <span>{t('lobby.slipTotal', { amount: baht(slip.total_amount) })}</span>
        <span className={slip.total_payout > 0 ? 'won' : ''} data-testid="slip-payout">
          {t('lobby.slipPayout', { amount: baht(slip.total_payout) })}
        </span>
      </footer>
    </Box>
  );
}
