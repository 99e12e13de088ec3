/**
 * Ban a chat author from writing: minutes (1-525600) and a reason (1-200 characters), confirmed in a dialog
 * (`PUT backoffice/chat/bans/{customer_code}`; a new ban replaces the current one). `onDone` gets the ban's end
 * (ISO-8601) after a ban, or null when cancelled.
 */
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ChatBanBody, ChatBanData } from 'shared-contracts';
import { ActionError, ConfirmDialog, useConsoleT, ConsoleTextField, type ConsoleFieldSpec } from '../../console';

export const MAX_BAN_MINUTES = 525_600;

const MINUTES_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.chat.minutes',
  hint: 'backoffice.chat.minutesHint',
  testId: 'chat-ban-minutes',
  inputMode: 'numeric',
  digitsOnly: true,
};
const REASON_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.chat.reason',
  hint: 'backoffice.chat.reasonHint',
  testId: 'chat-ban-reason',
  maxLength: 200,
};

export function BanDialog({
  customer,
  mutation,
  onDone,
}: {
  customer: string;
  mutation: UseMutationResult<ChatBanData, Error, { customer: string; body: ChatBanBody }>;
  onDone: (bannedUntil: string | null) => void;
}) {
  const t = useConsoleT();
  const [minutes, setMinutes] = useState('60');
  const [reason, setReason] = useState('');
  const m = Number(minutes);
  const ok = Number.isInteger(m) && m >= 1 && m <= MAX_BAN_MINUTES && reason.trim().length >= 1 && reason.length <= 200;
  return (
    <ConfirmDialog
      title={t('backoffice.chat.banTitle', { customer })}
      testId="chat-ban-dialog"
      confirmLabel={t('backoffice.chat.banConfirm')}
      confirmTestId="chat-ban-confirm"
      disabled={!ok || mutation.isPending}
      onConfirm={() =>
        mutation.mutate(
          { customer, body: { minutes: m, reason: reason.trim() } },
          { onSuccess: (d) => onDone(d.banned_until) },
        )
      }
      onCancel={() => onDone(null)}
    >
      <p>{t('backoffice.chat.banBody')}</p>
      <ConsoleTextField field={MINUTES_FIELD} value={minutes} onValue={setMinutes} />
      <ConsoleTextField field={REASON_FIELD} value={reason} onValue={setReason} />
      <ActionError error={mutation.error} testId="chat-ban-error" />
    </ConfirmDialog>
  );
}
