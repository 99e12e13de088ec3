/**
 * The remote registry (`GET remotes`): each remote's state, the version its entry serves and the entry; enable or
 * disable it, point it at another entry, roll back its newest change and read its history (admin). Changes reach
 * open pages live (`remotes/changed`).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import type { RemoteEntry } from 'shared-contracts';
import { Button, Chip, Digits, Muted, Row, theme } from 'shared-ui';
import {
  ActionError,
  useConsoleLang,
  useConsoleT,
  bangkokTime,
  ConsoleFrame as Box,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { useRemoteHistory, useRemoteRegistry } from '../hooks/useSystem';

const Item = styled.article`
  border-top: 1px solid ${theme.color.line};
  padding: 10px 0;
  h3 {
    margin: 0;
    font-size: 16px;
  }
  code {
    word-break: break-all;
    font-size: 13px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

type Registry = ReturnType<typeof useRemoteRegistry>;

const ENTRY_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.system.entry',
  hint: 'backoffice.system.entryHint',
  testId: 'remote-entry',
};

function RemoteItem({ remote, registry }: { remote: RemoteEntry & { version_source?: string }; registry: Registry }) {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const [entry, setEntry] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const history = useRemoteHistory(remote.name, showHistory);
  const busy = registry.set.isPending || registry.rollback.isPending;
  return (
    <Item data-testid={`remote-${remote.name}`}>
      <Row>
        <h3>{remote.name}</h3>
        <Chip tone={remote.enabled ? 'green' : 'red'} data-testid="remote-state">
          {remote.enabled ? t('backoffice.system.enabled') : t('backoffice.system.disabled')}
        </Chip>
      </Row>
      <Muted>
        <Digits>{t('backoffice.system.version', { version: remote.version })}</Digits>{' '}
        {remote.version_source === 'package' && t('backoffice.system.versionFromPackage')}
      </Muted>
      <code>{remote.entry}</code>
      <Actions>
        <Button
          type="button"
          small
          variant={remote.enabled ? 'danger' : 'primary'}
          disabled={busy}
          data-testid="remote-toggle"
          onClick={() => registry.set.mutate({ name: remote.name, enabled: !remote.enabled })}
        >
          {remote.enabled ? t('backoffice.system.disable') : t('backoffice.system.enable')}
        </Button>
        <Button
          type="button"
          small
          variant="ghost"
          disabled={busy}
          data-testid="remote-rollback"
          onClick={() => registry.rollback.mutate(remote.name)}
        >
          {t('backoffice.system.rollback')}
        </Button>
        <Button
          type="button"
          small
          variant="outline"
          aria-expanded={showHistory}
          onClick={() => setShowHistory((v) => !v)}
        >
          {showHistory ? t('backoffice.system.hideHistory') : t('backoffice.system.history')}
        </Button>
      </Actions>
      <Row>
        <ConsoleTextField field={ENTRY_FIELD} value={entry} onValue={setEntry} />
        <Button
          type="button"
          small
          variant="ghost"
          disabled={busy}
          onClick={() => registry.set.mutate({ name: remote.name, entry: entry.trim() || null })}
        >
          {t('backoffice.system.setEntry')}
        </Button>
      </Row>
      {showHistory && (
        <ul data-testid="remote-history">
          {history.data?.length === 0 && <li>{t('backoffice.system.noHistory')}</li>}
          {history.data?.map((h) => (
            <li key={h.id}>
              <Digits>{bangkokTime(h.created_at, lang)}</Digits> · {h.action} · {h.actor} ·{' '}
              {h.enabled ? t('backoffice.system.enabled') : t('backoffice.system.disabled')} ·{' '}
              {h.entry ?? t('backoffice.system.defaultEntry')}
            </li>
          ))}
        </ul>
      )}
    </Item>
  );
}

export function RemoteRegistry() {
  const t = useConsoleT();
  const registry = useRemoteRegistry();
  return (
    <Box data-testid="remote-registry">
      <h2>{t('backoffice.system.remotes')}</h2>
      {registry.query.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
      <ActionError error={registry.set.error ?? registry.rollback.error} testId="remote-error" />
      {registry.query.data?.map((r) => (
        <RemoteItem key={r.name} remote={r} registry={registry} />
      ))}
    </Box>
  );
}
