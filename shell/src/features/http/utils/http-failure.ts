/**
 * What the HTTP client tells its `onFailure` hook about a call that failed (issue 14; spec §8 "API errors are logged
 * with service_code and service_message and reported"): the method and path (no query string), the HTTP status
 * (null when no answer came), and the answer's `service_code` / `service_message` when it was an envelope.
 * The hook decides what to report (features/error-reporting); this only reads the exchange.
 */
import axios from 'axios';
import { readEnvelope } from 'shared-contracts';

export interface HttpFailure {
  /** Upper case: GET, POST... */
  method: string;
  /** The API path called, with a leading slash and without its query string (`/lottery/cart`). */
  path: string;
  /** The last answer's HTTP status; null when none came (offline, DNS, reset, timeout). */
  status: number | null;
  /** The answer's envelope code and message; null when the answer was not an envelope (or none came). */
  serviceCode: string | null;
  serviceMessage: string | null;
  /** No answer came: the network failed or the call timed out (after its retries). */
  network: boolean;
  /** The call ran past the timeout (spec §9, 600,000 ms). */
  timedOut: boolean;
  /** The call's `X-Correlation-Id` (kept by its retries): the api tags its own event for the same call with it. */
  correlationId?: string;
}

/**
 * Describes a failed call from what was thrown and, for an answer that came back but was refused after (a 2xx
 * carrying an error code or no envelope), that answer. Null when nothing was exchanged (a call cancelled, an error
 * before sending): there is nothing about the API to report.
 */
export function describeHttpFailure(
  method: string,
  path: string,
  error: unknown,
  answer: { status: number; data: unknown } | null,
  correlationId?: string,
): HttpFailure | null {
  if (axios.isCancel(error)) return null;
  const response = axios.isAxiosError(error) ? (error.response ?? null) : answer;
  const base = {
    method: method.toUpperCase(),
    path: `/${path.split(/[?#]/)[0]!.replace(/^\/+/, '')}`,
    ...(correlationId ? { correlationId } : {}),
  };
  if (!response) {
    if (!axios.isAxiosError(error)) return null;
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    return { ...base, status: null, serviceCode: null, serviceMessage: null, network: true, timedOut };
  }
  const envelope = readEnvelope(response.data);
  return {
    ...base,
    status: response.status,
    serviceCode: envelope?.service_code ?? null,
    serviceMessage: envelope ? ('service_message' in envelope ? envelope.service_message : envelope.message) : null,
    network: false,
    timedOut: false,
  };
}
