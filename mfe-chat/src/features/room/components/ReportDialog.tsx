/**
 * Reporting a message to ops (`POST chat/reports`, once per player and message): the reasons, then a thank-you
 * (or "already reported") in the room.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_REPORT_REASONS, ErrorCode, callRoute, maskCustomerCode, type ChatReportReason } from 'shared-contracts';
import { Button, ChoiceGrid, Dialog, Muted, errorCode, theme, useRemote } from 'shared-ui';
import type { RoomMessage } from '../state/room-state';

export type ReportOutcome = 'reported' | 'already' | 'failed';

export function ReportDialog({
  message,
  onClose,
}: {
  message: RoomMessage;
  onClose: (outcome: ReportOutcome | null) => void;
}) {
  const { t } = useTranslation();
  const { api } = useRemote();
  const [reason, setReason] = useState<ChatReportReason>('ABUSE');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const { timetoken } = message;
    // only others' messages are reported, and they always carry one (null: the player's own, still unsent)
    if (timetoken === null) return onClose('failed');
    setBusy(true);
    try {
      await callRoute(api, 'POST /chat/reports', { body: { timetoken, reason } });
      onClose('reported');
    } catch (err) {
      onClose(errorCode(err) === ErrorCode.CONFLICT ? 'already' : 'failed');
    }
  };
  return (
    <Dialog
      title={t('chat.reportTitle')}
      testId="chat-report-dialog"
      onDismiss={() => onClose(null)}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={() => onClose(null)}>
            {t('chat.cancel')}
          </Button>
          <Button type="button" disabled={busy} onClick={() => void send()} data-testid="chat-report-send">
            {t('chat.reportSend')}
          </Button>
        </>
      }
    >
      <blockquote
        css={{
          margin: '8px 0 12px',
          padding: '8px 12px',
          borderLeft: `3px solid ${theme.color.gold}`,
          background: theme.color.cream,
          borderRadius: theme.radius.sm,
          overflowWrap: 'anywhere',
        }}
      >
        <strong css={{ fontSize: 12, color: theme.color.muted }}>{maskCustomerCode(message.publisher)}</strong>
        <div>{message.body.kind === 'text' ? message.body.text : ''}</div>
      </blockquote>
      <ChoiceGrid css={{ gridTemplateColumns: '1fr 1fr' }}>
        {CHAT_REPORT_REASONS.map((r) => (
          <button key={r} type="button" aria-pressed={reason === r} onClick={() => setReason(r)}>
            {t(`chat.reportReason.${r}`)}
          </button>
        ))}
      </ChoiceGrid>
      <Muted>{t('chat.reportHint')}</Muted>
    </Dialog>
  );
}
