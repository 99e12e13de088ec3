/**
 * One error boundary for every route (STYLE.md: errors are values with codes, thrown once at the
 * boundary). Client mistakes always get a 4xx with a spec code and a message saying what was wrong;
 * only our own faults are a 500 E10002.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, type ErrorEnvelope } from 'shared-contracts';

export interface FieldProblem {
  path: string;
  message: string;
}

const CONTEXT_PREFIX: Record<string, string> = {
  body: '',
  querystring: 'query.',
  params: 'params.',
  headers: 'headers.',
};

/** Turns fastify's validation errors (from zod) into `[{path, message}]` with dotted paths. */
export function fieldProblems(error: FastifyError): FieldProblem[] {
  const prefix = CONTEXT_PREFIX[error.validationContext ?? 'body'] ?? '';
  return (error.validation ?? []).map((v) => {
    const p = v.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const field = `${prefix}${p}`.replace(/\.$/, '');
    const problem = { path: field || (prefix ? prefix.slice(0, -1) : '(body)'), message: v.message ?? 'invalid' };
    return problem;
  });
}

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.httpStatus, error.toEnvelope());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const problems = fieldProblems(error as unknown as FastifyError);
      const summary = problems.map((p) => `${p.path}: ${p.message}`).join('; ');
      return send(reply, 400, {
        service_code: ErrorCode.BAD_REQUEST,
        service_message: `invalid request: ${summary}`,
        data: problems,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(reply, 500, { service_code: ErrorCode.SERVER_ERROR, service_message: 'server error', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      let message = error.message;
      if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError)
        message = `malformed JSON body: ${error.message}`;
      else if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
        message = 'the body is empty but Content-Type is application/json: send a JSON object';
      else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        message = `unsupported Content-Type: send application/json`;
      else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'the body is too large';
      return send(reply, status, { service_code: ErrorCode.BAD_REQUEST, service_message: message, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { service_code: ErrorCode.SERVER_ERROR, service_message: 'server error', data: null });
  });
}

/** 404 envelope for an unknown API route. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, {
    service_code: ErrorCode.NOT_FOUND,
    service_message: `no route ${request.method} ${request.url.split('?')[0]}`,
    data: null,
  });
}
