/**
 * Shared singletons of the federation, declared once (ARCHITECTURE.md "Remotes and the shell").
 * Versions come from the root lockfile, so the shell and every remote agree.
 * The trailing-slash keys share subpaths such as react/jsx-runtime and react-dom/client.
 */
const v = (p) => require(`${p}/package.json`).version;
const single = (p) => ({ singleton: true, requiredVersion: `^${v(p)}`, version: v(p) });

module.exports = {
  react: single('react'),
  'react/': single('react'),
  'react-dom': single('react-dom'),
  'react-dom/': single('react-dom'),
  'react-router-dom': single('react-router-dom'),
  rxjs: single('rxjs'),
  'rxjs/': single('rxjs'),
  i18next: single('i18next'),
  'react-i18next': single('react-i18next'),
  '@emotion/react': single('@emotion/react'),
  '@emotion/react/': single('@emotion/react'),
  '@emotion/styled': single('@emotion/styled'),
  'single-spa': single('single-spa'),
  'single-spa-react': single('single-spa-react'),
  'single-spa-react/': single('single-spa-react'),
  'shared-contracts': single('shared-contracts'),
  // its entry points (`shared-contracts/browser`, `/testing`), from the package's `exports`
  'shared-contracts/': single('shared-contracts'),
  'shared-ui': single('shared-ui'),
  // one query cache library for the shell and every remote (ARCHITECTURE.md "Design system and fetching data")
  '@tanstack/react-query': single('@tanstack/react-query'),
  // the live layer's SDK (ARCHITECTURE.md "The live layer"): one copy for the shell's client and the chat, loaded
  // on demand (a dynamic import), never in a first-load bundle
  pubnub: single('pubnub'),
};
