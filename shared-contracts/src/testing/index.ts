/**
 * shared-contracts/testing: test doubles for any package's tests (a scripted HttpClient, an in-memory live client, a remote's props).
 * The Node-only reader of the repository's data files is `shared-contracts/testing/shared-data`.
 */
export * from './fake-http-client';
export * from './remote-test-props';
export * from './fake-live-client';
export * from './yeekee-shots';
export * from './draw-result';
