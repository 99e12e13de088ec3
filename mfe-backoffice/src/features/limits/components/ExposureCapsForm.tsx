/**
 * One game's house exposure caps (`GET/PUT backoffice/exposure-caps/{game}`): per kind, ops' cap (blank = the
 * default), the default and the cap in force, in baht. Save sends only the kinds changed; a blanked cap is sent as
 * null (back to the default). A cap above the band applies nothing: the operator is told it awaits a second
 * operator's confirmation (PendingChanges lists it).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { Button, Digits, Muted, Notice, theme } from 'shared-ui';
import { ActionError, useConsoleT, ConsoleFrame as Box } from '../../console';
import { useExposureCaps } from '../hooks/useLimits';
import { useRefreshPending } from '../hooks/useSettingChanges';

// the table scrolls inside its box on a phone rather than widening the page (390 px)
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 6px 4px;
    border-bottom: 1px solid ${theme.color.line};
  }
  input {
    width: 100%;
    min-width: 80px;
    min-height: 36px;
  }
`;

export function ExposureCapsForm({ game }: { game: string }) {
  const t = useConsoleT();
  const { query, update } = useExposureCaps(game);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const refreshPending = useRefreshPending();
  const kinds = query.data?.kinds ?? [];
  const text = (cap: number | null) => (cap === null ? '' : String(cap));
  const changed = Object.fromEntries(
    kinds
      .filter((k) => drafts[k.kind] !== undefined && drafts[k.kind]!.trim() !== text(k.cap))
      .map((k) => [k.kind, drafts[k.kind]!.trim() === '' ? null : Number(drafts[k.kind])]),
  );
  return (
    <Box data-testid="exposure-caps">
      <h2>{t('backoffice.limits.exposure')}</h2>
      <Muted>{t('backoffice.limits.exposureHint')}</Muted>
      {!query.data && <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {query.data && (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th>{t('backoffice.limits.kind')}</th>
                <th>{t('backoffice.limits.cap')}</th>
                <th>{t('backoffice.limits.defaultCap')}</th>
                <th>{t('backoffice.limits.effectiveCap')}</th>
              </tr>
            </thead>
            <tbody>
              {kinds.map((k) => (
                <tr key={k.kind} data-testid={`cap-${k.kind}`}>
                  <td>{k.kind}</td>
                  <td>
                    <input
                      aria-label={`${t('backoffice.limits.cap')} ${k.kind}`}
                      inputMode="decimal"
                      placeholder={t('backoffice.limits.useDefault')}
                      data-testid="cap-input"
                      value={drafts[k.kind] ?? text(k.cap)}
                      onChange={(e) => setDrafts((d) => ({ ...d, [k.kind]: e.target.value }))}
                    />
                  </td>
                  <td>
                    <Digits>{k.default_cap.toLocaleString('en-US')}</Digits>
                  </td>
                  <td>
                    <Digits data-testid="cap-effective">{k.effective_cap.toLocaleString('en-US')}</Digits>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
      <Button
        type="button"
        small
        disabled={update.isPending || Object.keys(changed).length === 0}
        data-testid="caps-save"
        onClick={() =>
          update.mutate(changed, {
            onSuccess: (data) => {
              setDrafts({});
              setPending(Boolean(data.pending_change));
              if (data.pending_change) refreshPending();
            },
          })
        }
      >
        {t('backoffice.common.save')}
      </Button>
      {pending && (
        <Notice tone="warn" data-testid="caps-pending">
          {t('backoffice.pending.awaiting')}
        </Notice>
      )}
      <ActionError error={update.error} testId="caps-error" />
    </Box>
  );
}
