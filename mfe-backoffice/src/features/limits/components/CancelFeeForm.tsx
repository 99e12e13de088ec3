/** One game's partial-cancel fee (`GET/PUT backoffice/cancel-fee/{game}`), percent of the cancelled stake (0-100). */
import { useState } from 'react';
import { Button, Muted, Row, TextField } from 'shared-ui';
import { ActionError, useConsoleT, ConsoleFrame as Box } from '../../console';
import { useCancelFee } from '../hooks/useLimits';

export function CancelFeeForm({ game }: { game: string }) {
  const t = useConsoleT();
  const { query, update } = useCancelFee(game);
  const [draft, setDraft] = useState<string | null>(null);
  const saved = query.data ? String(query.data.fee_percent) : '';
  const value = draft ?? saved;
  return (
    <Box data-testid="cancel-fee">
      <h2>{t('backoffice.limits.cancelFee')}</h2>
      {!query.data && <Muted>{t(query.isError ? 'backoffice.common.failed' : 'backoffice.common.loading')}</Muted>}
      {query.data && (
        <Row>
          <TextField
            label={t('backoffice.limits.feePercent')}
            hint={t('backoffice.limits.feeHint')}
            testId="cancel-fee-percent"
            inputMode="decimal"
            value={value}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            type="button"
            small
            variant="ghost"
            disabled={update.isPending || value.trim() === '' || value === saved}
            data-testid="cancel-fee-save"
            onClick={() => update.mutate(Number(value), { onSuccess: () => setDraft(null) })}
          >
            {t('backoffice.common.save')}
          </Button>
        </Row>
      )}
      <ActionError error={update.error} testId="cancel-fee-error" />
    </Box>
  );
}
