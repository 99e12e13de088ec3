import { useTranslation } from 'react-i18next';
import { payoutSatang, type BetLimitationLine, type LimitNumberEntry } from 'shared-contracts';
import { useRemote } from 'shared-ui';
import { numberPadStore, priceLine, type PricedLine } from '../../number-pad';
import { restrictionFor } from '../../restricted-numbers';
import { useBetLimitation } from './useBetLimitation';
import { useSubmitBet, type BetRoundProps } from './useSubmitBet';

/** A priced line at the rate in force: a REDUCED_RATE restricted number pays its reduced rate. */
function withRuleRate(p: PricedLine, restrictions: readonly LimitNumberEntry[]): PricedLine & { reduced: boolean } {
  const rule = restrictionFor(restrictions, p.line.kind, p.line.number);
  if (rule?.rule !== 'REDUCED_RATE' || rule.rate === null || p.units !== null) return { ...p, reduced: false };
  const rateX100 = Math.round(rule.rate * 100);
  return { ...p, rateX100, maxWinSatang: payoutSatang(p.amountSatang ?? 0, rateX100), reduced: true };
}

/**
 * Everything the summary step shows and does (ARCHITECTURE.md "How a bet flows", 3 and 4): the pad's lines priced at the
 * rate in force (`lines`, each with the Thai reason the server's `bet/limitation` check refused it, if it
 * did), the total stake and the best possible win (satang), the remark, and the submit (`useSubmitBet`).
 */
export function useSummaryStep(props: BetRoundProps & { restrictions?: readonly LimitNumberEntry[] }) {
  const { game, state, update, roundId, restrictions = [] } = props;
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const { submit, submitting, error, isVisitor } = useSubmitBet(props);
  const priced = state.lines.map((l) => withRuleRate(priceLine(game, l), restrictions));
  const limitation = useBetLimitation(game, roundId, priced);

  // the number's payout would pass the house's cap: what may still be staked on it at this rate (whole baht)
  const exposureRefusal = (l: BetLimitationLine) => {
    const left = l.exposure && l.rate > 0 ? Math.floor(Math.max(0, l.exposure.cap - l.exposure.current) / l.rate) : 0;
    return left > 0
      ? t('lobby.restriction.EXPOSURE', { amount: left.toLocaleString('th-TH') })
      : t('lobby.restriction.EXPOSURE_FULL');
  };
  const refusalText = (l: BetLimitationLine) =>
    l.rule === 'CLOSED'
      ? t('lobby.restriction.CLOSED')
      : l.exposure
        ? exposureRefusal(l)
        : t('lobby.restriction.CAP', {
            amount: (l.remaining ?? 0).toLocaleString('th-TH'),
            unit: t(`lobby.limitUnit.${l.unit}`),
          });
  const lines = priced.map((p, i) => {
    const refused = limitation?.lines.find((l) => l.index === i && !l.accepted);
    return { ...p, refusal: refused ? refusalText(refused) : null };
  });

  return {
    lines,
    totalSatang: priced.reduce((sum, p) => sum + (p.amountSatang ?? 0), 0),
    maxWinSatang: priced.reduce((m, p) => Math.max(m, p.maxWinSatang), 0),
    /** The server's check refused some line: the slip cannot be submitted as it is. */
    refused: limitation !== null && !limitation.ok,
    remark: state.remark,
    setRemark: (remark: string) => update((s) => ({ ...s, remark })),
    submit,
    submitting,
    error,
    isVisitor,
    /** Tops up and comes back to this slip (the pad is held through the errand). */
    toWallet: () => {
      numberPadStore.holdForErrand();
      navigate('/wallet');
    },
  };
}
