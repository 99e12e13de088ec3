import { Notice } from 'shared-ui';

/**
 * A wallet form's outcome above its submit button: the error as an alert (`data-testid` `{testId}-error`) and the
 * success text as a status (`{testId}-success`), each only when set.
 */
export function FormOutcome({
  testId,
  error,
  success,
}: {
  testId: string;
  error: string | null;
  success: string | null;
}) {
  return (
    <>
      {error && (
        <Notice tone="error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Notice>
      )}
      {success && (
        <Notice tone="success" role="status" data-testid={`${testId}-success`}>
          {success}
        </Notice>
      )}
    </>
  );
}
