/** What a money-moving route passes its use case about the request (wallet/idempotency.ts, ARCHITECTURE.md). */
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../http/auth-guard';
import { requestFingerprint } from './idempotency';

/**
 * The player, Idempotency-Key and body fingerprint of a money-moving request (its idempotency record's key), for a
 * route guarded by requireUser whose entry has `headers: idempotencyHeaders`.
 */
export function idempotentRequest(req: FastifyRequest & { headers: { 'idempotency-key': string } }) {
  return {
    userId: currentUser(req).userId,
    idempotencyKey: req.headers['idempotency-key'],
    requestHash: requestFingerprint(req.body),
  };
}
