/** A narrow page holding one Panel with a gold link button: the end of an account flow, or "log in first". */
import type { ReactNode } from 'react';
import { ButtonLink, Page, Panel, type IconName } from 'shared-ui';

export function PanelPage({
  icon = 'check',
  title,
  testId,
  to,
  state,
  action,
  actionTestId,
  children,
}: {
  icon?: IconName;
  title: string;
  testId: string;
  /** Where the button goes, with the router `state` given. */
  to: string;
  state?: unknown;
  action: string;
  actionTestId?: string;
  children: ReactNode;
}) {
  return (
    <Page as="main" narrow>
      <Panel
        icon={icon}
        title={title}
        testId={testId}
        actions={
          <ButtonLink to={to} state={state} variant="gold" data-testid={actionTestId}>
            {action}
          </ButtonLink>
        }
      >
        {children}
      </Panel>
    </Page>
  );
}
