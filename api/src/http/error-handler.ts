/**
 * One error boundary for every route (ARCHITECTURE.md "The API server": errors are values with
 * codes, thrown once at the boundary). Client mistakes always get a 4xx with a spec code and a message saying what was wrong;
 * only our own faults are a 500 E10002.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, type ErrorEnvelope } from 'shared-contracts';
import type { ErrorReporter } from '../monitoring/error-reporter';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our own fault, said without details (they go to the log and the error reporter). */
const SERVER_ERROR: ErrorEnvelope = {
  service_code: ErrorCode.SERVER_ERROR,
  service_message: 'server error',
  data: null,
};

function send(reply: FastifyReply, status: number, envelope: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(envelope);
}

/**
 * Installs the error boundary. `reporter` (issue 14, monitoring/): every answer that is our fault (5xx) is reported
 * with the request id, route, method and service code; client mistakes (4xx) never are.
 */
export function registerErrorHandler(app: FastifyInstance, reporter: ErrorReporter | null = null): void {
  const report = (error: unknown, request: FastifyRequest, status: number, envelope: ErrorEnvelope) => {
    if (!reporter) return;
    try {
      const correlation = request.headers['x-correlation-id'];
      reporter.captureRequestError(error, {
        requestId: String(request.id),
        ...(typeof correlation === 'string' && UUID.test(correlation) ? { correlationId: correlation } : {}),
        method: request.method,
        route: request.routeOptions?.url ?? request.url.split('?')[0]!,
        status,
        serviceCode: envelope.service_code,
        serviceMessage: envelope.service_message,
      });
    } catch (err) {
      request.log.warn({ err }, 'error reporting failed');
    }
  };
  /** Answers our own fault (5xx): reported, then sent. */
  const fail = (
    error: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    envelope: ErrorEnvelope,
  ) => {
    report(error, request, status, envelope);
    return send(reply, status, envelope);
  };
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) {
        request.log.error({ err: error }, 'request failed');
        report(error, request, error.httpStatus, error.toEnvelope());
      }
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
      return fail(error, request, reply, 500, SERVER_ERROR);
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
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('Retry-After', '2');
      return fail(error, request, reply, 503, {
        service_code: ErrorCode.SERVICE_UNAVAILABLE,
        service_message: 'the service is briefly unavailable: nothing was changed, retry shortly',
        data: null,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return fail(error, request, reply, 500, SERVER_ERROR);
  });
}

// PostgreSQL SQLSTATE classes and codes that mean "the database is away or too busy right now", never a
// fault of the request: connection exceptions (08), operator intervention (57P01-57P03 shutdown/restart),
// statement or lock timeouts (57014, 55P03), serialization failure and deadlock (40001, 40P01)
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '55P03', '40001', '40P01', '53300']);
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not currently accepting connections|the database system is (starting up|shutting down)|Client has encountered a connection error|connection is closed|Client was closed/i;

/**
 * True for an error that means the database cannot answer now (restart, failover, pool exhausted,
 * timeouts): the request changed nothing (its transaction rolled back) and may be retried → 503 E10503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/** 404 envelope for an unknown API route. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, {
    service_code: ErrorCode.NOT_FOUND,
    service_message: `no route ${request.method} ${request.url.split('?')[0]}`,
    data: null,
  });
}
