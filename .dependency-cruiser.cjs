/**
 * Import rules the lint enforces on top of ESLint's (ARCHITECTURE.md "Boundaries the tools enforce" and "Domain
 * order"). dependency-cruiser reads TypeScript before compilation, so type-only imports and `export ... from`
 * re-exports count as the arrows they are. `npm run lint` runs it (depcruise --config .dependency-cruiser.cjs).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { API_LAYERS } = require('./tools/layers/api-layers.cjs');

const PACKAGES = ['shared-contracts', 'shared-ui', 'api', 'shell', 'mfe-[^/]+'];
const TESTS = '(^|/)(__tests__|test-support|test|test-utils)/|\\.(test|spec|bench)\\.tsx?$';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `api/src/<name>.ts` or anything under `api/src/<name>/`. */
const apiPath = (names) => `^api/src/(${names.map(escape).join('|')})(\\.ts$|/)`;

/** Every file or folder directly under api/src must be in one layer: a new one is placed in the list first. */
function checkEveryApiEntryIsPlaced() {
  const dir = path.join(__dirname, 'api/src');
  const placed = new Set(API_LAYERS.flat());
  const unplaced = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() || (/\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name)))
    .map((e) => e.name.replace(/\.ts$/, ''))
    .filter((name) => name !== '__tests__' && !placed.has(name));
  if (unplaced.length > 0)
    throw new Error(`api/src/${unplaced.join(', api/src/')}: not in a layer of tools/layers/api-layers.cjs`);
}
checkEveryApiEntryIsPlaced();

/** One rule per api entry: it never imports a higher layer nor another entry of its own layer. */
const apiLayerRules = API_LAYERS.flatMap((layer, i) => {
  const above = API_LAYERS.slice(i + 1).flat();
  return layer.map((name) => {
    const forbidden = [...above, ...layer.filter((other) => other !== name)];
    return {
      name: `api-layer-${name}`,
      severity: 'error',
      comment:
        `api/src/${name} imports only its own folder and the layers below it (tools/layers/api-layers.cjs; ` +
        'ARCHITECTURE.md "Domain order"): to reach up, take a port.',
      from: { path: apiPath([name]), pathNot: TESTS },
      to: { path: forbidden.length > 0 ? apiPath(forbidden) : '^$' },
    };
  });
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files never import each other in a loop, through type-only imports and re-exports too.',
      from: { path: `^(${PACKAGES.join('|')})/` },
      to: { circular: true },
    },
    ...apiLayerRules,
  ],
  options: {
    includeOnly: `^(${PACKAGES.join('|')})/`,
    exclude: { path: '(^|/)(node_modules|dist|coverage)/|/openapi-client/generated/' },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
