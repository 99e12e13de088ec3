/** The audit log: who did what to which target and when, newest first, filtered by action, older pages on demand. */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { Button, Digits, Muted, Row, theme } from 'shared-ui';
import {
  ActionError,
  useConsoleLang,
  useConsoleT,
  bangkokTime,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { useAudit } from '../hooks/useAudit';
import { AuditVerify } from './AuditVerify';

const Item = styled.li`
  list-style: none;
  border-bottom: 1px solid ${theme.color.line};
  padding: 8px 0;
  code {
    word-break: break-all;
    font-size: 12.5px;
    color: ${theme.color.muted};
  }
`;

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v).slice(0, 160));

const ACTION_FIELD: ConsoleFieldSpec = { label: 'backoffice.audit.action', testId: 'audit-action' };

export function AuditPage() {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const [draft, setDraft] = useState('');
  const [action, setAction] = useState('');
  const audit = useAudit(action);
  const rows = audit.data?.pages.flat() ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAction(draft.trim());
  };
  return (
    <section data-testid="audit-page">
      <h2>{t('backoffice.audit.title')}</h2>
      <AuditVerify />
      <form onSubmit={submit}>
        <Row>
          <ConsoleTextField field={ACTION_FIELD} value={draft} onValue={setDraft} />
          <Button type="submit" small variant="ghost">
            {t('backoffice.audit.filter')}
          </Button>
        </Row>
      </form>
      {audit.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      <ActionError error={audit.error} />
      {!audit.isPending && rows.length === 0 && <Muted>{t('backoffice.common.empty')}</Muted>}
      <ul style={{ padding: 0 }}>
        {rows.map((r) => (
          <Item key={r.id} data-testid="audit-row">
            <Row>
              <strong>{r.action}</strong>
              <Digits>{bangkokTime(r.at, lang)}</Digits>
            </Row>
            <div>
              {r.actor.name} · {r.target ?? '—'}
            </div>
            {r.after !== undefined && r.after !== null && <code>{short(r.after)}</code>}
          </Item>
        ))}
      </ul>
      {audit.hasNextPage && (
        <Button
          type="button"
          block
          variant="ghost"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t('backoffice.audit.older')}
        </Button>
      )}
    </section>
  );
}
