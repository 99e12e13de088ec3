/**
 * The console's confirm step for a destructive write: a Dialog (`testId`) with the screen's explanation
 * (`children`, usually with its ActionError), a "cancel" button and a red confirm button (`confirmTestId`),
 * disabled while `disabled` (e.g. the write runs). Dismissing the dialog cancels.
 */
import type { ReactNode } from 'react';
import { Button, Dialog } from 'shared-ui';
import { useConsoleT } from '../../../i18n';

export function ConfirmDialog({
  title,
  testId,
  confirmLabel,
  confirmTestId,
  disabled,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  testId: string;
  confirmLabel: string;
  confirmTestId: string;
  disabled: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useConsoleT();
  return (
    <Dialog
      title={title}
      testId={testId}
      onDismiss={onCancel}
      actions={
        <>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('backoffice.common.cancel')}
          </Button>
          <Button type="button" variant="danger" disabled={disabled} data-testid={confirmTestId} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
