/** oidc-provider ships its in-memory adapter without types; it implements the package's `Adapter`. */
declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type { AdapterConstructor } from 'oidc-provider';

  const MemoryAdapter: AdapterConstructor;
  export default MemoryAdapter;
}
