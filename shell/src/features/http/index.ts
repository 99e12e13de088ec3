/** The public face of the http feature: other features import only what is exported here. */
export { createHttpClient, EXCEEDED_RETRY_MESSAGE } from './client/create-http-client';
export { TOKEN_EXPIRED_MESSAGE } from './utils/token-expiry';
export type { HttpFailure } from './utils/http-failure';
