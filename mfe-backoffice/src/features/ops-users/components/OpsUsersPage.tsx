/**
 * Ops accounts (`GET backoffice/ops-users`, admins and auditors): each account's role and state (waiting for
 * approval, active, locked until, disabled, rejected), who created (asked for) it, who approved or rejected it,
 * and its last login. Admins create an account (username, password, role) and disable one (confirmed; never
 * themselves). While two active admins exist a new account waits for a second admin (issue 20): every other
 * admin sees approve / reject (confirmed); with one admin only a warning says approvals are not possible yet.
 * An operator's 403 shows as a clear refusal instead of the list.
 */
import styled from '@emotion/styled';
import { ErrorCode } from 'shared-contracts';
import { Button, Chip, Muted, Notice, Row, errorCode, theme } from 'shared-ui';
import { useSignedInOps } from '../../auth';
import {
  ActionError,
  ConfirmDialog,
  ConsoleBox as Box,
  PageColumns,
  bangkokTime,
  useConsoleLang,
  useConsoleT,
  useNow,
  useConfirmStep,
} from '../../console';
import type { OpsDecision, OpsUser } from '../api/ops-users-api';
import { useOpsUsers } from '../hooks/useOpsUsers';
import { CreateOpsUserForm } from './CreateOpsUserForm';

const Item = styled.li`
  list-style: none;
  border-top: 1px solid ${theme.color.line};
  padding: 10px 0;
  display: grid;
  gap: 4px;
`;

type State = 'active' | 'disabled' | 'locked' | 'pending' | 'rejected';

/** An account's state now: disabled wins over everything; a pending or rejected account never logged in. */
export function opsUserState(u: OpsUser, now: number): State {
  if (u.disabled_at) return 'disabled';
  if (u.approval !== 'approved') return u.approval;
  if (u.locked_until && Date.parse(u.locked_until) > now) return 'locked';
  return 'active';
}

const STATE_TONE = { active: 'green', disabled: 'muted', locked: 'red', pending: 'gold', rejected: 'red' } as const;

/** Admins who can approve another's request: approved and not disabled. */
export function activeAdminCount(users: readonly OpsUser[]): number {
  return users.filter((u) => u.role === 'admin' && u.approval === 'approved' && !u.disabled_at).length;
}

