/**
 * The reported messages (`GET backoffice/chat/reports`): the message's text as plain text (never as markup), its
 * author, the reason, who reported it and when, and what ops did. Open reports of a message still in the room offer
 * delete message (confirmed), dismiss and ban author (`BanDialog`) to operators.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { ChatReportView } from 'shared-contracts';
import { Button, Chip, Digits, Muted, Notice, Row, theme } from 'shared-ui';
import {
  ActionError,
  ConfirmDialog,
  ConsoleBox as Box,
  bangkokTime,
  useConsoleLang,
  useConsoleT,
  useConfirmStep,
} from '../../console';
import type { ReportStatus } from '../api/chat-moderation-api';
import { useChatActions, useChatReports } from '../hooks/useChatModeration';
import { BanDialog } from './BanDialog';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Item = styled.li`
  border-top: 1px solid ${theme.color.line};
  padding: 10px 0;
  display: grid;
  gap: 6px;
`;

/** The reported text: kept as typed (line breaks), long words broken so a phone never scrolls sideways. */
const Quote = styled.p`
  margin: 0;
  padding: 8px 10px;
  background: ${theme.color.field};
  border-left: 3px solid ${theme.color.gold};
  border-radius: ${theme.radius.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export function ChatReportsList({ status, canAct }: { status: ReportStatus; canAct: boolean }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const reports = useChatReports(status);
  const { dismiss, remove, ban } = useChatActions();
  const [deleting, setDeleting, askDelete] = useConfirmStep<ChatReportView>(remove);
  const [banning, setBanning, askBan] = useConfirmStep<string>(ban);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Box data-testid="chat-reports">
      <h3>{t('backoffice.chat.reports')}</h3>
      {reports.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      <ActionError error={reports.error} />
      {reports.data?.length === 0 && <Muted>{t('backoffice.common.empty')}</Muted>}
      {done && (
        <Notice tone="success" data-testid="chat-done">
          {done}
        </Notice>
      )}
      <ActionError error={dismiss.error ?? remove.error} testId="chat-error" />
      <List>
        {reports.data?.map((r) => (
          <Item key={r.id} data-testid={`chat-report-${r.id}`}>
            <Row>
              <Chip tone="red">{t(`backoffice.chat.reasons.${r.reason}`, { defaultValue: r.reason })}</Chip>
              <strong>{t('backoffice.chat.author', { publisher: r.publisher })}</strong>
              <Digits>{bangkokTime(r.created_at, lang)}</Digits>
            </Row>
            <Quote data-testid="chat-report-text">{r.text}</Quote>
            <Muted>{t('backoffice.chat.reportedBy', { reporter: r.reporter })}</Muted>
            {!r.message_present && r.resolution === null && <Muted>{t('backoffice.chat.messageGone')}</Muted>}
            {r.resolution && (
              <Chip tone={r.resolution === 'deleted' ? 'gold' : 'muted'} data-testid="chat-report-resolution">
                {t('backoffice.chat.resolvedBy', {
                  resolution: t(`backoffice.chat.resolution.${r.resolution}`),
                  user: r.resolved_by ?? '—',
                  time: r.resolved_at ? bangkokTime(r.resolved_at, lang) : '—',
                })}
              </Chip>
            )}
            {canAct && r.resolution === null && (
              <Row>
                {r.message_present && (
                  <Button type="button" small variant="danger" data-testid="chat-delete" onClick={() => askDelete(r)}>
                    {t('backoffice.chat.deleteMessage')}
                  </Button>
                )}
                <Button
                  type="button"
                  small
                  variant="ghost"
                  disabled={dismiss.isPending}
                  data-testid="chat-dismiss"
                  onClick={() => {
                    setDone(null);
                    dismiss.mutate(r.id);
                  }}
                >
                  {t('backoffice.chat.dismiss')}
                </Button>
                <Button
                  type="button"
                  small
                  variant="outline"
                  data-testid="chat-ban"
                  onClick={() => askBan(r.publisher)}
                >
                  {t('backoffice.chat.ban')}
                </Button>
              </Row>
            )}
          </Item>
        ))}
      </List>
      {deleting && (
        <ConfirmDialog
          title={t('backoffice.chat.deleteTitle')}
          testId="chat-delete-dialog"
          confirmLabel={t('backoffice.chat.deleteMessage')}
          confirmTestId="chat-delete-confirm"
          disabled={remove.isPending}
          onConfirm={() =>
            remove.mutate(deleting.timetoken, {
              onSuccess: (d) => {
                setDeleting(null);
                setDone(t('backoffice.chat.deleted', { count: d.reports_resolved }));
              },
            })
          }
          onCancel={() => setDeleting(null)}
        >
          <Quote>{deleting.text}</Quote>
          <p>{t('backoffice.chat.deleteBody')}</p>
          <ActionError error={remove.error} />
        </ConfirmDialog>
      )}
      {banning && (
        <BanDialog
          customer={banning}
          mutation={ban}
          onDone={(until) => {
            setBanning(null);
            if (until) setDone(t('backoffice.chat.banned', { customer: banning, time: bangkokTime(until, lang) }));
          }}
        />
      )}
    </Box>
  );
}
