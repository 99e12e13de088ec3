/** Void a round with a reason (at least 3 characters): every pending stake refunded once, audited. */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VoidRoundSummary } from 'shared-contracts';
import { TextField } from 'shared-ui';
import { ActionError, ConfirmDialog, useConsoleT } from '../../console';

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
      <TextField
        label={t('backoffice.rounds.reason')}
        hint={t('backoffice.rounds.reasonHint')}
        testId="void-reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <ActionError error={mutation.error} />
    </ConfirmDialog>
  );
}
