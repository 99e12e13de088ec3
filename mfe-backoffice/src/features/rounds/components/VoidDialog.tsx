/** Void a round with a reason (at least 3 characters): every pending stake refunded once, audited. */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VoidRoundSummary } from 'shared-contracts';
import { ActionError, ConfirmDialog, useConsoleT, ConsoleTextField, type ConsoleFieldSpec } from '../../console';

const REASON_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.rounds.reason',
  hint: 'backoffice.rounds.reasonHint',
  testId: 'void-reason',
};

export function VoidDialog({
  roundLabel,
  mutation,
  onDone,
}: {
  roundLabel: string;
  mutation: UseMutationResult<VoidRoundSummary, Error, string>;
  onDone: () => void;
}) {
  const t = useConsoleT();
  const [reason, setReason] = useState('');
  const ok = reason.trim().length >= 3;
  return (
    <ConfirmDialog
      title={t('backoffice.rounds.voidTitle', { round: roundLabel })}
      testId="void-dialog"
      confirmLabel={t('backoffice.rounds.void')}
      confirmTestId="void-submit"
      disabled={!ok || mutation.isPending}
      onConfirm={() => mutation.mutate(reason.trim(), { onSuccess: onDone })}
      onCancel={onDone}
    >
      <p>{t('backoffice.rounds.voidBody')}</p>
      <ConsoleTextField field={REASON_FIELD} value={reason} onValue={setReason} />
      <ActionError error={mutation.error} />
    </ConfirmDialog>
  );
}
