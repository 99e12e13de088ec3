// Lint rules for every package (run by `npm test`). Type-aware rules are left to `tsc`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import path from 'node:path';

/** Remotes never import each other (ARCHITECTURE.md "Remotes and the shell"). */
const noRemoteToRemote = {
  group: ['mfe-*', '../../mfe-*', '**/mfe-*/src/**', '**/shell/src/**'],
  message: 'Remotes never import each other: use shared-contracts and the event bus.',
};

/** shared-contracts is reached through the entry points of its package.json `exports` only. */
const sharedContractsEntries = {
  group: ['shared-contracts/src', 'shared-contracts/src/*'],
  message:
    "Import shared-contracts through its entry points: 'shared-contracts', 'shared-contracts/browser' or 'shared-contracts/testing'.",
};

/** Code that runs in the browser never pulls in the server, its database drivers or Node built-ins. */
export const serverOnlyImports = {
  paths: [
    { name: 'kysely', message: 'Browser code never imports the database layer (kysely): call the API.' },
    { name: 'pg', message: 'Browser code never imports the PostgreSQL driver: call the API.' },
    { name: 'fastify', message: 'Browser code never imports the HTTP server (fastify).' },
  ],
  patterns: [
    { group: ['kysely/*', 'pg/*', 'fastify/*', '@fastify/*'], message: 'Browser code never imports server packages.' },
    { group: ['node:*'], message: 'Browser code never imports Node built-ins (node:*).' },
    { group: ['@electric-sql/pglite', '@electric-sql/pglite/*'], message: 'Browser code never imports PGlite.' },
    { regex: '^(api(/|$)|(\\.\\./)+api/src(/|$))', message: 'Browser code never imports the api package.' },
  ],
};

/**
 * The router is imported from shared-ui (shared-ui/src/router.ts), never from react-router directly: react-router is
 * then bundled once, inside the shared-ui federation singleton, and the shell and every remote use one router
 * context instance (ARCHITECTURE.md "Front-end builds"). Component tests may import it (e.g. MemoryRouter).
 */
const routerThroughSharedUi = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: "Import the router API from 'shared-ui' (one copy of react-router, one router context for every package).",
}));

/**
 * A write that carries an Idempotency-Key goes through shared-ui's `useIdempotentMutation`, the one place that
 * makes and renews keys (CONTRIBUTING.md "Writing a screen"): the shell and the remotes never make a key themselves.
 */
const keysThroughTheSubmitHook = [
  {
    name: 'shared-contracts/browser',
    importNames: ['newIdempotencyKey'],
    message: "Send an Idempotency-Key write with shared-ui's useIdempotentMutation: it makes and renews the key.",
  },
];

/** The arrow goes one way: `app/` wires the features, a feature never imports `app/` (CONTRIBUTING.md "Writing a screen"). */
const featuresNeverImportApp = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'A feature never imports app/: move what it needs lower (a feature index, or shell/src/services/).',
};

/** Packages whose code ships to the browser; shared-contracts' `testing/` and tests run under Node only. */
const BROWSER_FILES = [
  'shell/src/**/*.{ts,tsx}',
  'mfe-*/src/**/*.{ts,tsx}',
  'shared-ui/src/**/*.{ts,tsx}',
  'shared-contracts/src/**/*.ts',
];
const BROWSER_NODE_ONLY = [
  'shared-contracts/src/testing/**',
  'shared-contracts/src/**/*.test.ts',
  'shared-contracts/src/**/__tests__/**',
];

/**
 * Feature zones: a file under `<package>/src/features/<a>/` reaches another feature `<b>` only through
 * `features/<b>/index.ts`, its public face; deep imports such as `../../b/hooks/useB` are reported.
 */
const featurePublicIndex = {
  meta: {
    type: 'problem',
    messages: {
      deep: "Feature '{{from}}' imports '{{spec}}' from inside feature '{{to}}': import it from '{{index}}' (features/{{to}}/index.ts) instead.",
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename.split(path.sep).join('/');
    const here = /\/src\/features\/([^/]+)\//.exec(file);
    if (!here) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const m = /^(.*\/src\/features\/([^/]+))(?:\/(.*))?$/.exec(target);
      if (!m || m[2] === here[1] || m[3] === undefined || m[3] === 'index' || m[3] === 'index.ts') return;
      const index = path.posix.relative(path.posix.dirname(file), m[1]);
      context.report({ node: node.source, messageId: 'deep', data: { from: here[1], to: m[2], spec, index } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
const local = { rules: { 'feature-public-index': featurePublicIndex } };

// File names: kebab-case modules, PascalCase React components, camelCase `useX` hooks; middle extensions
// (`.test`, `.bench`, `.d`) are ignored. Kebab-case .tsx is allowed for entry points, providers and test helpers.
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const HOOK = 'use+([A-Z])*([a-zA-Z0-9])';
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      'api/src/test-support/openapi-client/generated/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile, local },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'local/feature-public-index': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      'no-restricted-imports': ['error', { patterns: [noRemoteToRemote, sharedContractsEntries] }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': `@(${KEBAB}|${HOOK})`, '**/*.tsx': `@(${PASCAL}|${KEBAB}|${HOOK})` },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/filename-blocklist': [
        'error',
        { '**/use-*.{ts,tsx}': 'use*.ts' },
        { errorMessage: 'Hook files are named like their hook, in camelCase: useWalletBalance.ts, not {{ target }}.' },
      ],
    },
  },
  {
    files: BROWSER_FILES,
    ignores: BROWSER_NODE_ONLY,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: serverOnlyImports.paths,
          patterns: [noRemoteToRemote, sharedContractsEntries, ...serverOnlyImports.patterns],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**', '**/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...serverOnlyImports.paths, ...routerThroughSharedUi, ...keysThroughTheSubmitHook],
          patterns: [noRemoteToRemote, sharedContractsEntries, ...serverOnlyImports.patterns],
        },
      ],
    },
  },
  {
    // the wire contract (ARCHITECTURE.md "The wire contract"): the browser calls the api through `callRoute` with a
    // route of the table, never `api.get('some/path')` with a hand-written path and response type
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**', '**/src/test/**', 'shared-ui/src/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(api|http|client|opsApi|httpClient)$/][callee.property.name=/^(get|post|put|patch|delete)$/]",
          message:
            "Call the api with callRoute(api, 'METHOD /path', { params, query, body, idempotencyKey }) from shared-contracts: the route table types the path, the body and the answer.",
        },
      ],
    },
  },
  {
    files: ['shell/src/features/**/*.{ts,tsx}', 'mfe-*/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...serverOnlyImports.paths, ...routerThroughSharedUi, ...keysThroughTheSubmitHook],
          patterns: [noRemoteToRemote, sharedContractsEntries, ...serverOnlyImports.patterns, featuresNeverImportApp],
        },
      ],
    },
  },
  {
    // the end-to-end specs test the whole site: they may read a remote's own texts (mfe-*/src/i18n/)
    files: ['e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedContractsEntries] }] },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
