/**
 * A Module Federation runtime plugin that loads remote scripts with `crossorigin="anonymous"`, so an
 * error thrown inside a remote served from another origin reaches the shell with its message instead
 * of an opaque "Script error." (ARCHITECTURE.md "Remote registry").
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function crossOriginPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-cross-origin',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      // returning our own element makes the runtime skip its attrs, so copy them (fetchpriority, type)
      Object.entries(attrs ?? {}).forEach(([k, v]) => {
        if (k === 'async' || k === 'defer') (script as unknown as Record<string, unknown>)[k] = v;
        else script.setAttribute(k, String(v));
      });
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
