/** zod schemas of the response envelope (envelope.ts), for the api's routes and the OpenAPI document. */
import { z } from 'zod';

/** zod schema of a success envelope around `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ service_code: z.string(), message: z.string(), data });
}

export const errorEnvelopeSchema = z.object({
  service_code: z.string(),
  service_message: z.string(),
  data: z.unknown(),
});
