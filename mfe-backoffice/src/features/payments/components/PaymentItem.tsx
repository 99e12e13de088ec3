/**
 * One withdrawal or declared deposit of a queue: amount, player, the bank account (withdrawals) or the transfer
 * time and slip (deposits), and when decided, by whom and why. A withdrawal the api asked to return a self-excluded
 * player's balance carries a chip saying so. A pending one has its two decisions; a button opens
 * the confirm step (what will happen, a reason — required to reject —, confirm or cancel). The API's refusal
 * shows under it (403 a role that may not decide, 409 another ops user decided first).
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { formatWireBaht } from 'shared-contracts';
import { Button, Chip, Notice, Row, theme } from 'shared-ui';
import {
  ActionError,
  bangkokTime,
  InlineConfirm,
  useConsoleLang,
  useConsoleT,
  type ConsoleFieldSpec,
  useConfirmStep,
} from '../../console';
import { DECISIONS, itemId, type PaymentDecision, type PaymentQueue, type QueueItem } from '../api/payments-api';
import { useDecidePayment } from '../hooks/usePayments';

const Item = styled.li`
  border-top: 1px solid ${theme.color.line};
  padding: 10px 4px;
  display: grid;
  gap: 4px;
  grid-template-columns: minmax(0, 1fr);
  .head {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    align-items: center;
  }
  .amount {
    font-size: 18px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .meta {
    font-size: 13px;
    color: ${theme.color.muted};
    overflow-wrap: anywhere;
  }
`;

/** The reason field of the confirm step; its hint says whether the decision needs one. */
const REASON_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.payments.reason',
  testId: 'payment-reason',
  maxLength: 500,
};

const LABEL: Record<PaymentDecision, string> = {
  approve: 'backoffice.payments.approve',
  confirm: 'backoffice.payments.confirmDeposit',
  reject: 'backoffice.payments.reject',
};

export function PaymentItem({ queue, item }: { queue: PaymentQueue; item: QueueItem }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const decide = useDecidePayment(queue);
  const [decision, setDecision, ask] = useConfirmStep<PaymentDecision>(decide);
  const [reason, setReason] = useState('');
  const id = itemId(item);
  const when = (iso: string) => bangkokTime(iso, lang);
  const money = t('backoffice.payments.baht', { amount: formatWireBaht(item.amount) });
  const effect =
    decision === 'reject'
      ? queue === 'withdrawals'
        ? 'backoffice.payments.effectReject'
        : 'backoffice.payments.effectRejectDeposit'
      : queue === 'withdrawals'
        ? 'backoffice.payments.effectApprove'
        : 'backoffice.payments.effectConfirmDeposit';
  const needsReason = decision === 'reject';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!decision || (needsReason && !reason.trim())) return;
    decide.mutate(
      { id, decision, reason: reason.trim() },
      {
        onSuccess: () => {
          setDecision(null);
          setReason('');
        },
      },
    );
  };

  return (
    <Item data-testid={`payment-${queue}-${id}`} data-status={item.status}>
      <div className="head">
        <span className="amount">{money}</span>
        <Chip tone={item.status === 'PENDING' ? 'gold' : item.status === 'SUCCESS' ? 'green' : 'red'}>
          {t(`backoffice.payments.states.${item.status}`)}
        </Chip>
        {'source' in item && item.source === 'SELF_EXCLUSION' && (
          <Chip tone="blue" data-testid="payment-self-exclusion">
            {t('backoffice.payments.selfExclusionReturn')}
          </Chip>
        )}
        <span className="meta">#{id}</span>
      </div>
      <span>{t('backoffice.payments.player', { code: item.customer_code, phone: item.phone })}</span>
      {'bank_account' in item ? (
        <span className="meta">
          {t('backoffice.payments.bankAccount', {
            bank: item.bank_account.bank_code,
            number: item.bank_account.bank_account_number,
            name: item.bank_account.bank_account_name,
          })}{' '}
          · {t('backoffice.payments.requestedAt', { at: when(item.requested_at) })}
        </span>
      ) : (
        <span className="meta">
          {t('backoffice.payments.transferredAt', { at: when(item.transferred_at) })}
          {item.slip_reference ? ` · ${t('backoffice.payments.slip', { ref: item.slip_reference })}` : ''}
        </span>
      )}
      {item.decided_at && (
        <span className="meta">
          {t('backoffice.payments.decided', {
            state: t(`backoffice.payments.states.${item.status}`),
            by: item.decided_by ?? '—',
            at: when(item.decided_at),
          })}
          {item.reason ? ` · ${t('backoffice.payments.reasonShown', { reason: item.reason })}` : ''}
        </span>
      )}
      {item.status === 'PENDING' && (
        <Row>
          {DECISIONS[queue].map((d) => (
            <Button
              key={d}
              type="button"
              small
              variant={d === 'reject' ? 'danger' : 'gold'}
              data-testid={`payment-${d}-${id}`}
              disabled={decide.isPending}
              onClick={() => ask(d)}
            >
              {t(LABEL[d])}
            </Button>
          ))}
        </Row>
      )}
      {decision && (
        <InlineConfirm
          testId="payment-confirm"
          offset={4}
          title={t('backoffice.payments.confirmTitle', {
            action: t(LABEL[decision]),
            id,
            amount: formatWireBaht(item.amount),
          })}
          effect={t(effect)}
          reason={{
            field: REASON_FIELD,
            value: reason,
            onValue: setReason,
            hint: t(needsReason ? 'backoffice.payments.reasonRequired' : 'backoffice.payments.reasonHint'),
          }}
          confirmLabel={t('backoffice.payments.confirm')}
          confirmVariant={decision === 'reject' ? 'danger' : 'primary'}
          disabled={decide.isPending || (needsReason && !reason.trim())}
          cancelLabel={t('backoffice.payments.cancel')}
          cancelVariant="outline"
          onSubmit={submit}
          onCancel={() => setDecision(null)}
        />
      )}
      <ActionError error={decide.error} testId="payment-error" />
      {decide.data && !decision && (
        <Notice tone="success" data-testid="payment-done">
          {t('backoffice.payments.done', { id, state: t(`backoffice.payments.states.${decide.data.status}`) })}
        </Notice>
      )}
    </Item>
  );
}
