/** A refused write as a red notice: a 403 says the role (or maker-checker) refused it, with the API's message. */
import { ErrorCode } from 'shared-contracts';
import { Notice, errorCode } from 'shared-ui';
import { useConsoleT } from '../../../i18n';

export function ActionError({ error, testId }: { error: unknown; testId?: string }) {
  const t = useConsoleT();
  if (!error) return null;
  const message = t('backoffice.common.actionFailed', {
    message: error instanceof Error ? error.message : String(error),
  });
  return (
    <Notice tone="error" role="alert" data-testid={testId}>
      {errorCode(error) === ErrorCode.FORBIDDEN ? `${t('backoffice.common.forbidden')}. ` : ''}
      {message}
    </Notice>
  );
}
