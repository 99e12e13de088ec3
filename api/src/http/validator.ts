/**
 * The request validator: fastify-type-provider-zod's zod validation, plus one rule of ours for bodies —
 * a field the schema does not know is refused (400 E10000 "unknown field lines.0.colour"), at any depth,
 * instead of being silently dropped. A client that misspells `amount` as `amout` must hear about it, and a
 * fuzzed or forged body never runs with parts of it ignored (issue 12, fuzz test).
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { AppError, ErrorCode } from 'shared-contracts';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Dotted paths of keys present in `input` (the parsed JSON) but dropped from `output` (what the schema
 * kept), walking objects and arrays that both sides still have. Keys whose input value is undefined are
 * not counted. Where a schema transforms a value into another shape, the walk stops there.
 */
export function unknownFields(input: unknown, output: unknown, path: string[] = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    if (input.length !== output.length) return [];
    return input.flatMap((v, i) => unknownFields(v, output[i], [...path, String(i)]));
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!(key in output)) found.push([...path, key].join('.'));
    else found.push(...unknownFields(value, output[key], [...path, key]));
  }
  return found;
}

/** Fastify validator compiler: zod first, then unknown body fields refused. */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  if (route.httpPart !== 'body') return validate;
  const check = (data: unknown) => {
    const result = (validate as (d: unknown) => { value?: unknown; error?: unknown })(data);
    if (result.error) return result;
    const extra = unknownFields(data, result.value);
    if (extra.length === 0) return result;
    return {
      error: new AppError(
        ErrorCode.BAD_REQUEST,
        `invalid request: unknown field${extra.length > 1 ? 's' : ''} ${extra.slice(0, 10).join(', ')}`,
        extra.slice(0, 10).map((p) => ({ path: p, message: 'unknown field: not part of this request' })),
      ),
    };
  };
  return check as ReturnType<FastifySchemaCompiler<unknown>>;
};
