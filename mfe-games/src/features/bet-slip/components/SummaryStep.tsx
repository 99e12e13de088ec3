import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { ErrorCode, formatBaht, satangToBaht, type LimitNumberEntry } from 'shared-contracts';
import { Button, Card, Notice, theme } from 'shared-ui';
import { formatRate } from '../../../ui/format-rate';
import type { SlipRound } from '../../number-pad';
import type { BetRoundProps } from '../hooks/useSubmitBet';
import { useBalanceSatang } from '../hooks/useBalance';
import { useSummaryStep } from '../hooks/useSummaryStep';
import { SlipRoundNotice } from './SlipRoundNotice';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th {
    text-align: left;
    font-weight: 600;
    font-size: 12px;
    color: ${theme.color.muted};
    padding: 6px 4px;
    border-bottom: 1px solid ${theme.color.line};
  }
  td {
    padding: 8px 4px;
    border-bottom: 1px dashed ${theme.color.line};
  }
  .num {
    font-family: ${theme.font.number};
    font-weight: 700;
    font-size: 17px;
    color: ${theme.color.red};
  }
  .r {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .sub {
    font-size: 12.5px;
    color: ${theme.color.muted};
  }
  .refused {
    font-size: 12.5px;
    font-weight: 700;
    color: ${theme.color.danger};
  }
  .win {
    color: ${theme.color.green};
    font-weight: 700;
  }
`;

const Totals = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  margin-top: 12px;
  padding: 12px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.goldSoft};
  .label {
    font-size: 14px;
  }
  .sub {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  .total {
    white-space: nowrap;
    font-size: 22px;
    font-weight: 800;
    color: ${theme.color.red};
    font-variant-numeric: tabular-nums;
  }
`;

const Remark = styled.label`
  display: block;
  margin-top: 12px;
  font-size: 14px;
  input {
    display: block;
    width: 100%;
    margin-top: 4px;
    font: inherit;
    padding: 10px;
    border-radius: ${theme.radius.md};
    border: 1px solid ${theme.color.line};
  }
`;

const Footer = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  > :last-child {
    flex: 1;
  }
`;

/**
 * The summary step (the view of `useSummaryStep`): every line with its rate and potential win (amount ×
 * rate, `payoutSatang`), the total stake, an optional remark, and the submit button (visitors are asked
 * to log in).
 */
export function SummaryStep(
  props: BetRoundProps & {
    onBack: () => void;
    /** The round's restricted numbers: a REDUCED_RATE line shows (and pays) the reduced rate. */
    restrictions?: readonly LimitNumberEntry[];
    /** The round the slip is pinned to (shown with its close), and the round in view when that is another one. */
    slipRound?: SlipRound | null;
    nextRound?: SlipRound | null;
    /** Moves the slip to `nextRound` (the player's tap, never by itself). */
    onMoveRound?: () => void;
  },
) {
  const { game, roundStatus, onBack, slipRound = null, nextRound = null, onMoveRound = () => undefined } = props;
  const { t } = useTranslation();
  const summary = useSummaryStep(props);
  const balance = useBalanceSatang();
  const { lines, error, submitting } = summary;
  return (
    <Card>
      <h2>{t('lobby.summaryTitle')}</h2>
      {slipRound && <SlipRoundNotice game={game} round={slipRound} next={nextRound} onMove={onMoveRound} />}
      <Table data-testid="summary-lines">
        <thead>
          <tr>
            <th>{t('lobby.colKind')}</th>
            <th>{t('lobby.colNumber')}</th>
            <th className="r">{t('lobby.colAmount')}</th>
            <th className="r">{t('lobby.colRate')}</th>
            <th className="r">{t('lobby.colWin')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((p) => (
            <tr key={p.line.id} data-testid="summary-line" data-accepted={p.refusal ? 'false' : 'true'}>
              <td>
                {t(`betKind.${p.line.kind}`)}
                {p.refusal && (
                  <div className="refused" data-testid="summary-line-refused">
                    {p.refusal}
                  </div>
                )}
              </td>
              <td className="num">{p.line.number}</td>
              <td className="r">
                {formatBaht(p.amountSatang ?? 0, { decimals: false })}
                {p.units !== null && (
                  <div className="sub" data-testid="summary-units">
                    {t('lobby.unitCost', {
                      count: p.units,
                      unit: t(`lobby.unitName.${p.line.kind}`),
                      price: satangToBaht(game.unitPriceSatang ?? 0),
                    })}
                  </div>
                )}
              </td>
              <td className="r" data-testid="summary-rate">
                {p.units !== null ? t('lobby.topPrize') : formatRate(p.rateX100)}
                {p.reduced && <div className="sub">{t('lobby.reducedRate')}</div>}
              </td>
              <td className="r win" data-testid="summary-potential-win">
                {formatBaht(p.maxWinSatang, { decimals: false })}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Totals>
        <div>
          <div className="label">{t('lobby.totalAmount')}</div>
          <div className="sub">{t('lobby.totalLines', { count: lines.length })}</div>
          <div className="sub">
            {t('lobby.maxWin')}:{' '}
            <span data-testid="summary-max-win">{formatBaht(summary.maxWinSatang, { decimals: false })}</span>{' '}
            {t('lobby.baht')}
          </div>
        </div>
        <div className="total">
          <span data-testid="summary-total" data-satang={summary.totalSatang}>
            {formatBaht(summary.totalSatang)}
          </span>{' '}
          <small>{t('lobby.baht')}</small>
        </div>
      </Totals>
      <Remark>
        {t('lobby.remark')}
        <input
          data-testid="remark-input"
          maxLength={100}
          placeholder={t('lobby.remarkPlaceholder')}
          value={summary.remark}
          onChange={(e) => summary.setRemark(e.target.value)}
        />
      </Remark>
      {!nextRound && roundStatus !== 'opened' && roundStatus !== 'checking' && (
        <Notice tone="warn">{t('lobby.roundNotOpen')}</Notice>
      )}
      {balance !== null && summary.totalSatang > balance && (
        <Notice tone="warn" data-testid="summary-short">
          {t('lobby.shortOfBalance', {
            balance: formatBaht(balance),
            total: formatBaht(summary.totalSatang),
          })}
          <div style={{ marginTop: 8 }}>
            <Button type="button" variant="gold" small onClick={summary.toWallet} data-testid="summary-top-up">
              {t('lobby.toWallet')}
            </Button>
          </div>
        </Notice>
      )}
      {summary.refused && (
        <Notice tone="error" role="alert" data-testid="summary-limitation">
          {t('lobby.limitationRefused')}
        </Notice>
      )}
      {error && (
        <Notice tone="error" role="alert" data-testid="submit-error" data-code={error.code ?? ''}>
          {t(error.messageKey, error.params)}
          {error.code === ErrorCode.NOT_ENOUGH_MONEY && (
            <div style={{ marginTop: 8 }}>
              <Button type="button" variant="gold" onClick={summary.toWallet}>
                {t('lobby.toWallet')}
              </Button>
            </div>
          )}
        </Notice>
      )}
      <Footer>
        <Button type="button" variant="ghost" onClick={onBack} disabled={submitting}>
          {t('lobby.back')}
        </Button>
        <Button
          type="button"
          data-testid="submit-bet"
          block
          disabled={submitting || lines.length === 0 || summary.refused || nextRound !== null}
          onClick={summary.submit}
        >
          {submitting ? t('lobby.submitting') : summary.isVisitor ? t('lobby.loginToBet') : t('lobby.submit')}
        </Button>
      </Footer>
    </Card>
  );
}
