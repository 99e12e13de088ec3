/**
 * Chat moderation (issue 8 ops side): the reported messages (open ones by default, or all) with delete message,
 * dismiss and ban author, next to the players banned from writing now with their countdown and lift. Every role
 * reads; the actions show for operators only (the API's rule), others get a read-only notice.
 */
import { useState } from 'react';
import { Notice } from 'shared-ui';
import { PageColumns, useConsoleT, ConsoleSelectField, type ConsoleFieldSpec } from '../../console';
import type { ReportStatus } from '../api/chat-moderation-api';
import { useCanModerate } from '../hooks/useChatModeration';
import { ChatBansList } from './ChatBansList';
import { ChatReportsList } from './ChatReportsList';

const STATUS_FIELD: ConsoleFieldSpec = { label: 'backoffice.chat.show', testId: 'chat-report-status' };

export function ChatModerationPage() {
  const t = useConsoleT();
  const canAct = useCanModerate();
  const [status, setStatus] = useState<ReportStatus>('open');
  return (
    <section data-testid="chat-moderation-page">
      <h2>{t('backoffice.chat.title')}</h2>
      {!canAct && (
        <Notice tone="warn" data-testid="chat-read-only">
          {t('backoffice.chat.readOnly')}
        </Notice>
      )}
      <ConsoleSelectField field={STATUS_FIELD} value={status} onValue={setStatus}>
        <option value="open">{t('backoffice.chat.statusOpen')}</option>
        <option value="all">{t('backoffice.chat.statusAll')}</option>
      </ConsoleSelectField>
      <PageColumns>
        <ChatReportsList status={status} canAct={canAct} />
        <ChatBansList canAct={canAct} />
      </PageColumns>
    </section>
  );
}
