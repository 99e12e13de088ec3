/** Void a round with a reason (at least 3 characters): every pending stake refunded once, audited. */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VoidRoundSummary } from 'shared-contracts';
import { Button, Dialog, TextField } from 'shared-ui';
import { ActionError, useConsoleT } from '../../console';

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
    <Dialog
      title={t('backoffice.rounds.voidTitle', { round: roundLabel })}
      testId="void-dialog"
      onDismiss={onDone}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onDone}>
            {t('backoffice.common.cancel')}
          </Button>
          <Button
            type="button"
            variant="danger"
            disabled={!ok || mutation.isPending}
            data-testid="void-submit"
            onClick={() => mutation.mutate(reason.trim(), { onSuccess: onDone })}
          >
            {t('backoffice.rounds.void')}
          </Button>
        </>
      }
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
    </Dialog>
  );
}
