/**
 * The status buttons of a player's card: set inactive, ban, reactivate (whichever differ from the status now). A
 * button opens the confirm step: what will happen, a required reason, confirm or cancel. The API's refusal (a role
 * that may not write, 409 already in that status) shows under it; success says how many sessions ended.
 */
import { useState, type FormEvent } from 'react';
import type { PlayerDetailData, PlayerStatus } from 'shared-contracts';
import { Button, Notice, Row } from 'shared-ui';
import { ActionError, useConsoleT, InlineConfirm, type ConsoleFieldSpec, useConfirmStep } from '../../console';
import { useSetPlayerStatus } from '../hooks/usePlayers';

const ACTIONS: { status: PlayerStatus; key: string; variant: 'ghost' | 'danger' | 'gold' }[] = [
  { status: 'INACTIVE', key: 'backoffice.players.setInactive', variant: 'ghost' },
  { status: 'BANNED', key: 'backoffice.players.ban', variant: 'danger' },
  { status: 'ACTIVE', key: 'backoffice.players.reactivate', variant: 'gold' },
];

const REASON_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.players.reason',
  hint: 'backoffice.players.reasonHint',
  testId: 'player-reason',
  maxLength: 500,
};

export function StatusActions({ player }: { player: PlayerDetailData }) {
  const t = useConsoleT();
  const change = useSetPlayerStatus(player.customer_code);
  const [target, setTarget, ask] = useConfirmStep<PlayerStatus>(change);
  const [reason, setReason] = useState('');
  const action = ACTIONS.find((a) => a.status === target);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!target || !reason.trim()) return;
    change.mutate(
      { status: target, reason: reason.trim() },
      {
        onSuccess: () => {
          setTarget(null);
          setReason('');
        },
      },
    );
  };

  return (
    <div data-testid="player-actions">
      <h3>{t('backoffice.players.actions')}</h3>
      <Row>
        {ACTIONS.filter((a) => a.status !== player.status).map((a) => (
          <Button
            key={a.status}
            type="button"
            small
            variant={a.variant}
            data-testid={`player-action-${a.status}`}
            disabled={change.isPending}
            onClick={() => ask(a.status)}
          >
            {t(a.key)}
          </Button>
        ))}
      </Row>
      {action && (
        <InlineConfirm
          testId="player-confirm"
          title={t('backoffice.players.confirmTitle', { action: t(action.key), code: player.customer_code })}
          effect={t(target === 'ACTIVE' ? 'backoffice.players.effectActive' : 'backoffice.players.effectStop')}
          reason={{ field: REASON_FIELD, value: reason, onValue: setReason }}
          confirmLabel={t('backoffice.players.confirm')}
          confirmVariant={target === 'ACTIVE' ? 'gold' : 'primary'}
          disabled={change.isPending || !reason.trim()}
          cancelLabel={t('backoffice.players.cancel')}
          onSubmit={submit}
          onCancel={() => setTarget(null)}
        />
      )}
      <ActionError error={change.error} testId="player-action-error" />
      {change.data && !target && (
        <Notice tone="success" data-testid="player-action-done">
          {t('backoffice.players.done', {
            status: t(`backoffice.players.statuses.${change.data.to_status}`),
            n: change.data.sessions_revoked,
          })}
        </Notice>
      )}
    </div>
  );
}
