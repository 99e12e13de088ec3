/**
 * A federation runtime plugin of the shell (the host): it hands its own runtime core to the remotes, whose
 * production builds leave it out (`experiments.externalRuntime`, base-config.js), so a page carries one copy.
 * It imports the same module the shell's bundler runtime uses (ESM), unlike the package's
 * `provideExternalRuntime`, whose CommonJS import bundled a second copy of the core into main.js.
 */
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
