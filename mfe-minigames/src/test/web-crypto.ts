/**
 * Test-only: jsdom has no `crypto.subtle`, so component tests borrow Node's Web Crypto (the same API every
 * browser has) before they render anything that verifies a slip. Never imported by shipped code.
 */
export function installWebCrypto(): void {
  if (globalThis.crypto?.subtle) return;
  const { webcrypto } = jest.requireActual<{ webcrypto: Crypto }>('crypto');
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}
