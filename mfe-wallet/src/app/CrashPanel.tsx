import { Page, Panel } from 'shared-ui';

/** The parcel's error boundary; takes the already-translated text because the i18n tree crashed. */
export function CrashPanel({ title }: { title: string }) {
  return (
    <Page>
      <Panel icon="warning" title={title} testId="wallet-crashed" />
    </Page>
  );
}
