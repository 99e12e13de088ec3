/**
 * A full page holding one centred message, the shared-ui `Panel`: icon, title, body and actions (404, 500,
 * maintenance, invite, linking).
 */
import type { ReactNode } from 'react';
import { Page, Panel, type IconName } from 'shared-ui';

export function MessagePage({
  icon,
  title,
  body,
  children,
  testId,
}: {
  icon: IconName;
  title: string;
  body?: ReactNode;
  /** the actions (buttons, links), centred below the body */
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Page as="main" narrow>
      <Panel icon={icon} title={title} testId={testId} actions={children}>
        {body && <p>{body}</p>}
      </Panel>
    </Page>
  );
}
