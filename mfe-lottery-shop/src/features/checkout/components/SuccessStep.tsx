import { useTranslation } from 'react-i18next';
import { formatThaiDrawDate, formatWireBaht, type LotteryBetSlip } from 'shared-contracts';
import { Button, Chip, Digits, Muted, Panel, Row } from 'shared-ui';

/** The success tab after a purchase: slip id, tickets, what was paid and free tickets earned. */
export function SuccessStep({
  slip,
  onHistory,
  onAgain,
}: {
  slip: LotteryBetSlip;
  onHistory: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Panel icon="check" title={t('lotteryShop.success.title')} testId="purchase-success">
      <p>{t('lotteryShop.success.body', { count: slip.total_count, date: formatThaiDrawDate(slip.draw_date) })}</p>
      <Muted>
        {t('lotteryShop.success.slip')}: <Digits data-testid="success-slip-id">{slip.slip_id}</Digits>
      </Muted>
      <Muted data-testid="success-paid">
        {t('lotteryShop.success.paid', { amount: formatWireBaht(slip.paid_amount) })}
      </Muted>
      {slip.free_earned > 0 && (
        <Chip tone="gold" data-testid="success-free-earned">
          {t('lotteryShop.success.freeEarned', { count: slip.free_earned })}
        </Chip>
      )}
      <Row css={{ justifyContent: 'center', marginTop: 12 }}>
        {slip.tickets.map((tk) => (
          <Chip key={tk.ticket_id} tone="blue">
            <Digits>{tk.number}</Digits>
          </Chip>
        ))}
      </Row>
      <Row css={{ justifyContent: 'center', marginTop: 16 }}>
        <Button type="button" variant="ghost" onClick={onHistory} data-testid="success-history">
          {t('lotteryShop.success.history')}
        </Button>
        <Button type="button" variant="gold" onClick={onAgain} data-testid="success-again">
          {t('lotteryShop.success.again')}
        </Button>
      </Row>
    </Panel>
  );
}
