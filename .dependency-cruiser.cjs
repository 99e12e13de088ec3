/**
 * Import rules the lint enforces on top of ESLint's (ARCHITECTURE.md "Boundaries the tools enforce" and "Domain
 * order"). dependency-cruiser reads TypeScript before compilation, so type-only imports and `export ... from`
 * re-exports count as the arrows they are. `npm run lint` runs it (depcruise --config .dependency-cruiser.cjs).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { API_LAYERS } = require('./tools/layers/api-layers.cjs');
const { SHARED_CONTRACTS_LAYERS } = require('./tools/layers/shared-contracts-layers.cjs');

const PACKAGES = ['shared-contracts', 'shared-ui', 'api', 'shell', 'mfe-[^/]+'];
const TESTS = '(^|/)(__tests__|test-support|test|test-utils)/|\\.(test|spec|bench)\\.tsx?$';

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `<src>/<name>.ts` or anything under `<src>/<name>/`. */
const entryPath = (src, names) => `^${src}/(${names.map(escape).join('|')})(\\.ts$|/)`;

/** Every file or folder directly under `src` must be in one layer: a new one is placed in the list first. */
function checkEveryEntryIsPlaced(src, layers, listFile) {
  const placed = new Set(layers.flat());
  const unplaced = fs
    .readdirSync(path.join(__dirname, src), { withFileTypes: true })
    .filter((e) => e.isDirectory() || (/\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name)))
    .map((e) => e.name.replace(/\.ts$/, ''))
    .filter((name) => name !== '__tests__' && !placed.has(name));
  if (unplaced.length > 0) throw new Error(`${src}/${unplaced.join(`, ${src}/`)}: not in a layer of ${listFile}`);
}

/**
 * One rule per entry of `src`: it never imports a higher layer nor another entry of its own layer (`layers`, bottom
 * first, from `listFile`).
 */
function layerRules(src, layers, listFile) {
  checkEveryEntryIsPlaced(src, layers, listFile);
  return layers.flatMap((layer, i) => {
    const above = layers.slice(i + 1).flat();
    return layer.map((name) => {
      const forbidden = [...above, ...layer.filter((other) => other !== name)];
      return {
        name: `layer-${src.split('/')[0]}-${name}`,
        severity: 'error',
        comment:
          `${src}/${name} imports only its own folder and the layers below it (${listFile}): ` +
          'to reach up, take a port (ARCHITECTURE.md "Domain order").',
        from: { path: entryPath(src, [name]), pathNot: TESTS },
        to: { path: forbidden.length > 0 ? entryPath(src, forbidden) : '^$' },
      };
    });
  });
}

const apiLayerRules = layerRules('api/src', API_LAYERS, 'tools/layers/api-layers.cjs');
const sharedContractsLayerRules = layerRules(
  'shared-contracts/src',
  SHARED_CONTRACTS_LAYERS,
  'tools/layers/shared-contracts-layers.cjs',
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files never import each other in a loop, through type-only imports and re-exports too.',
      from: { path: `^(${PACKAGES.join('|')})/` },
      to: { circular: true },
    },
    {
      name: 'shell-services-below-features',
      severity: 'error',
      comment:
        "shell/src/services/ is below every feature and app/ (features read it): it names a feature's store by the " +
        'port declared beside it (services/session-store.ts, services/remote-registry.ts), never the feature.',
      from: { path: '^shell/src/services/' },
      to: { path: '^shell/src/(features|app)/' },
    },
    ...[
      ['shared-ui', 'entries'],
      ['shared-contracts', 'browser'],
    ].map(([pkg, entries]) => ({
      name: `${pkg}-entries-above-the-barrel`,
      severity: 'error',
      comment:
        `Only ${pkg}/src/${entries}/ (the package's extra entries) imports ${pkg}'s own barrel, as a remote does; ` +
        'a file the barrel exports importing it back runs the order upside down.',
      from: { path: `^${pkg}/src/`, pathNot: `^${pkg}/src/${entries}/|${TESTS}` },
      to: { path: `^${pkg}/src/index\\.ts$` },
    })),
    ...apiLayerRules,
    ...sharedContractsLayerRules,
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
