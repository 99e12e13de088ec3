/**
 * The admin's new ops account: username (3-40 of a-z 0-9 . _ -, stored lower-case), password (12-200) and role
 * (`POST backoffice/ops-users`). The API's refusals (E10000 naming the field, E10409 for a taken name) show as the
 * console's error notice; a success notice names the account (or says it waits for another admin's approval) and
 * the form clears.
 */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Notice } from 'shared-ui';
import {
  ActionError,
  ConsoleBox as Box,
  useConsoleT,
  ConsoleSelectField,
  ConsoleTextField,
  type ConsoleFieldSpec,
} from '../../console';
import { OPS_ROLES, type NewOpsUser, type OpsRole, type OpsUser } from '../api/ops-users-api';

const USERNAME = /^[a-z0-9._-]{3,40}$/;

const USERNAME_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.opsUsers.username',
  hint: 'backoffice.opsUsers.usernameHint',
  testId: 'ops-user-username',
  autoComplete: 'off',
  autoCapitalize: 'none',
};
const PASSWORD_FIELD: ConsoleFieldSpec = {
  label: 'backoffice.opsUsers.password',
  hint: 'backoffice.opsUsers.passwordHint',
  testId: 'ops-user-password',
  type: 'password',
  autoComplete: 'new-password',
};
const ROLE_FIELD: ConsoleFieldSpec = { label: 'backoffice.opsUsers.role', testId: 'ops-user-role-select' };

export function CreateOpsUserForm({ mutation }: { mutation: UseMutationResult<OpsUser, Error, NewOpsUser> }) {
  const t = useConsoleT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OpsRole>('operator');
  const [created, setCreated] = useState<OpsUser | null>(null);
  const ok = USERNAME.test(username.trim().toLowerCase()) && password.length >= 12 && password.length <= 200;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setCreated(null);
    mutation.mutate(
      { username: username.trim().toLowerCase(), password, role },
      {
        onSuccess: (u) => {
          setCreated(u);
          setUsername('');
          setPassword('');
        },
      },
    );
  };

  return (
    <Box data-testid="ops-user-create">
      <h3>{t('backoffice.opsUsers.create')}</h3>
      <form onSubmit={submit}>
        <ConsoleTextField field={USERNAME_FIELD} value={username} onValue={setUsername} />
        <ConsoleTextField field={PASSWORD_FIELD} value={password} onValue={setPassword} />
        <ConsoleSelectField
          field={ROLE_FIELD}
          value={role}
          onValue={setRole}
          options={OPS_ROLES}
          optionText={(r) => t(`backoffice.opsUsers.roles.${r}`)}
        />
        <Button type="submit" small disabled={!ok || mutation.isPending} data-testid="ops-user-submit">
          {t('backoffice.opsUsers.create')}
        </Button>
      </form>
      {created && (
        <Notice tone="success" data-testid="ops-user-created">
          {t(created.approval === 'pending' ? 'backoffice.opsUsers.createdPending' : 'backoffice.opsUsers.created', {
            username: created.username,
            role: t(`backoffice.opsUsers.roles.${created.role}`),
          })}
        </Notice>
      )}
      <ActionError error={mutation.error} testId="ops-user-create-error" />
    </Box>
  );
}
