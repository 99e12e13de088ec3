/** System: the status flags and the remote registry, side by side on a desktop, stacked on a phone. */
import { PageColumns } from '../../console';
import { RemoteRegistry } from './RemoteRegistry';
import { StatusFlags } from './StatusFlags';

export function SystemPage() {
  return (
    <PageColumns split={[2, 3]} data-testid="system-page">
      <StatusFlags />
      <RemoteRegistry />
    </PageColumns>
  );
}
