/**
 * A route's Fastify schema from its entry in the wire contract (ARCHITECTURE.md "The wire contract"): params,
 * querystring, body and headers are the entry's schemas, the response its `data` in the success envelope (plus the
 * error envelope; a route with a `contentType` answers that media type), so validation, serialisation and the OpenAPI document all come from the one declaration. The
 * route file adds only what the docs say about it (tags, summary). `api/src/__tests__/wire-contract.test.ts` holds
 * the registered routes and the table to the same set.
 */
import { errorEnvelopeSchema, type RouteSpec, type SuccessStatus } from 'shared-contracts';
import { responses } from './reply';

/** What the docs say about a route, beside its schemas. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  operationId?: string;
}

type Of<R, K extends string> = R extends { [k in K]: infer S } ? S : undefined;

/** The Fastify `schema` of a route of the contract. */
export function routeSchema<const R extends RouteSpec>(spec: R, doc: RouteDoc) {
  return {
    ...doc,
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { querystring: spec.query }),
    ...(spec.body && { body: spec.body }),
    ...(spec.headers && { headers: spec.headers }),
    response: (spec.contentType
      ? {
          200: { description: doc.summary, content: { [spec.contentType]: { schema: spec.response } } },
          '4xx': errorEnvelopeSchema,
        }
      : Object.assign(
          {},
          ...[spec.status ?? 200].flat().map((status: SuccessStatus) => responses(spec.response, status)),
        )) as ReturnType<typeof responses>,
  } as RouteDoc & {
    params: Of<R, 'params'>;
    querystring: Of<R, 'query'>;
    body: Of<R, 'body'>;
    headers: Of<R, 'headers'>;
    response: ReturnType<typeof responses>;
  };
}
