/**
 * Shared singletons of the federation, declared once (ARCHITECTURE.md "Remotes and the shell" and "Front-end
 * builds"). Versions come from the root lockfile, so the shell and every remote agree.
 * The trailing-slash keys share subpaths such as react/jsx-runtime and react-dom/client.
 *
 * Only what must be one instance at run time is shared, because a shared module is built whole (whoever
 * loads it cannot tree-shake it) and costs a request of its own:
 * - React and React DOM (one copy of each, hooks), emotion (one style cache and theme), i18next and
 *   react-i18next (the shell's instance and its context), TanStack Query (the QueryClientProvider context);
 * - shared-ui: the design system and the remote kit, which also carries the router (`shared-ui/src/router.ts`):
 *   react-router is bundled into it tree-shaken, so every router and route hook of the shell and the remotes use
 *   the one router context instance; nobody imports react-router-dom directly (ESLint);
 * - pubnub, loaded on demand (a dynamic import), never in a first-load bundle;
 * - small libraries the shell loads whole on every first visit anyway, so a remote uses its copy instead of
 *   downloading its own: dayjs (with its plugins and Thai locale: shared-contracts' Bangkok time) and p-queue.
 * Not shared, so each build tree-shakes them to what it uses: shared-contracts (pure code and data without
 * module state; errors crossing a boundary are recognised by name or code, not `instanceof`), rxjs (observables
 * of another copy interoperate), single-spa and single-spa-react (used by the shell and by shared-ui only).
 */
const fs = require('node:fs');
const path = require('node:path');

// read from the root node_modules: some packages (p-queue) do not export their package.json
const v = (p) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../node_modules', p, 'package.json'), 'utf8')).version;
// a package a front end built alone does not install (p-queue in mfe-games) is not shared by it: it never imports it
const single = (p) =>
  fs.existsSync(path.join(__dirname, '../../node_modules', p, 'package.json'))
    ? { singleton: true, requiredVersion: `^${v(p)}`, version: v(p) }
    : null;

const all = {
  react: single('react'),
  'react/': single('react'),
  'react-dom': single('react-dom'),
  'react-dom/': single('react-dom'),
  i18next: single('i18next'),
  'react-i18next': single('react-i18next'),
  '@emotion/react': single('@emotion/react'),
  '@emotion/react/': single('@emotion/react'),
  '@emotion/styled': single('@emotion/styled'),
  'shared-ui': single('shared-ui'),
  // one query cache library for the shell and every remote (ARCHITECTURE.md "Design system and fetching data")
  '@tanstack/react-query': single('@tanstack/react-query'),
  // the live layer's SDK (ARCHITECTURE.md "The live layer"): one copy for the shell's client and the chat, loaded
  // on demand (a dynamic import), never in a first-load bundle
  pubnub: single('pubnub'),
  dayjs: single('dayjs'),
  'dayjs/': single('dayjs'),
  'p-queue': single('p-queue'),
};
module.exports = Object.fromEntries(Object.entries(all).filter(([, spec]) => spec));
