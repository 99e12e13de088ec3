/** The winning-number tab: the official result of a past draw (Thai-era date), every prize. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode, formatThaiDrawDate } from 'shared-contracts';
import { Card, Chip, Muted, Notice, Row } from 'shared-ui';
import { usePastDrawDates } from '../hooks/usePastDrawDates';
import { useWinningResult } from '../hooks/useWinningResult';
import { DrawDatePicker } from './DrawDatePicker';
import { PrizeBoard } from './PrizeBoard';

export function WinningTab() {
  const { t } = useTranslation();
  const { dates, loaded } = usePastDrawDates();
  const [date, setDate] = useState('');
  const chosen = date || dates[0] || '';
  const { result, error } = useWinningResult(chosen);

  return (
    <Card data-testid="winning-tab">
      <h2>{t('lotteryShop.winning.title')}</h2>
      {loaded && <DrawDatePicker dates={dates} value={chosen} onChange={setDate} testId="winning-date" />}
      {chosen && (
        <Row css={{ justifyContent: 'space-between' }}>
          <strong data-testid="winning-draw-date">{formatThaiDrawDate(chosen)}</strong>
          {result && (
            <Chip tone={result.payout_status === 'PAID' ? 'green' : 'gold'} data-testid="winning-payout">
              {result.payout_status === 'PAID'
                ? t('lotteryShop.winning.payoutPaid')
                : t('lotteryShop.winning.payoutPending')}
            </Chip>
          )}
        </Row>
      )}
      {result && <PrizeBoard result={result} />}
      {error && (
        <Notice tone={error === ErrorCode.NOT_FOUND ? 'info' : 'error'} data-testid="winning-none">
          {error === ErrorCode.NOT_FOUND ? t('lotteryShop.winning.none') : t('lotteryShop.winning.failed')}
        </Notice>
      )}
      {!result && !error && <Muted>{t('lotteryShop.loading')}</Muted>}
    </Card>
  );
}
