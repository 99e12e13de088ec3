/**
 * The history tab: purchased tickets per purchase with their states (docs/game-rules.md
 * "Government-lottery ticket shop") and prizes. While a purchase's round is still open, its waiting tickets can be
 * cancelled one by one or all together (docs/game-rules.md "Partial cancel"): the fee is quoted first, then the list
 * and the wallet reload.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatThaiDrawDate, formatWireBaht, type LotteryTicketState } from 'shared-contracts';
import { Button, Card, Chip, Digits, Muted, Notice, Panel, Row, theme, useSession } from 'shared-ui';
import { useLotterySlips } from '../hooks/useLotterySlips';
import { useTicketCancel } from '../hooks/useTicketCancel';
import { CancelDialog } from './CancelDialog';

const TONE: Record<LotteryTicketState, 'gold' | 'green' | 'red' | 'muted' | 'blue'> = {
  available: 'blue',
  unavailable: 'muted',
  win: 'green',
  refund: 'gold',
  user_cancel: 'red',
};

const Ticket = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
  padding: 8px 0;
  border-bottom: 1px dashed ${theme.color.line};
  &[data-state='user_cancel'] > span:first-of-type {
    color: ${theme.color.muted};
    text-decoration: line-through;
  }
`;

/** `openRoundId`: the shop round still selling, whose purchases may be cancelled (null: none). */
export function HistoryTab({ openRoundId = null }: { openRoundId?: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const { slips, failed } = useLotterySlips();
  const cancel = useTicketCancel();

  if (session.status === 'anonymous')
    return <Panel icon="lock" title={t('lotteryShop.history.loginRequired')} testId="history-login-required" />;
  if (failed)
    return (
      <Notice tone="error" data-testid="history-error">
        {t('lotteryShop.history.failed')}
      </Notice>
    );
  if (!slips) return <Muted data-testid="history-loading">{t('lotteryShop.loading')}</Muted>;
  if (slips.length === 0) return <Panel icon="ticket" title={t('lotteryShop.history.empty')} testId="history-empty" />;
  return (
    <div data-testid="history-tab">
      {cancel.done && (
        <Notice tone="success" role="status" data-testid="shop-cancel-done">
          {t('partialCancel.done')}
        </Notice>
      )}
      {slips.map((slip) => {
        const open = openRoundId !== null && slip.round_id === openRoundId;
        const waiting = slip.tickets.filter((tk) => tk.state === 'available').map((tk) => tk.ticket_id);
        const cancellable = open && waiting.length > 0;
        return (
          <Card key={slip.slip_id} data-testid={`lottery-slip-${slip.slip_id}`} data-payout={slip.payout_status}>
            <Row css={{ justifyContent: 'space-between' }}>
              <strong>{t('lotteryShop.drawDate', { date: formatThaiDrawDate(slip.draw_date) })}</strong>
              <Chip tone={slip.payout_status === 'PAID' ? 'green' : 'muted'}>
                {slip.payout_status === 'PAID' ? t('lotteryShop.history.paid') : t('lotteryShop.history.pending')}
              </Chip>
            </Row>
            <Muted>
              {t('lotteryShop.history.slip', { id: slip.slip_id })} · {formatThaiDateTime(slip.created_at)} ·{' '}
              {t('lotteryShop.history.tickets', { count: slip.total_count })}
            </Muted>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {slip.tickets.map((tk) => (
                <Ticket key={tk.ticket_id} data-testid="lottery-ticket" data-number={tk.number} data-state={tk.state}>
                  <Digits css={{ fontSize: 18, color: theme.color.red }}>{tk.number}</Digits>
                  <Row>
                    {tk.state === 'win' && (
                      <span data-testid="ticket-prize" css={{ fontWeight: 700, color: theme.color.green }}>
                        {t('lotteryShop.history.prize', { amount: formatWireBaht(tk.prize) })}
                      </span>
                    )}
                    <Chip tone={TONE[tk.state]} data-testid="ticket-state">
                      {t(`lotteryShop.history.state.${tk.state}`)}
                    </Chip>
                    {cancellable && tk.state === 'available' && (
                      <Button
                        type="button"
                        variant="danger"
                        small
                        data-testid={`ticket-cancel-${tk.ticket_id}`}
                        aria-label={t('lotteryShop.history.cancelTicketLabel', { number: tk.number })}
                        onClick={() => cancel.ask({ slipId: slip.slip_id, ticketIds: [tk.ticket_id], whole: false })}
                      >
                        {t('lotteryShop.history.cancelTicket')}
                      </Button>
                    )}
                  </Row>
                </Ticket>
              ))}
            </ul>
            {slip.total_prize > 0 && (
              <p data-testid="slip-total-prize" css={{ fontWeight: 700, color: theme.color.green, margin: '8px 0 0' }}>
                {t('lotteryShop.history.prize', { amount: formatWireBaht(slip.total_prize) })}
              </p>
            )}
            {slip.refunded_amount > 0 && (
              <Muted data-testid="slip-refunded">
                {t('lotteryShop.history.refunded', { amount: formatWireBaht(slip.refunded_amount) })}
              </Muted>
            )}
            {cancellable && (
              <Button
                type="button"
                variant="danger"
                block
                css={{ marginTop: 12 }}
                data-testid={`slip-cancel-${slip.slip_id}`}
                onClick={() => cancel.ask({ slipId: slip.slip_id, ticketIds: waiting, whole: true })}
              >
                {t('lotteryShop.history.cancelSlip')}
              </Button>
            )}
          </Card>
        );
      })}
      {cancel.request && (
        <CancelDialog
          whole={cancel.request.whole}
          quote={cancel.quote}
          busy={cancel.busy}
          error={cancel.error}
          onConfirm={() => void cancel.confirm()}
          onDismiss={cancel.dismiss}
        />
      )}
    </div>
  );
}
