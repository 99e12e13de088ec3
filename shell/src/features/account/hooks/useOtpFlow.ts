/**
 * The stored state of one OTP flow (utils/flow-storage.ts) as React state: the OTP session to resume, the verified
 * token once the OTP is right, and `restart` after a refusal of the token (C3V001, E20005) or the end of the flow.
 */
import { useState } from 'react';
import type { OtpRequestData } from 'shared-contracts';
import { useShellServices } from '../../../services/shell-services';
import { clearFlow, readFlow, writeFlow, type OtpFlowState } from '../utils/flow-storage';
import type { OtpSession } from '../../auth';

export function useOtpFlow(key: string | null) {
  const { storage } = useShellServices();
  const [state, setState] = useState<OtpFlowState | null>(() => (key ? readFlow(storage, key) : null));
  const save = (next: OtpFlowState | null) => {
    setState(next);
    if (!key) return;
    if (next) writeFlow(storage, key, next);
    else clearFlow(storage, key);
  };
  const saved: OtpSession | null =
    state?.otp_session_token && state.ref_code
      ? { phone: state.phone, token: state.otp_session_token, ref: state.ref_code }
      : null;
  return {
    phone: state?.phone ?? '',
    saved,
    verifiedToken: state?.verified_token ?? null,
    onSent: (s: OtpSession, data: OtpRequestData) =>
      save({ phone: s.phone, otp_session_token: s.token, ref_code: s.ref, expires_at: data.expires_at }),
    onVerified: (phone: string, token: string) => save({ phone, verified_token: token, verified_at: Date.now() }),
    restart: () => save(null),
  };
}
