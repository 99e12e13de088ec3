import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { HTTP_TIMEOUT_MS } from 'shared-contracts';
import { createHttpClient } from './create-http-client';

describe('the API client timeout (spec §9 "timeout constant 600000 ms")', () => {
  it('sends every call with a 600,000 ms timeout', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return {
        data: JSON.stringify({ service_code: 'S10000', message: 'ok', data: 1 }),
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const api = createHttpClient({ baseUrl: '/api/v1', appId: 'test', storage: localStorage, adapter });
    await expect(api.get('remotes')).resolves.toBe(1);
    expect(HTTP_TIMEOUT_MS).toBe(600_000);
    expect(seen[0]!.timeout).toBe(600_000);
  });
});
