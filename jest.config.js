/**
 * One jest run over every package (projects). swc transforms TypeScript and JSX (ARCHITECTURE.md "Front-end builds").
 * Tests sit beside the code (`*.test.ts` and `*.test.tsx` under each package's `src/`); the api's database suites
 * (harness in `api/src/test-support/`) run on PGlite and, when TEST_DATABASE_URL answers, on PostgreSQL too.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
  },
];
const transform = { '^.+\\.(t|j)sx?$': swc };
// ESM-only packages that jest must transform
const transformIgnorePatterns = ['/node_modules/(?!(p-queue|eventemitter3|p-timeout)/)'];

const web = (name) => ({
  displayName: name,
  rootDir: __dirname,
  roots: [`<rootDir>/${name}/src`],
  testEnvironment: 'jsdom',
  // a screen test waits on real timers and user events: room for two workers on two busy cores
  testTimeout: 15_000,
  transform,
  transformIgnorePatterns,
  setupFilesAfterEnv: ['<rootDir>/jest.setup-dom.js'],
  moduleNameMapper: { '\\.(css|png|svg|jpg)$': '<rootDir>/jest.file-stub.js' },
});

module.exports = {
  // one name per run for the api's prepared test databases (api/src/test-support/database-templates.ts)
  globalSetup: '<rootDir>/jest.global-setup.js',
  globalTeardown: '<rootDir>/jest.global-teardown.js',
  projects: [
    {
      displayName: 'shared-contracts',
      rootDir: __dirname,
      roots: ['<rootDir>/shared-contracts/src'],
      testEnvironment: 'node',
      transform,
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      roots: ['<rootDir>/api/src'],
      testEnvironment: 'node',
      transform: { ...transform, '^.+\\.cjs$': swc },
      // ESM-only packages (openid-client, oauth4webapi and jose of LINE linking) and PGlite's CJS build, which uses
      // import(): swc turns them into plain CommonJS (also when nested in another node_modules)
      transformIgnorePatterns: [
        '^(?!.*/node_modules/(@electric-sql/pglite|openid-client|oauth4webapi|jose)/).*/node_modules/',
      ],
    },
    ...[
      'shell',
      'shared-ui',
      'mfe-games',
      'mfe-lottery-shop',
      'mfe-minigames',
      'mfe-wallet',
      'mfe-chat',
      'mfe-backoffice',
    ].map(web),
  ],
};
