/** True when an API error carries the inactive-user detail (docs/product.md "Profile and wallet"). */
import { AppError } from 'shared-contracts';

export function isInactiveUserError(err: unknown): boolean {
  return err instanceof AppError && JSON.stringify(err.details ?? '').includes('INACTIVE_USER');
}
