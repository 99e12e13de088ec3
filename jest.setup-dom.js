require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom has no `crypto.subtle`: the verify views (mini-game slips, yeekee rounds) hash with Web Crypto, so the
// component tests borrow Node's (the same API every browser has).
if (globalThis.crypto && !globalThis.crypto.subtle) {
  const { webcrypto } = require('node:crypto');
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

// The wire contract (ARCHITECTURE.md "The wire contract"): a fake HttpClient answer (shared-contracts/testing) that
// the route table's response schema refuses, or a fake of a route the api does not have, fails its test.
// eslint-disable-next-line no-undef -- jest provides afterEach to its set-up files
afterEach(() => {
  const store = Symbol.for('shared-contracts.wireContractViolations');
  const found = globalThis[store] ?? [];
  globalThis[store] = [];
  if (found.length) throw new Error(`A fake answer breaks the wire contract:\n${[...new Set(found)].join('\n')}`);
});
