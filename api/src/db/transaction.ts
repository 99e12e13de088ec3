/** Transaction helpers shared by the use cases. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** Either the root handle or a transaction: use cases that only need to run inside one take this. */
export type DbOrTrx = Kysely<DB> | Transaction<DB>;
export type Trx = Transaction<DB>;

/** PostgreSQL error code of a driver error (pg and PGlite both set `code`), or undefined. */
export function pgErrorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    return (error as { code: string }).code;
  }
  return undefined;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_CHECK_VIOLATION = '23514';
