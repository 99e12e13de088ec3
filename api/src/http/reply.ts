/** Route helpers: the success envelope, common header schemas and OpenAPI bits. */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { SuccessCode, ok, successEnvelope, errorEnvelopeSchema } from 'shared-contracts';

/** Sends `data` in the success envelope (docs/product.md "Envelope and codes"). */
export function sendOk<T>(reply: FastifyReply, data: T, status = 200, code: SuccessCode = SuccessCode.SUCCESS) {
  return reply.status(status).send(ok(data, code));
}

/** Headers of money-moving requests: a client-generated Idempotency-Key (8-128 of A-Z a-z 0-9 _ . : -). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string({ message: 'the Idempotency-Key header is required (a fresh random id per money-moving request)' })
    .regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'Idempotency-Key must be 8-128 letters, digits or _.:-'),
});

/** Response schemas for OpenAPI: `data` in the success envelope plus the error envelope for 4xx. */
export function responses<T extends z.ZodType>(data: T, status: 200 | 201 | 202 = 200) {
  return { [status]: successEnvelope(data), '4xx': errorEnvelopeSchema } as Record<number | string, z.ZodType>;
}

export const bearerSecurity = [{ bearerAuth: [] }];
