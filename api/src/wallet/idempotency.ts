/**
 * Idempotent money-moving requests: the first request with an (scope, owner, key) runs and its response
 * is stored in the same transaction; the same key again returns the stored response without running;
 * the same key with a different body → E10409. A request that fails stores nothing (it may be retried).
 * Concurrent duplicates serialise on the key's primary key (the second waits for the first to commit).
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { canonicalJson, sha256 } from '../http/crypto';

export interface StoredResponse<T> {
  statusCode: number;
  body: T;
  replayed: boolean;
}

export function requestFingerprint(body: unknown): string {
  return sha256(canonicalJson(body));
}

export async function runIdempotent<T>(
  trx: Trx,
  key: { scope: string; ownerId: number; key: string; requestHash: string; at: Date },
  run: () => Promise<{ statusCode: number; body: T }>,
): Promise<StoredResponse<T>> {
  const claimed = await trx
    .insertInto('idempotency_records')
    .values({
      scope: key.scope,
      owner_id: key.ownerId,
      key: key.key,
      request_hash: key.requestHash,
      created_at: key.at,
    })
    .onConflict((oc) => oc.columns(['scope', 'owner_id', 'key']).doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) {
    const prior = await trx
      .selectFrom('idempotency_records')
      .select(['request_hash', 'status_code', 'response'])
      .where('scope', '=', key.scope)
      .where('owner_id', '=', key.ownerId)
      .where('key', '=', key.key)
      .executeTakeFirstOrThrow();
    if (prior.request_hash !== key.requestHash)
      throw new AppError(
        ErrorCode.CONFLICT,
        'this Idempotency-Key was already used with a different request body: use a new key',
        {
          idempotency_key: key.key,
        },
      );
    if (prior.status_code === null)
      throw new AppError(ErrorCode.CONFLICT, 'a request with this Idempotency-Key is still in progress');
    return { statusCode: prior.status_code, body: prior.response as T, replayed: true };
  }
  const result = await run();
  await trx
    .updateTable('idempotency_records')
    .set({ status_code: result.statusCode, response: JSON.stringify(result.body) })
    .where('scope', '=', key.scope)
    .where('owner_id', '=', key.ownerId)
    .where('key', '=', key.key)
    .execute();
  return { ...result, replayed: false };
}

/** A player's idempotent request as the routes pass it: the `Idempotency-Key` header and the body's fingerprint. */
export interface IdempotentRequest {
  userId: number;
  idempotencyKey: string;
  requestHash: string;
}

/**
 * `runIdempotent` in a transaction of its own: `run` gets the transaction and the clock's now (read once inside
 * it) and runs once per (`scope`, player, key); the same key again returns the stored response.
 */
export function runIdempotentTransaction<T>(
  ctx: AppContext,
  scope: string,
  request: IdempotentRequest,
  run: (trx: Trx, at: Date) => Promise<{ statusCode: number; body: T }>,
): Promise<StoredResponse<T>> {
  return ctx.db.transaction().execute(async (trx) => {
    const at = ctx.clock.now();
    const key = { scope, ownerId: request.userId, key: request.idempotencyKey, requestHash: request.requestHash, at };
    return runIdempotent(trx, key, () => run(trx, at));
  });
}
