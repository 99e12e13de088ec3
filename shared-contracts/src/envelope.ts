/**
 * The response envelope (docs/product.md "Envelope and codes"):
 * success `{service_code: "S1000x", message, data}`, error `{service_code: "E....", service_message, data}`.
 */
import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type ErrorCode, SuccessCode, isSuccessCode } from './codes/service-codes';

export interface SuccessEnvelope<T> {
  service_code: SuccessCode;
  message: string;
  data: T;
}
export interface ErrorEnvelope {
  service_code: ErrorCode;
  service_message: string;
  data: unknown;
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** Wraps `data` in a success envelope. */
export function ok<T>(data: T, code: SuccessCode = SuccessCode.SUCCESS, message = 'success'): SuccessEnvelope<T> {
  return { service_code: code, message, data };
}

/**
 * An error with a spec code. Thrown once at a boundary (the api's handlers, the client's API layer);
 * `details` says what was wrong (field paths and reasons) and travels as `data`.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly httpStatus: number;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.details = details ?? null;
    this.httpStatus = ERROR_HTTP_STATUS[code] ?? 400;
  }

  toEnvelope(): ErrorEnvelope {
    return { service_code: this.code, service_message: this.message, data: this.details };
  }
}

/** Reads any parsed JSON body as an envelope; returns null when the body is not one. */
export function readEnvelope(body: unknown): Envelope<unknown> | null {
  if (!body || typeof body !== 'object' || !('service_code' in body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.service_code !== 'string') return null;
  if (isSuccessCode(b.service_code)) {
    return { service_code: b.service_code, message: String(b.message ?? ''), data: b.data };
  }
  return {
    service_code: b.service_code as ErrorCode,
    service_message: String(b.service_message ?? b.message ?? ''),
    data: b.data ?? null,
  };
}
