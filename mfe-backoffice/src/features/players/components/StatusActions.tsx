/**
 * The status buttons of a player's card: set inactive, ban, reactivate (whichever differ from the status now). A
 * button opens the confirm step: what will happen, a required reason, confirm or cancel. The API's refusal (a role
 * that may not write, 409 already in that status) shows under it; success says how many sessions ended.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import type { PlayerDetailData, PlayerStatus } from 'shared-contracts';
import { Button, Notice, Row, TextField, theme } from 'shared-ui';
import { ActionError, useConsoleT } from '../../console';
import { useSetPlayerStatus } from '../hooks/usePlayers';

const ACTIONS: { status: PlayerStatus; key: string; variant: 'ghost' | 'danger' | 'gold' }[] = [
  { status: 'INACTIVE', key: 'backoffice.players.setInactive', variant: 'ghost' },
  { status: 'BANNED', key: 'backoffice.players.ban', variant: 'danger' },
  { status: 'ACTIVE', key: 'backoffice.players.reactivate', variant: 'gold' },
];

const Confirm = styled.form`
  border: 2px solid ${theme.color.gold};
  border-radius: ${theme.radius.md};
  padding: 10px 12px;
  margin-top: 8px;
`;

export function StatusActions({ player }: { player: PlayerDetailData }) {
  const t = useConsoleT();
  const change = useSetPlayerStatus(player.customer_code);
  const [target, setTarget] = useState<PlayerStatus | null>(null);
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
            onClick={() => {
              change.reset();
              setTarget(a.status);
            }}
          >
            {t(a.key)}
          </Button>
        ))}
      </Row>
      {action && (
        <Confirm onSubmit={submit} data-testid="player-confirm">
          <strong>{t('backoffice.players.confirmTitle', { action: t(action.key), code: player.customer_code })}</strong>
          <p>{t(target === 'ACTIVE' ? 'backoffice.players.effectActive' : 'backoffice.players.effectStop')}</p>
          <TextField
            label={t('backoffice.players.reason')}
            hint={t('backoffice.players.reasonHint')}
            testId="player-reason"
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Row>
            <Button
              type="submit"
              small
              variant={target === 'ACTIVE' ? 'gold' : 'primary'}
              disabled={change.isPending || !reason.trim()}
              data-testid="player-confirm-submit"
            >
              {t('backoffice.players.confirm')}
            </Button>
            <Button type="button" small variant="ghost" onClick={() => setTarget(null)}>
              {t('backoffice.players.cancel')}
            </Button>
          </Row>
        </Confirm>
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
