/** The winning-number tab: the official result of a past draw (Thai-era date), every prize. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, formatThaiDrawDate, type GovernmentWinningResult } from 'shared-contracts';
import { Card, Notice } from 'shared-ui';
import { useRemote } from '../../../app/useRemote';
import { errorCode } from '../../../app/error-code';
import { Chip, Muted, Row } from '../../../ui/styles';
import { fetchWinningResult } from '../api/winning-api';
import { usePastDrawDates } from '../hooks/usePastDrawDates';
import { DrawDatePicker } from './DrawDatePicker';
import { PrizeBoard } from './PrizeBoard';

export function WinningTab() {
  const { t } = useTranslation();
  const { api } = useRemote();
  const { dates, loaded } = usePastDrawDates();
  const [date, setDate] = useState('');
  const [result, setResult] = useState<{
    date: string;
    data: GovernmentWinningResult | null;
    error: string | null;
  } | null>(null);
  const chosen = date || dates[0] || '';

  useEffect(() => {
    if (!chosen) return;
    let live = true;
    fetchWinningResult(api, chosen).then(
      (data) => live && setResult({ date: chosen, data, error: null }),
      (e) => live && setResult({ date: chosen, data: null, error: errorCode(e) ?? 'network' }),
    );
    return () => {
      live = false;
    };
  }, [api, chosen]);

  return (
    <Card data-testid="winning-tab">
      <h2>{t('lotteryShop.winning.title')}</h2>
      {loaded && <DrawDatePicker dates={dates} value={chosen} onChange={setDate} testId="winning-date" />}
      {chosen && (
        <Row css={{ justifyContent: 'space-between' }}>
          <strong data-testid="winning-draw-date">{formatThaiDrawDate(chosen)}</strong>
          {result?.data && (
            <Chip tone={result.data.payout_status === 'PAID' ? 'green' : 'gold'} data-testid="winning-payout">
              {result.data.payout_status === 'PAID'
                ? t('lotteryShop.winning.payoutPaid')
                : t('lotteryShop.winning.payoutPending')}
            </Chip>
          )}
        </Row>
      )}
      {result?.date === chosen && result.data && <PrizeBoard result={result.data} />}
      {result?.date === chosen && result.error && (
        <Notice tone={result.error === ErrorCode.NOT_FOUND ? 'info' : 'error'} data-testid="winning-none">
          {result.error === ErrorCode.NOT_FOUND ? t('lotteryShop.winning.none') : t('lotteryShop.winning.failed')}
        </Notice>
      )}
      {!result && <Muted>{t('lotteryShop.loading')}</Muted>}
    </Card>
  );
}
