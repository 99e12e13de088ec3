/** Outcomes of a cart operation (docs/product.md "Ticket shop cart"). */
export const CartResult = {
  CONFLICTED: 'CONFLICTED',
  EXPIRED: 'EXPIRED',
  FULL: 'FULL',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  NOT_LOGGED_IN: 'NOT_LOGGED_IN',
  SKIP: 'SKIP',
  TOO_MANY_ACTION: 'TOO_MANY_ACTION',
  UPDATED: 'UPDATED',
  UPDATE_WITH_CONFLICTED: 'UPDATE_WITH_CONFLICTED',
} as const;
export type CartResult = (typeof CartResult)[keyof typeof CartResult];
