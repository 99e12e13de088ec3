/**
 * The system status flags (`GET backoffice/system/status`): each boolean a switch saved at once, each banner text
 * saved with its button (`PUT backoffice/system/status` with only what changed; admin).
 */
import { useState } from 'react';
import type { SystemStatus } from 'shared-contracts';
import { Button, Muted, Row, TextField } from 'shared-ui';
import { ActionError, SwitchRow, useConsoleT, ConsoleFrame as Box } from '../../console';
import { useSystemStatus } from '../hooks/useSystem';

type BoolKey = { [K in keyof SystemStatus]: SystemStatus[K] extends boolean ? K : never }[keyof SystemStatus];
type TextKey = { [K in keyof SystemStatus]: SystemStatus[K] extends string ? K : never }[keyof SystemStatus];

export function StatusFlags() {
  const t = useConsoleT();
  const { query, update } = useSystemStatus();
  const [drafts, setDrafts] = useState<Partial<Record<TextKey, string>>>({});
  const status = query.data;
  if (!status) return <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>;
  const bools = (Object.keys(status) as (keyof SystemStatus)[]).filter(
    (k): k is BoolKey => typeof status[k] === 'boolean',
  );
  const texts = (Object.keys(status) as (keyof SystemStatus)[]).filter(
    (k): k is TextKey => typeof status[k] === 'string',
  );
  return (
    <Box data-testid="status-flags">
      <h2>{t('backoffice.system.flags')}</h2>
      <Muted>{t('backoffice.system.flagsHint')}</Muted>
      {bools.map((k) => (
        <SwitchRow
          key={k}
          label={k}
          testId={`flag-${k}`}
          checked={status[k]}
          disabled={update.isPending}
          onChecked={(on) => update.mutate({ [k]: on })}
        />
      ))}
      {texts.map((k) => (
        <Row key={k}>
          <TextField
            label={k}
            testId={`flag-${k}`}
            value={drafts[k] ?? status[k]}
            onChange={(e) => setDrafts((d) => ({ ...d, [k]: e.target.value }))}
          />
          <Button
            type="button"
            small
            variant="ghost"
            disabled={drafts[k] === undefined || drafts[k] === status[k] || update.isPending}
            onClick={() => update.mutate({ [k]: drafts[k] })}
          >
            {t('backoffice.common.save')}
          </Button>
        </Row>
      ))}
      <ActionError error={update.error} />
    </Box>
  );
}
