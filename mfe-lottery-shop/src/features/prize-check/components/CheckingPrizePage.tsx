/**
 * /lottery/thai/checking-prize: the player enters 6-digit numbers (or picks their own tickets) and a
 * past draw date, and sees every prize each number won (`GET government/winning-result` checked with the
 * shared `checkGloTicket`: every tier counts, summed), with the Thai-era date. The state and the check are
 * `usePrizeCheck`'s.
 */
import { useTranslation } from 'react-i18next';
import { ErrorCode } from 'shared-contracts';
import { Button, Card, Chip, Digits, Icon, Muted, Notice, Row, TextField, theme, useRemote } from 'shared-ui';
import { DrawDatePicker } from '../../winning-number';
import { usePrizeCheck } from '../hooks/usePrizeCheck';
import { PrizeCheckResults } from './PrizeCheckResults';

export function CheckingPrizePage() {
  const { t } = useTranslation();
  const { navigate } = useRemote();
  const prize = usePrizeCheck();
  const { outcome } = prize;

  return (
    <div data-testid="checking-prize-page">
      <Card>
        <h2>{t('lotteryShop.checking.title')}</h2>
        {prize.loaded && (
          <DrawDatePicker
            dates={prize.dates}
            value={prize.chosen}
            onChange={prize.setDate}
            testId="check-date"
            label={t('lotteryShop.checking.date')}
          />
        )}
        <TextField
          label={t('lotteryShop.checking.numbers')}
          value={prize.input}
          inputMode="numeric"
          maxLength={6}
          placeholder={t('lotteryShop.checking.numberPlaceholder')}
          testId="check-number-input"
          onChange={(e) => prize.setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') prize.addInput();
          }}
        />
        <Button
          type="button"
          variant="ghost"
          css={{ marginBottom: 12 }}
          data-testid="check-add-number"
          onClick={prize.addInput}
        >
          {t('lotteryShop.checking.addNumber')}
        </Button>
        {prize.invalid && (
          <Notice tone="error" data-testid="check-invalid">
            {t('lotteryShop.checking.invalid')}
          </Notice>
        )}
        {prize.mine.length > 0 && (
          <>
            <Muted>{t('lotteryShop.checking.myTickets')}</Muted>
            <Row>
              {prize.mine.map((n) => (
                <Button
                  key={n}
                  type="button"
                  variant="ghost"
                  css={{ minHeight: 32, padding: '2px 10px' }}
                  data-testid={`check-pick-${n}`}
                  onClick={() => prize.addNumber(n)}
                >
                  <Digits>{n}</Digits>
                </Button>
              ))}
            </Row>
          </>
        )}
        {prize.numbers.length > 0 && (
          <Row css={{ margin: '10px 0' }} data-testid="check-numbers">
            {prize.numbers.map((n) => (
              <Chip key={n} tone="gold">
                <Digits>{n}</Digits>{' '}
                <button
                  type="button"
                  aria-label={t('lotteryShop.checking.remove')}
                  css={{ border: 0, background: 'none', cursor: 'pointer', color: theme.color.redDark }}
                  onClick={() => prize.removeNumber(n)}
                >
                  ×
                </button>
              </Chip>
            ))}
          </Row>
        )}
        <Button
          type="button"
          block
          disabled={prize.busy || !prize.chosen}
          data-testid="check-submit"
          onClick={prize.check}
        >
          <Icon name="search" size={18} /> {t('lotteryShop.checking.check')}
        </Button>
      </Card>
      {outcome && 'error' in outcome && (
        <Notice tone={outcome.error === ErrorCode.NOT_FOUND ? 'info' : 'error'} data-testid="check-error">
          {outcome.error === ErrorCode.NOT_FOUND ? t('lotteryShop.checking.none') : t('lotteryShop.checking.failed')}
        </Notice>
      )}
      {outcome && 'checks' in outcome && (
        <PrizeCheckResults
          date={outcome.date}
          result={outcome.result}
          checks={outcome.checks}
          totalSatang={prize.totalSatang}
        />
      )}
      <Row css={{ justifyContent: 'center' }}>
        <Button type="button" variant="gold" onClick={() => navigate('/lottery/thai')} data-testid="check-to-shop">
          {t('lotteryShop.shop')}
        </Button>
      </Row>
    </div>
  );
}
