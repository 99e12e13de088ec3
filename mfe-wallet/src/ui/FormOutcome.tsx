import { Notice } from 'shared-ui';

/**
 * A wallet form's outcome above its submit button: the error as an alert (`data-testid` `{testId}-error`), else the
 * success text as a status (`{testId}-success`). One outcome at a time, the latest: an error after a success hides
 * the old success (issue 23: a failed top-up showed the previous green success under the new red error).
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
      {success && !error && (
        <Notice tone="success" role="status" data-testid={`${testId}-success`}>
          {success}
        </Notice>
      )}
    </>
  );
}
