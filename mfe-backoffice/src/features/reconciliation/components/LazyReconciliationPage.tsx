/**
 * The reconciliation tab behind a dynamic import: its screen and chart.js load only when the tab opens, never in
 * the console's first load (the e2e size budget of /backoffice).
 */
import { lazy, Suspense } from 'react';
import { Muted } from 'shared-ui';
import { useConsoleT } from '../../console';

const Page = lazy(() => import('./ReconciliationPage').then((m) => ({ default: m.ReconciliationPage })));

export function LazyReconciliationPage() {
  const t = useConsoleT();
  return (
    <Suspense
      fallback={<Muted data-testid="reconciliation-loading">{t('backoffice.reconciliation.chartLoading')}</Muted>}
    >
      <Page />
    </Suspense>
  );
}
