/**
 * The slice of the Module Federation runtime the registry uses, bound to the shell's own instance
 * (created by the build plugin; `getInstance()`), so tests can pass a fake instead.
 */
import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { crossOriginPlugin } from './cross-origin-plugin';

export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export function federationRuntime(): FederationRuntime {
  if (!getInstance())
    throw new Error('Module Federation runtime instance is missing (is the shell built with the MF plugin?)');
  registerPlugins([crossOriginPlugin()]);
  return {
    registerRemotes: (remotes, options) => registerRemotes(remotes, options),
    loadRemote: <T>(id: string) => loadRemote<T>(id),
  };
}
