/**
 * The last step's submission of an account flow: `busy` while the call runs, `error` as the Thai text of a refusal
 * (errors.*). A refusal of the verified token (C3V001 expired or spent, E20005, or the page's `restartOn` codes)
 * restarts the flow at the OTP step.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError, ErrorCode } from 'shared-contracts';
import { errorText } from '../../auth';

/** The codes that send every account flow back to its OTP step: the verified token is late, spent or wrong. */
export const TOKEN_REFUSED: readonly string[] = [ErrorCode.OTP_FLOW_EXPIRED, ErrorCode.OTP_INVALID];

export interface FlowSubmission {
  error: string | null;
  busy: boolean;
  clearError(): void;
  /** Runs `call`; on a refusal shows its text, runs `onFail` (e.g. empty the PIN), and maybe restarts the flow. */
  run(call: () => Promise<void>, onFail?: () => void): Promise<void>;
}

export function useFlowSubmit(flow: { restart(): void }, restartOn: readonly string[] = TOKEN_REFUSED): FlowSubmission {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    error,
    busy,
    clearError: () => setError(null),
    run: async (call, onFail) => {
      setBusy(true);
      setError(null);
      try {
        await call();
      } catch (err) {
        setError(errorText(err, t));
        onFail?.();
        if (err instanceof AppError && restartOn.includes(err.code)) flow.restart();
      } finally {
        setBusy(false);
      }
    },
  };
}
