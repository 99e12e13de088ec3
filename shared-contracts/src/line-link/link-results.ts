/**
 * Messaging-app (LINE) linking's error names and results (docs/product.md "Messaging-app linking"), kept apart from
 * the wire schemas so the shell reads them without zod in its bundle.
 */

/** The service errors of linking: in `data.error` and the message. */
export const LineLinkError = {
  /** E20022: the LINE account is linked to another player. */
  USER_ID_CONFLICT: 'LINE_USER_ID_CONFLICT',
  /** E10006: the LINE user is not a friend of the official account. */
  NO_FRIENDSHIP: 'LINE_USER_NO_FRIEND_SHIP',
} as const;

/** What a linking attempt came to. */
export const LINK_RESULTS = ['connected', 'canceled', 'conflicted', 'need_friendship'] as const;
export type LinkResult = (typeof LINK_RESULTS)[number];
