/** One game's partial-cancel fee (`GET/PUT backoffice/cancel-fee/{game}`), percent of the cancelled stake (0-100). */
import { useState } from 'react';
import { Button, Muted, Row } from 'shared-ui';
import { ActionError, useConsoleT, ConsoleFrame as Box, ConsoleTextField, type ConsoleFieldSpec } from '../../console';
import { useCancelFee } from '../hooks/useLimits';

const FEE_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.limits.feePercent',
  hint: 'backoffice.limits.feeHint',
  testId: 'cancel-fee-percent',
  inputMode: 'decimal',
};

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
          <ConsoleTextField field={FEE_FIELD} value={value} onValue={setDraft} />
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
