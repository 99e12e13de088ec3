import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import type { OpsRole, OpsUser } from '../api/ops-users-api';
import { backofficeTexts } from '../../../i18n/th';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

/** An ops account as `GET backoffice/ops-users` lists it (shared-contracts `schemas/ops-users.ts` opsUserData). */
const account = (id: string, username: string, role: OpsRole, extra: Partial<OpsUser> = {}): OpsUser => ({
  id,
  username,
  role,
  created_by: 'admin1',
  created_at: '2026-05-01T00:00:00Z',
  disabled_at: null,
  locked_until: null,
  last_login_at: null,
  approval: 'approved',
  decided_by: null,
  decided_at: null,
  ...extra,
});

function renderOpsUsers(role: 'operator' | 'admin' | 'auditor', routes: FakeRoutes) {
  return renderSignedIn('/backoffice/ops-users', { id: '1', username: 'admin1', role }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Ops users screen', () => {
  it('lists accounts with role and state, creates one and disables another after a confirm', async () => {
    const list = [
      account('1', 'admin1', 'admin', { created_by: null, last_login_at: '2026-05-02T01:00:00Z' }),
      account('2', 'op.locked', 'operator', { locked_until: new Date(Date.now() + 600_000).toISOString() }),
      account('3', 'aud.gone', 'auditor', { disabled_at: '2026-05-03T00:00:00Z' }),
    ];
    let posts = 0;
    const ops = renderOpsUsers('admin', {
      'GET backoffice/ops-users': () => [...list],
      'POST backoffice/ops-users': (c) => {
        posts += 1;
        if (posts === 1) throw new AppError(ErrorCode.CONFLICT, 'username op.new is taken');
        const b = c.body as { username: string; role: OpsRole };
        const created = account('4', b.username, b.role);
        list.push(created);
        return created;
      },
      'POST backoffice/ops-users/2/disable': () => {
        list[1] = { ...list[1]!, disabled_at: '2026-05-04T00:00:00Z' };
        return list[1];
      },
    });
    const me = await screen.findByTestId('ops-user-admin1');
    expect(me).toHaveTextContent(backofficeTexts.backoffice.opsUsers.bootstrap);
    expect(within(me).getByTestId('ops-user-role')).toHaveTextContent(backofficeTexts.backoffice.opsUsers.roles.admin);
    expect(within(me).queryByTestId('ops-user-disable')).toBeNull(); // never yourself
    const locked = screen.getByTestId('ops-user-op.locked');
    expect(within(locked).getByTestId('ops-user-state')).toHaveTextContent(
      backofficeTexts.backoffice.opsUsers.states.locked,
    );
    const gone = screen.getByTestId('ops-user-aud.gone');
    expect(within(gone).getByTestId('ops-user-state')).toHaveTextContent(
      backofficeTexts.backoffice.opsUsers.states.disabled,
    );
    expect(within(gone).queryByTestId('ops-user-disable')).toBeNull();

    const submit = screen.getByTestId('ops-user-submit');
    await userEvent.type(screen.getByTestId('ops-user-username'), 'Op.New');
    await userEvent.type(screen.getByTestId('ops-user-password'), 'short');
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByTestId('ops-user-password'), '-but-now-long');
    await userEvent.selectOptions(screen.getByTestId('ops-user-role-select'), 'auditor');
    await userEvent.click(submit);
    expect(await screen.findByTestId('ops-user-create-error')).toHaveTextContent('username op.new is taken');
    await userEvent.click(submit);
    expect(await screen.findByTestId('ops-user-created')).toHaveTextContent('op.new');
    expect(await screen.findByTestId('ops-user-op.new')).toBeInTheDocument();
    expect(ops.calls.filter((c) => c.method === 'POST' && c.path === 'backoffice/ops-users').at(-1)?.body).toEqual({
      username: 'op.new',
      password: 'short-but-now-long',
      role: 'auditor',
    });

    await userEvent.click(within(locked).getByTestId('ops-user-disable'));
    const dialog = await screen.findByTestId('ops-user-disable-dialog');
    expect(ops.calls.some((c) => c.path.endsWith('/disable'))).toBe(false);
    await userEvent.click(within(dialog).getByTestId('ops-user-disable-confirm'));
    await waitFor(() =>
      expect(within(screen.getByTestId('ops-user-op.locked')).getByTestId('ops-user-state')).toHaveTextContent(
        backofficeTexts.backoffice.opsUsers.states.disabled,
      ),
    );
    expect(screen.queryByTestId('ops-user-disable-dialog')).toBeNull();
  });

  it('refuses the tab to an operator with a clear notice (the API answers 403)', async () => {
    renderOpsUsers('operator', {
      'GET backoffice/ops-users': () => {
        throw new AppError(ErrorCode.FORBIDDEN, 'forbidden');
      },
    });
    expect(await screen.findByTestId('ops-users-refused')).toHaveTextContent(
      backofficeTexts.backoffice.opsUsers.refused,
    );
    expect(screen.queryByTestId('ops-user-create')).toBeNull();
    await userEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByTestId('ops-users-refused')).toHaveTextContent(backofficeTextsEn.backoffice.opsUsers.refused);
    expect(screen.getByTestId('nav-ops-users')).toHaveTextContent(backofficeTextsEn.backoffice.nav.opsUsers);
  });

  it('lets an auditor read the list without create or disable', async () => {
    renderOpsUsers('auditor', {
      'GET backoffice/ops-users': () => [account('1', 'admin1', 'auditor'), account('2', 'op1', 'operator')],
    });
    expect(await screen.findByTestId('ops-user-op1')).toBeInTheDocument();
    expect(screen.queryByTestId('ops-user-disable')).toBeNull();
    expect(screen.queryByTestId('ops-user-create')).toBeNull();
    expect(screen.getByTestId('ops-users-admin-only')).toBeInTheDocument();
  });
  it('shows a pending account as waiting for approval with who asked; another admin approves it after a confirm', async () => {
    const t = backofficeTexts.backoffice.opsUsers;
    const list = [
      account('1', 'admin1', 'admin', { created_by: null }),
      account('2', 'admin2', 'admin'),
      account('3', 'op.wait', 'operator', { created_by: 'admin2', approval: 'pending' }),
      account('4', 'op.mine', 'operator', { created_by: 'admin1', approval: 'pending' }),
    ];
    const ops = renderOpsUsers('admin', {
      'GET backoffice/ops-users': () => [...list],
      'POST backoffice/ops-users/3/approve': () => {
        list[2] = { ...list[2]!, approval: 'approved', decided_by: 'admin1', decided_at: '2026-05-02T03:00:00Z' };
        return list[2];
      },
    });
    const waiting = await screen.findByTestId('ops-user-op.wait');
    expect(within(waiting).getByTestId('ops-user-state')).toHaveTextContent(t.states.pending);
    expect(within(waiting).getByTestId('ops-user-state')).toHaveTextContent('รอการอนุมัติ');
    expect(within(waiting).getByTestId('ops-user-created-by')).toHaveTextContent(/ขอสร้างโดย admin2/);
    // two active admins: no one-admin warning; my own request waits for the other admin
    expect(screen.queryByTestId('ops-users-one-admin')).toBeNull();
    const mine = screen.getByTestId('ops-user-op.mine');
    expect(within(mine).queryByTestId('ops-user-approve')).toBeNull();
    expect(within(mine).getByTestId('ops-user-awaiting')).toHaveTextContent(t.awaitingOther);

    await userEvent.click(within(waiting).getByTestId('ops-user-approve'));
    const dialog = await screen.findByTestId('ops-user-decide-dialog');
    expect(dialog).toHaveTextContent('op.wait');
    expect(ops.calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    await userEvent.click(within(dialog).getByTestId('ops-user-decide-confirm'));
    await waitFor(() =>
      expect(within(screen.getByTestId('ops-user-op.wait')).getByTestId('ops-user-state')).toHaveTextContent(
        t.states.active,
      ),
    );
    expect(within(screen.getByTestId('ops-user-op.wait')).getByTestId('ops-user-decided-by')).toHaveTextContent(
      /อนุมัติโดย admin1/,
    );
  });

  it('warns that no second admin can approve while only one admin is active', async () => {
    renderOpsUsers('admin', {
      'GET backoffice/ops-users': () => [
        account('1', 'admin1', 'admin', { created_by: null }),
        account('2', 'admin.gone', 'admin', { disabled_at: '2026-05-03T00:00:00Z' }),
      ],
    });
    expect(await screen.findByTestId('ops-users-one-admin')).toHaveTextContent(
      backofficeTexts.backoffice.opsUsers.oneAdmin,
    );
  });
});
