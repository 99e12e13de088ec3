/** The audit chain check: a button that runs it and says ok (rows checked, up to which row) or the first broken link. */
import { Button, Notice } from 'shared-ui';
import { ActionError, useConsoleT } from '../../console';
import { useAuditVerify } from '../hooks/useAuditVerify';

export function AuditVerify() {
  const t = useConsoleT();
  const verify = useAuditVerify();
  const r = verify.data;
  return (
    <div data-testid="audit-verify">
      <Button
        type="button"
        small
        variant="outline"
        disabled={verify.isPending}
        data-testid="audit-verify-run"
        onClick={() => verify.mutate()}
      >
        {verify.isPending ? t('backoffice.audit.verifying') : t('backoffice.audit.verify')}
      </Button>
      {r && !verify.isPending && (
        <Notice
          tone={r.ok ? 'success' : 'error'}
          role={r.ok ? 'status' : 'alert'}
          data-testid={r.ok ? 'audit-verify-ok' : 'audit-verify-broken'}
        >
          {r.ok || !r.first_broken
            ? t('backoffice.audit.verifyOk', { count: r.rows_checked, id: r.last_id })
            : t('backoffice.audit.verifyBroken', {
                id: r.first_broken.id,
                reason: r.first_broken.reason,
                count: r.rows_checked,
              })}
        </Notice>
      )}
      <ActionError error={verify.error} testId="audit-verify-error" />
    </div>
  );
}