export function OpsUsersPage() {
  const t = useConsoleT();
  const { lang } = useConsoleLang();
  const { me } = useSignedInOps();
  const now = useNow(30_000);
  const { query, create, disable, decide } = useOpsUsers();
  const [disabling, setDisabling, askDisable] = useConfirmStep<OpsUser>(disable);
  const [deciding, setDeciding, askDecision] = useConfirmStep<{ user: OpsUser; decision: OpsDecision }>(decide);
  const isAdmin = me.role === 'admin';
  const refused = errorCode(query.error) === ErrorCode.FORBIDDEN;

  return (
    <section data-testid="ops-users-page">
      <h2>{t('backoffice.opsUsers.title')}</h2>
      {refused && (
        <Notice tone="error" role="alert" data-testid="ops-users-refused">
          {t('backoffice.opsUsers.refused')}
        </Notice>
      )}
      {!refused && <ActionError error={query.error} />}
      {query.data && activeAdminCount(query.data) < 2 && (
        <Notice tone="warn" data-testid="ops-users-one-admin">
          {t('backoffice.opsUsers.oneAdmin')}
        </Notice>
      )}
      {!refused && (
        <PageColumns>
          <Box data-testid="ops-users">
            {query.isPending && <Muted>{t('backoffice.common.loading')}</Muted>}
            <ul style={{ margin: 0, padding: 0 }}>
              {query.data?.map((u) => {
                const state = opsUserState(u, now);
                const self = u.username === me.username;
                return (
                  <Item key={u.id} data-testid={`ops-user-${u.username}`}>
                    <Row>
                      <strong>{u.username}</strong>
                      {self && <Muted>{t('backoffice.opsUsers.you')}</Muted>}
                      <Chip tone="blue" data-testid="ops-user-role">
                        {t(`backoffice.opsUsers.roles.${u.role}`)}
                      </Chip>
                      <Chip tone={STATE_TONE[state]} data-testid="ops-user-state">
                        {t(`backoffice.opsUsers.states.${state}`)}
                      </Chip>
                    </Row>
                    <Muted data-testid="ops-user-created-by">
                      {t(
                        u.approval === 'approved' && !u.decided_by
                          ? 'backoffice.opsUsers.createdBy'
                          : 'backoffice.opsUsers.requestedBy',
                        {
                          user: u.created_by ?? t('backoffice.opsUsers.bootstrap'),
                          time: bangkokTime(u.created_at, lang),
                        },
                      )}
                    </Muted>
                    {u.decided_by && u.decided_at && (
                      <Muted data-testid="ops-user-decided-by">
                        {t(`backoffice.opsUsers.${u.approval === 'rejected' ? 'rejectedBy' : 'approvedBy'}`, {
                          user: u.decided_by,
                          time: bangkokTime(u.decided_at, lang),
                        })}
                      </Muted>
                    )}
                    {u.approval === 'pending' && !u.disabled_at && (
                      <div>
                        {isAdmin && u.created_by !== me.username ? (
                          <Row>
                            {(['approve', 'reject'] as const).map((decision) => (
                              <Button
                                key={decision}
                                type="button"
                                small
                                variant={decision === 'approve' ? 'primary' : 'ghost'}
                                data-testid={`ops-user-${decision}`}
                                onClick={() => askDecision({ user: u, decision })}
                              >
                                {t(`backoffice.opsUsers.${decision}`)}
                              </Button>
                            ))}
                          </Row>
                        ) : (
                          <Muted data-testid="ops-user-awaiting">{t('backoffice.opsUsers.awaitingOther')}</Muted>
                        )}
                      </div>
                    )}
                    <Muted>
                      {u.last_login_at
                        ? t('backoffice.opsUsers.lastLogin', { time: bangkokTime(u.last_login_at, lang) })
                        : t('backoffice.opsUsers.neverLoggedIn')}
                    </Muted>
                    {state === 'locked' && u.locked_until && (
                      <Muted>{t('backoffice.opsUsers.lockedUntil', { time: bangkokTime(u.locked_until, lang) })}</Muted>
                    )}
                    {u.disabled_at && (
                      <Muted>{t('backoffice.opsUsers.disabledAt', { time: bangkokTime(u.disabled_at, lang) })}</Muted>
                    )}
                    {isAdmin && !self && !u.disabled_at && (
                      <div>
                        <Button
                          type="button"
                          small
                          variant="ghost"
                          data-testid="ops-user-disable"
                          onClick={() => askDisable(u)}
                        >
                          {t('backoffice.opsUsers.disable')}
                        </Button>
                      </div>
                    )}
                  </Item>
                );
              })}
            </ul>
          </Box>
          {isAdmin ? (
            <CreateOpsUserForm mutation={create} />
          ) : (
            <Muted data-testid="ops-users-admin-only">{t('backoffice.opsUsers.adminOnly')}</Muted>
          )}
        </PageColumns>
      )}
      {deciding && (
        <ConfirmDialog
          title={t(`backoffice.opsUsers.${deciding.decision}Title`, {
            username: deciding.user.username,
            role: t(`backoffice.opsUsers.roles.${deciding.user.role}`),
          })}
          testId="ops-user-decide-dialog"
          confirmLabel={t(`backoffice.opsUsers.${deciding.decision}`)}
          confirmTestId="ops-user-decide-confirm"
          disabled={decide.isPending}
          onConfirm={() =>
            decide.mutate({ id: deciding.user.id, decision: deciding.decision }, { onSuccess: () => setDeciding(null) })
          }
          onCancel={() => setDeciding(null)}
        >
          <p>
            {t(`backoffice.opsUsers.${deciding.decision}Body`, {
              user: deciding.user.created_by ?? t('backoffice.opsUsers.bootstrap'),
            })}
          </p>
          <ActionError error={decide.error} testId="ops-user-decide-error" />
        </ConfirmDialog>
      )}
      {disabling && (
        <ConfirmDialog
          title={t('backoffice.opsUsers.disableTitle', { username: disabling.username })}
          testId="ops-user-disable-dialog"
          confirmLabel={t('backoffice.opsUsers.disable')}
          confirmTestId="ops-user-disable-confirm"
          disabled={disable.isPending}
          onConfirm={() => disable.mutate(disabling.id, { onSuccess: () => setDisabling(null) })}
          onCancel={() => setDisabling(null)}
        >
          <p>{t('backoffice.opsUsers.disableBody')}</p>
          <ActionError error={disable.error} testId="ops-user-disable-error" />
        </ConfirmDialog>
      )}
    </section>
  );
}
