import { Page, Panel } from 'shared-ui';

/**
 * The parcel's error boundary. It renders outside the i18n provider (the tree below crashed), so it
 * takes the already-translated text from the parcel's props.
 */
export function CrashPanel({ title }: { title: string }) {
  return (
    <Page>
      <Panel icon="warning" title={title} testId="games-crashed" />
    </Page>
  );
}
