/**
 * System status (docs/product.md "System status"): the flags ops toggle, the codes they map to, and the pure rule
 * choosing the one message a player sees. Texts live in i18n `common` under `systemStatus.*`.
 */
import { BANNER_TEXT_MAX_CHARS } from '../constants';
import type { SystemStatus } from '../schemas/system-status';

/** The flags a player's page assumes until the server says otherwise, and for any flag it leaves out. */
export const DEFAULT_SYSTEM_STATUS: SystemStatus = {
  DepositError: false,
  FreeStyle: false,
  FreeStyleText: '',
  FreeStyleSCB: false,
  FreeStyleTextSCB: '',
  GameError: false,
  SCBError: false,
  WithdrawError: false,
  Register: true,
  UnderConstruction: false,
  UnderConstructionText: '',
  FriendInvite: true,
  KioskError: false,
  Valentine: false,
};

/**
 * Reads the `data` of `GET backoffice/system/status` in the browser, without zod (the browser bundles never carry
 * the wire schemas): each flag the server leaves out takes its default, unknown fields are dropped, and a flag of
 * the wrong type or a banner text over BANNER_TEXT_MAX_CHARS throws, as `systemStatusSchema.parse` of the same
 * merged object would (`__tests__/browser-readers.test.ts` holds the two to the same answers).
 */
export function readSystemStatus(data: unknown): SystemStatus {
  const given = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const status = { ...DEFAULT_SYSTEM_STATUS };
  for (const key of Object.keys(DEFAULT_SYSTEM_STATUS) as (keyof SystemStatus)[]) {
    if (!(key in given)) continue;
    const value = given[key];
    const fallback = DEFAULT_SYSTEM_STATUS[key];
    const ok =
      typeof fallback === 'boolean'
        ? typeof value === 'boolean'
        : typeof value === 'string' && value.length <= BANNER_TEXT_MAX_CHARS;
    if (!ok) throw new Error(`system status: ${key} is malformed`);
    (status as Record<string, unknown>)[key] = value;
  }
  return status;
}

/** System status codes (docs/product.md "System status"). */
export type SystemStatusCode =
  | 'UNDER_CONSTRUCTION'
  | 'CLOSE_REGISTER'
  | 'INACTIVE_USER'
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'GAME'
  | 'DEPOSIT_WITHDRAW'
  | 'DEPOSIT_GAME'
  | 'WITHDRAW_GAME'
  | 'ALL'
  | 'SCB_DEPOSIT';

export interface SystemStatusMessage {
  code: SystemStatusCode;
  /** i18n key in `common` for the default Thai text. */
  textKey: string;
  /** Server text that overrides the default (FreeStyleText, UnderConstructionText), when set. */
  overrideText: string | null;
}

/**
 * The message to show, or null (docs/product.md "System status"): under construction beats everything;
 * an inactive account next; registration-closed only to visitors; deposit/withdraw/game (and their
 * combinations) and the SCB deposit notice only to logged-in players; FreeStyle text overrides those.
 */
export function selectSystemStatusMessage(
  status: SystemStatus,
  viewer: { loggedIn: boolean; inactive?: boolean },
): SystemStatusMessage | null {
  const msg = (code: SystemStatusCode, override: string | null = null): SystemStatusMessage => ({
    code,
    textKey: `systemStatus.${code}`,
    overrideText: override && override.trim() ? override : null,
  });
  if (status.UnderConstruction) return msg('UNDER_CONSTRUCTION', status.UnderConstructionText);
  if (!viewer.loggedIn) return status.Register ? null : msg('CLOSE_REGISTER');
  if (viewer.inactive) return msg('INACTIVE_USER');
  const freeText = status.FreeStyle ? status.FreeStyleText : null;
  const { DepositError: d, WithdrawError: w, GameError: g } = status;
  let code: SystemStatusCode | null = null;
  if (d && w && g) code = 'ALL';
  else if (d && w) code = 'DEPOSIT_WITHDRAW';
  else if (d && g) code = 'DEPOSIT_GAME';
  else if (w && g) code = 'WITHDRAW_GAME';
  else if (d) code = 'DEPOSIT';
  else if (w) code = 'WITHDRAW';
  else if (g) code = 'GAME';
  if (code) return msg(code, freeText);
  if (status.SCBError) return msg('SCB_DEPOSIT', status.FreeStyleSCB ? status.FreeStyleTextSCB : null);
  if (freeText && freeText.trim()) return msg('ALL', freeText);
  return null;
}

/**
 * Routes on which system-status toasts and the notification container are hidden (docs/product.md
 * "Screens and routes").
 */
export const STATUS_TOAST_EXCLUDED_ROUTES = ['/404', '/500', '/maintenance'] as const;
