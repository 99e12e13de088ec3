/**
 * shared-contracts/browser: helpers that need a browser (fetch, localStorage, window.history, Web Crypto):
 * the fetch-based HttpClient and a remote's standalone set-up, and the idempotency key generator.
 * The api never imports this entry; `shared-contracts` itself stays pure.
 */
export * from './http/fetch-client';
export * from './http/idempotency-key';
export * from './standalone/create-standalone-props';
