/**
 * The friend-invite commission's bound (docs/product.md "Friend invite"): ops may set 0 to 5000 basis points of the
 * invitee's settled stake (50 %). Apart from the wire schemas so the ops console reads it without zod.
 */
export const MAX_INVITE_COMMISSION_BPS = 5000;
