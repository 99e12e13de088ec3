/**
 * The log line of a failed notification call (docs/product.md "Envelope and codes"): an answer with a
 * service code outside the success set is `Unexpected service code: <code> Message: <message>`; a network
 * failure is its message.
 */
import { AppError } from 'shared-contracts';

export function describeFailure(error: unknown): string {
  if (error instanceof AppError) return `Unexpected service code: ${error.code} Message: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
