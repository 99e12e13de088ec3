/** The history tab: purchased tickets per purchase with their states (spec section 3) and prizes. */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThaiDateTime, formatThaiDrawDate, type LotteryBetSlip, type LotteryTicketState } from 'shared-contracts';
import { Card, Notice, Panel, theme } from 'shared-ui';
import { useRemote } from '../../../app/useRemote';
import { useSession } from '../../../app/useSession';
import { bahtText } from '../../../ui/baht';
import { Chip, Digits, Muted, Row } from '../../../ui/styles';
import { fetchLotterySlips } from '../api/fetch-lottery-slips';

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
`;

export function HistoryTab() {
  const { t } = useTranslation();
  const { api } = useRemote();
  const session = useSession();
  const [slips, setSlips] = useState<LotteryBetSlip[] | null>(null);
  const [failed, setFailed] = useState(false);
  const loggedIn = session.status === 'authenticated';

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    fetchLotterySlips(api).then(
      (list) => live && setSlips(list.items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, loggedIn]);

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
      {slips.map((slip) => (
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
                      {t('lotteryShop.history.prize', { amount: bahtText(tk.prize) })}
                    </span>
                  )}
                  <Chip tone={TONE[tk.state]} data-testid="ticket-state">
                    {t(`lotteryShop.history.state.${tk.state}`)}
                  </Chip>
                </Row>
              </Ticket>
            ))}
          </ul>
          {slip.total_prize > 0 && (
            <p data-testid="slip-total-prize" css={{ fontWeight: 700, color: theme.color.green, margin: '8px 0 0' }}>
              {t('lotteryShop.history.prize', { amount: bahtText(slip.total_prize) })}
            </p>
          )}
        </Card>
      ))}
    </div>
  );
}
