/**
 * Close a round now ("ปิดรับทันที"), before its scheduled close: the reason (1-500 characters) is required; the
 * round is then flagged closed early, its checker must not be the closer, and no result before the scheduled
 * result time (issue 20; api draw-games/rounds/close-round.ts).
 */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { BackofficeRound } from 'shared-contracts';
import { ActionError, ConfirmDialog, useConsoleT, ConsoleTextField, type ConsoleFieldSpec } from '../../console';

const REASON_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.rounds.reason',
  hint: 'backoffice.rounds.closeReasonHint',
  testId: 'close-reason',
  maxLength: 500,
};

export function CloseDialog({
  roundLabel,
  mutation,
  onDone,
}: {
  roundLabel: string;
  mutation: UseMutationResult<BackofficeRound, Error, string>;
  onDone: () => void;
}) {
  const t = useConsoleT();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  const ok = trimmed.length >= 1 && trimmed.length <= 500;
  return (
    <ConfirmDialog
      title={t('backoffice.rounds.closeTitle', { round: roundLabel })}
      testId="close-dialog"
      confirmLabel={t('backoffice.rounds.close')}
      confirmTestId="close-submit"
      disabled={!ok || mutation.isPending}
      onConfirm={() => mutation.mutate(trimmed, { onSuccess: onDone })}
      onCancel={onDone}
    >
      <p>{t('backoffice.rounds.closeBody')}</p>
      <ConsoleTextField field={REASON_FIELD} value={reason} onValue={setReason} />
      <ActionError error={mutation.error} />
    </ConfirmDialog>
  );
}
