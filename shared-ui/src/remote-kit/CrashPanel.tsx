import { Page } from '../Page';
import { Panel } from '../Panel';

/**
 * What a remote shows when its tree throws (the parcel's error boundary). It renders outside the i18n
 * provider (the tree below crashed), so it takes the already translated `title`; `testId` names the
 * remote's panel (`games-crashed`, `wallet-crashed`...).
 */
export function CrashPanel({ title, testId }: { title: string; testId: string }) {
  return (
    <Page>
      <Panel icon="warning" title={title} testId={testId} />
    </Page>
  );
}
