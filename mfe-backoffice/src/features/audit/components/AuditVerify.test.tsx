import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import type { AuditRow, AuditVerify } from '../api/audit-api';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn } from '../../../test/render-console';

const row: AuditRow = {
  id: 12,
  at: '2026-05-01T08:00:00Z',
  actor: { kind: 'ops', ops_user_id: '1', name: 'admin1' },
  action: 'round.close',
  target: 'round:5',
  before: null,
  after: { state: 'closed' },
  request_id: 'req-1',
  prev_hash: 'aa11',
  hash: 'ab12',
};

/** What `GET backoffice/audit/verify` answers: every row signed here. */
const verified = (
  v: Pick<AuditVerify, 'ok' | 'rows_checked' | 'last_id' | 'last_hash' | 'first_broken'>,
): AuditVerify => ({
  ...v,
  signed_after_id: 0,
  signed_rows: v.rows_checked,
  unsigned_rows: 0,
});

function renderAudit(verify: () => unknown) {
  return renderSignedIn(
    '/backoffice/audit',
    { id: '1', username: 'admin1', role: 'auditor' },
    {
      'GET backoffice/audit': () => [row],
      'GET backoffice/audit/verify': verify,
    },
  );
}

beforeEach(() => sessionStorage.clear());

describe('Audit chain check', () => {
  it('runs on demand only and says the chain is intact, then reports the first broken link on a later run', async () => {
    let runs = 0;
    const ops = renderAudit(() => {
      runs += 1;
      return runs === 1
        ? verified({ ok: true, rows_checked: 12, last_id: 12, last_hash: 'ab12', first_broken: null })
        : verified({
            ok: false,
            rows_checked: 7,
            last_id: 6,
            last_hash: 'cd34',
            first_broken: { id: 7, reason: 'hash mismatch' },
          });
    });
    await screen.findByTestId('audit-row');
    expect(ops.calls.some((c) => c.path === 'backoffice/audit/verify')).toBe(false);
    await userEvent.click(screen.getByTestId('lang-en'));
    await userEvent.click(within(screen.getByTestId('audit-verify')).getByTestId('audit-verify-run'));
    expect(await screen.findByTestId('audit-verify-ok')).toHaveTextContent(
      backofficeTextsEn.backoffice.audit.verifyOk.replace('{{count}}', '12').replace('{{id}}', '12'),
    );
    await userEvent.click(screen.getByTestId('audit-verify-run'));
    const broken = await screen.findByTestId('audit-verify-broken');
    expect(broken).toHaveTextContent('#7');
    expect(broken).toHaveTextContent('hash mismatch');
    expect(screen.queryByTestId('audit-verify-ok')).toBeNull();
  });

  it("shows the API's refusal", async () => {
    renderAudit(() => {
      throw new AppError(ErrorCode.FORBIDDEN, 'forbidden');
    });
    await userEvent.click(await screen.findByTestId('audit-verify-run'));
    expect(await screen.findByTestId('audit-verify-error')).toBeInTheDocument();
  });
});
