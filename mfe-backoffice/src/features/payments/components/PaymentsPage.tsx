/**
 * Payments (issue 11; ops console issue 10 "Deposit and withdrawal queues where those rails exist"): the queue of
 * withdrawals and the queue of declared bank-transfer deposits, each filtered by state (pending first: the work to
 * do, oldest first), with the approve / confirm and reject decisions. Two columns on a desktop, one on a phone.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { TRANSACTION_STATUSES, type TransactionStatus } from 'shared-contracts';
import { Card, Muted } from 'shared-ui';
import { ActionError, ConsoleSelectField, PageColumns, useConsoleT } from '../../console';
import { itemId, type PaymentQueue } from '../api/payments-api';
import { usePaymentQueue } from '../hooks/usePayments';
import { PaymentItem } from './PaymentItem';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

function Queue({ queue }: { queue: PaymentQueue }) {
  const t = useConsoleT();
  const [state, setState] = useState<TransactionStatus>('PENDING');
  const query = usePaymentQueue(queue, state);
  return (
    <Card data-testid={`payments-${queue}`}>
      <h3>
        {t(`backoffice.payments.${queue}`)}
        {query.data ? ` · ${t('backoffice.payments.pendingCount', { n: query.data.pending })}` : ''}
      </h3>
      <ConsoleSelectField
        field={{ label: 'backoffice.payments.state', testId: `payments-${queue}-state` }}
        value={state}
        onValue={setState}
        options={TRANSACTION_STATUSES}
        optionText={(s) => t(`backoffice.payments.states.${s}`)}
      />
      {query.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      <ActionError error={query.error} />
      {query.data && 'rail_on' in query.data && !query.data.rail_on && (
        <Muted data-testid="payments-rail-off">{t('backoffice.payments.railOff')}</Muted>
      )}
      {query.data && query.data.items.length === 0 && <Muted>{t('backoffice.payments.empty')}</Muted>}
      <List>
        {query.data?.items.map((item) => (
          <PaymentItem key={itemId(item)} queue={queue} item={item} />
        ))}
      </List>
    </Card>
  );
}

export function PaymentsPage() {
  const t = useConsoleT();
  return (
    <section data-testid="payments-page">
      <h2>{t('backoffice.payments.title')}</h2>
      <PageColumns split={[1, 1]}>
        <Queue queue="withdrawals" />
        <Queue queue="deposits" />
      </PageColumns>
    </section>
  );
}
