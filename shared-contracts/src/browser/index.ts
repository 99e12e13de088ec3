/**
 * shared-contracts/browser: helpers that need a browser (fetch, localStorage, window.history, Web Crypto):
 * the fetch-based HttpClient and a remote's standalone set-up, the idempotency key generator, the chat's last-read cookie, and the real
 * live client over the `pubnub` SDK (also its own entry, `shared-contracts/live`, which needs no DOM).
 * The api never imports this entry; `shared-contracts` itself stays pure.
 */
export * from './fetch-client';
export * from './idempotency-key';
export * from './create-standalone-props';
export * from './pubnub-live-client';
export * from '../chat/last-read-cookie';
