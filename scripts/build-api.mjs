#!/usr/bin/env node
/**
 * `npm run build:api` (also part of `npm run build` and of the production image): compiles the api to one
 * JavaScript file, `api/dist/main.js` (+ source map), so production runs plain `node --enable-source-maps
 * api/dist/main.js` instead of transpiling TypeScript at every start (ARCHITECTURE.md "Production").
 * esbuild bundles the api's own code and shared-contracts (a TypeScript workspace); every other package stays an
 * external `require`, installed beside it as today. The migrations and data/ are read from disk at run time.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const t0 = Date.now();
const bundled = /^shared-contracts(\/|$)/;
await build({
  entryPoints: [join(ROOT, 'api/src/main.ts')],
  outfile: join(ROOT, 'api/dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        // a bare import that is not shared-contracts is a package of node_modules (or a Node built-in)
        b.onResolve({ filter: /^[^./]/ }, (args) => (bundled.test(args.path) ? undefined : { external: true }));
      },
    },
  ],
});
console.log(`api compiled to api/dist/main.js in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
