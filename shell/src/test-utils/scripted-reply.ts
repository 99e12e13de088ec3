/**
 * The answers of a scripted axios adapter for the http client's suites: a reply is a status with a JSON body, a
 * network failure or a timeout; the next reply is used once each, the last one for every later request.
 */
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export type ScriptedReply = { status: number; body?: unknown } | 'network' | 'timeout';

/**
 * Answers `config` with the next of `replies` as axios's own adapters would: the body as JSON text, a non-2xx
 * (by `validateStatus`) rejected as an AxiosError carrying the response, a network failure or a timeout thrown.
 */
export async function answerScripted(
  replies: ScriptedReply[],
  config: InternalAxiosRequestConfig,
): Promise<AxiosResponse> {
  const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
  if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
  if (reply === 'timeout') throw new AxiosError('timeout of 600000ms exceeded', AxiosError.ECONNABORTED, config);
  const response: AxiosResponse = {
    data: JSON.stringify(reply.body ?? null),
    status: reply.status,
    statusText: '',
    headers: { 'content-type': 'application/json' },
    config,
  };
  if (!config.validateStatus?.(reply.status))
    throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  return response;
}
