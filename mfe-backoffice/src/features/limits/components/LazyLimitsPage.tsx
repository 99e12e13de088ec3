/**
 * The limits tab (rates, stake limits, caps, cancel fees, restricted numbers and the changes waiting for a second
 * operator) behind a dynamic import: it loads when the tab opens, never in the console's first load.
 */
import { lazy, Suspense } from 'react';
import { Muted } from 'shared-ui';
import { useConsoleT } from '../../console';

const Page = lazy(() => import('./LimitsPage').then((m) => ({ default: m.LimitsPage })));

export function LazyLimitsPage() {
  const t = useConsoleT();
  return (
    <Suspense fallback={<Muted>{t('backoffice.common.loading')}</Muted>}>
      <Page />
    </Suspense>
  );
}
