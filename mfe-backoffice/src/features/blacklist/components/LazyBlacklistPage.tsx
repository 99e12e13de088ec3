/** The block-list tab behind a dynamic import: it loads when the tab opens, never in the console's first load. */
import { lazy, Suspense } from 'react';
import { Muted } from 'shared-ui';
import { useConsoleT } from '../../console';

const Page = lazy(() => import('./BlacklistPage').then((m) => ({ default: m.BlacklistPage })));

export function LazyBlacklistPage() {
  const t = useConsoleT();
  return (
    <Suspense fallback={<Muted>{t('backoffice.common.loading')}</Muted>}>
      <Page />
    </Suspense>
  );
}
