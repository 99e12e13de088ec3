/**
 * The stored state of an OTP flow (spec §3 "Local storage holds ... forgot-PIN and forgot-phone flows, change-phone
 * info ... OTP session tokens"): under STORAGE_KEYS.forgotPin / forgotPhone / changePhone, so a reload (or the SMS
 * app in between) resumes the flow at its step. Holds the phone, the OTP session and ref while the OTP is awaited,
 * then the single-use verified token (15 minutes); never a PIN. Cleared when the flow ends.
 */
export interface OtpFlowState {
  phone: string;
  otp_session_token?: string;
  ref_code?: string;
  /** When the OTP expires (ISO): a stored OTP session past it is dropped. */
  expires_at?: string;
  verified_token?: string;
  /** When the verified token was stored (ms): it is dropped after 15 minutes. */
  verified_at?: number;
}

const VERIFIED_TTL_MS = 15 * 60_000;

/** The stored flow under `key`, without what expired by `now` (ms); null when nothing usable is stored. */
export function readFlow(storage: Storage, key: string, now = Date.now()): OtpFlowState | null {
  let state: OtpFlowState;
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    state = JSON.parse(raw) as OtpFlowState;
  } catch {
    return null;
  }
  if (!state || typeof state.phone !== 'string') return null;
  if (state.verified_token && (!state.verified_at || now - state.verified_at > VERIFIED_TTL_MS)) {
    state = { phone: state.phone };
  }
  if (state.otp_session_token && state.expires_at && Date.parse(state.expires_at) <= now) {
    state = { phone: state.phone };
  }
  return state;
}

/** Stores the flow under `key`. */
export function writeFlow(storage: Storage, key: string, state: OtpFlowState): void {
  try {
    storage.setItem(key, JSON.stringify(state));
  } catch {
    // a full or blocked storage only loses the resume
  }
}

/** Forgets the flow under `key`. */
export function clearFlow(storage: Storage, key: string): void {
  storage.removeItem(key);
}
