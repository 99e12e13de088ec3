require('@testing-library/jest-dom');

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 uses at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}
