import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, formatThaiDrawDate, type DrawBetSlipData } from 'shared-contracts';
import { Button, Panel, theme } from 'shared-ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  text-align: left;
  margin: 0 0 16px;
  padding: 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.goldSoft};
  dt {
    color: ${theme.color.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
  flex-wrap: wrap;
`;

/** The success step: the new slip's id, draw date and total, with links to history and to bet again. */
export function SuccessStep({
  slip,
  onHistory,
  onAgain,
}: {
  slip: DrawBetSlipData | null;
  onHistory: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel icon="check" title={t('lobby.successTitle')} testId="bet-success">
      <p>{t('lobby.successBody')}</p>
      {slip && (
        <Facts>
          <dt>{t('lobby.slipId')}</dt>
          <dd data-testid="success-slip-id">{slip.slip_id}</dd>
          <dt>{t('lobby.drawDateLabel')}</dt>
          <dd>{formatThaiDrawDate(slip.draw_date)}</dd>
          <dt>{t('lobby.totalAmount')}</dt>
          <dd data-testid="success-total">
            {formatBaht(bahtToSatang(slip.total_amount) ?? 0)} {t('lobby.baht')}
          </dd>
        </Facts>
      )}
      <Actions>
        <Button type="button" variant="ghost" data-testid="success-to-history" onClick={onHistory}>
          {t('lobby.viewHistory')}
        </Button>
        <Button type="button" variant="gold" data-testid="bet-again" onClick={onAgain}>
          {t('lobby.betAgain')}
        </Button>
      </Actions>
    </Panel>
  );
}
