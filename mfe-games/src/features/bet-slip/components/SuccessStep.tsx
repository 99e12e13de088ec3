import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, formatThaiDrawDate, type DrawBetSlipData, type GameDef } from 'shared-contracts';
import type { SlipRound } from '../../number-pad';
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

/** The success step: the new slip's id, draw date (and round number for yeekee) and total, with links to history and to bet again. */
export function SuccessStep({
  game,
  slip,
  round = null,
  onHistory,
  onAgain,
}: {
  game: GameDef;
  slip: DrawBetSlipData | null;
  /** The round the slip was pinned to: named (with its number for yeekee) when it is the slip's round. */
  round?: SlipRound | null;
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
          <dd data-testid="success-round">
            {formatThaiDrawDate(slip.draw_date)}
            {game.schedule?.calendar === 'FREQUENT' && round?.round_id === slip.round_id && round.round_no
              ? ` · ${t('lobby.roundNo', { no: round.round_no })}`
              : ''}
          </dd>
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
