/** Route helpers: the success envelope, common header schemas and OpenAPI bits. */
import type { FastifyReply } from 'fastify';
import { type z } from 'zod';
import { SuccessCode, ok, successEnvelope, errorEnvelopeSchema } from 'shared-contracts';

/** Sends `data` in the success envelope (docs/product.md "Envelope and codes"). */
export function sendOk<T>(reply: FastifyReply, data: T, status = 200, code: SuccessCode = SuccessCode.SUCCESS) {
  return reply.status(status).send(ok(data, code));
}

/**
 * Sends a money-moving request's stored answer (wallet/idempotency.ts `StoredResponse`: its status, CREATED), marked
 * `idempotent-replayed: true` when it is the replay of an answer already given for the same Idempotency-Key.
 */
export function sendStored(reply: FastifyReply, result: { statusCode: number; body: unknown; replayed: boolean }) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return sendOk(reply, result.body, result.statusCode, SuccessCode.CREATED);
}

/** Headers of money-moving requests: the contract's Idempotency-Key (shared-contracts `routes/route.ts`). */
export { idempotencyHeaders } from 'shared-contracts';

/** Response schemas for OpenAPI: `data` in the success envelope plus the error envelope for 4xx. */
export function responses<T extends z.ZodType>(data: T, status: 200 | 201 | 202 = 200) {
  return { [status]: successEnvelope(data), '4xx': errorEnvelopeSchema } as Record<number | string, z.ZodType>;
}

export const bearerSecurity = [{ bearerAuth: [] }];
