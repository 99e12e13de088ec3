import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import {
  ErrorCode,
  formatBaht,
  payoutSatang,
  satangToBaht,
  type BetLimitationLine,
  type LimitNumberEntry,
  type GameDef,
  type RoundViewStatus,
} from 'shared-contracts';
import { useRemote } from '../../../app/useRemote';
import { Button, Card, Notice, theme } from 'shared-ui';
import { formatRate } from '../../../ui/format-rate';
import { priceLine, type PricedLine, type GamePadState } from '../../number-pad';
import { restrictionFor } from '../../restricted-numbers';
import { useBetLimitation } from '../hooks/useBetLimitation';
import { useSubmitBet } from '../hooks/useSubmitBet';

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
    font-size: 11px;
    color: ${theme.color.muted};
  }
  .refused {
    font-size: 11px;
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

/** A priced line at the rate in force: a REDUCED_RATE restricted number pays its reduced rate. */
function withRuleRate(p: PricedLine, restrictions: readonly LimitNumberEntry[]): PricedLine & { reduced: boolean } {
  const rule = restrictionFor(restrictions, p.line.kind, p.line.number);
  if (rule?.rule !== 'REDUCED_RATE' || rule.rate === null || p.units !== null) return { ...p, reduced: false };
  const rateX100 = Math.round(rule.rate * 100);
  return { ...p, rateX100, maxWinSatang: payoutSatang(p.amountSatang ?? 0, rateX100), reduced: true };
}

/**
 * The summary step: every line with its rate and potential win (amount × rate, `payoutSatang`),
 * the total stake, an optional remark, and the submit button (visitors are asked to log in).
 */
export function SummaryStep(props: {
  game: GameDef;
  state: GamePadState;
  update: (fn: (s: GamePadState) => GamePadState) => void;
  roundId: string | null;
  roundStatus: RoundViewStatus;
  onRoundChanged: () => void;
  onBack: () => void;
  /** The round's restricted numbers: a REDUCED_RATE line shows (and pays) the reduced rate. */
  restrictions?: readonly LimitNumberEntry[];
}) {
  const { game, state, update, roundStatus, onBack, restrictions = [] } = props;
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const { submit, submitting, error, isVisitor } = useSubmitBet(props);
  const priced = state.lines.map((l) => withRuleRate(priceLine(game, l), restrictions));
  const limitation = useBetLimitation(game, props.roundId, priced);
  const refusedAt = (i: number) => limitation?.lines.find((l) => l.index === i && !l.accepted);
  // the number's payout would pass the house's cap: what may still be staked on it at this rate (whole baht)
  const exposureRefusal = (l: BetLimitationLine) => {
    const left = l.exposure && l.rate > 0 ? Math.floor(Math.max(0, l.exposure.cap - l.exposure.current) / l.rate) : 0;
    return left > 0
      ? t('lobby.restriction.EXPOSURE', { amount: left.toLocaleString('th-TH') })
      : t('lobby.restriction.EXPOSURE_FULL');
  };
  const totalSatang = priced.reduce((sum, p) => sum + (p.amountSatang ?? 0), 0);
  const maxWin = priced.reduce((m, p) => Math.max(m, p.maxWinSatang), 0);
  return (
    <Card>
      <h2>{t('lobby.summaryTitle')}</h2>
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
          {priced.map((p, i) => (
            <tr key={p.line.id} data-testid="summary-line" data-accepted={refusedAt(i) ? 'false' : 'true'}>
              <td>
                {t(`betKind.${p.line.kind}`)}
                {refusedAt(i) && (
                  <div className="refused" data-testid="summary-line-refused">
                    {refusedAt(i)!.rule === 'CLOSED'
                      ? t('lobby.restriction.CLOSED')
                      : refusedAt(i)!.exposure
                        ? exposureRefusal(refusedAt(i)!)
                        : t('lobby.restriction.CAP', {
                            amount: (refusedAt(i)!.remaining ?? 0).toLocaleString('th-TH'),
                            unit: t(`lobby.limitUnit.${refusedAt(i)!.unit}`),
                          })}
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
          <div className="sub">{t('lobby.totalLines', { count: priced.length })}</div>
          <div className="sub">
            {t('lobby.maxWin')}: <span data-testid="summary-max-win">{formatBaht(maxWin, { decimals: false })}</span>{' '}
            {t('lobby.baht')}
          </div>
        </div>
        <div className="total">
          <span data-testid="summary-total" data-satang={totalSatang}>
            {formatBaht(totalSatang)}
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
          value={state.remark}
          onChange={(e) => update((s) => ({ ...s, remark: e.target.value }))}
        />
      </Remark>
      {roundStatus !== 'opened' && roundStatus !== 'checking' && <Notice tone="warn">{t('lobby.roundNotOpen')}</Notice>}
      {limitation && !limitation.ok && (
        <Notice tone="error" role="alert" data-testid="summary-limitation">
          {t('lobby.limitationRefused')}
        </Notice>
      )}
      {error && (
        <Notice tone="error" role="alert" data-testid="submit-error" data-code={error.code ?? ''}>
          {t(error.messageKey, error.params)}
          {error.code === ErrorCode.NOT_ENOUGH_MONEY && (
            <div style={{ marginTop: 8 }}>
              <Button type="button" variant="gold" onClick={() => navigate('/wallet')}>
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
          disabled={submitting || priced.length === 0 || (limitation !== null && !limitation.ok)}
          onClick={submit}
        >
          {submitting ? t('lobby.submitting') : isVisitor ? t('lobby.loginToBet') : t('lobby.submit')}
        </Button>
      </Footer>
    </Card>
  );
}
