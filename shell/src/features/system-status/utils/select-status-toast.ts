/**
 * Which system-status toast to show, if any (docs/product.md "System status"), and the toast's phase
 * (idle -> loading -> loaded -> shown). Pure: the hook feeds it state, tests feed it cases.
 * - The message comes from `selectSystemStatusMessage` (priorities and audiences live there); a server
 *   text (FreeStyleText, UnderConstructionText) replaces the default Thai text.
 * - Hidden on /404, /500 and /maintenance.
 * - A text the player dismissed stays hidden until the text changes.
 */
import {
  STATUS_TOAST_EXCLUDED_ROUTES,
  selectSystemStatusMessage,
  type SystemStatus,
  type SystemStatusCode,
} from 'shared-contracts';

export type ToastPhase = 'idle' | 'loading' | 'loaded' | 'shown';

export interface StatusToast {
  code: SystemStatusCode;
  text: string;
}

export interface StatusToastInput {
  status: SystemStatus | null;
  fetching: boolean;
  loggedIn: boolean;
  inactive: boolean;
  pathname: string;
  dismissedText: string | null;
  /** i18n lookup of `systemStatus.*` keys. */
  translate: (key: string) => string;
}

export function isToastExcludedRoute(pathname: string): boolean {
  return STATUS_TOAST_EXCLUDED_ROUTES.some((r) => pathname === r || pathname.startsWith(`${r}/`));
}

/** The message text the status calls for, ignoring route and dismissal (null = nothing to say). */
export function statusToastText(
  status: SystemStatus | null,
  viewer: { loggedIn: boolean; inactive: boolean },
  translate: (key: string) => string,
): StatusToast | null {
  if (!status) return null;
  const msg = selectSystemStatusMessage(status, viewer);
  if (!msg) return null;
  return { code: msg.code, text: msg.overrideText ?? translate(msg.textKey) };
}

export function selectStatusToast(input: StatusToastInput): { phase: ToastPhase; toast: StatusToast | null } {
  const { status, fetching, pathname, dismissedText } = input;
  if (!status) return { phase: fetching ? 'loading' : 'idle', toast: null };
  const toast = statusToastText(status, input, input.translate);
  if (!toast || isToastExcludedRoute(pathname) || toast.text === dismissedText) return { phase: 'loaded', toast: null };
  return { phase: 'shown', toast };
}
