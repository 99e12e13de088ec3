/**
 * shared-contracts' order (ARCHITECTURE.md "shared-contracts"), written once: the dependency-cruiser config
 * (.dependency-cruiser.cjs) makes its rules from this list and `npm run lint` enforces them, as for the api's list
 * (api-layers.cjs).
 *
 * Bottom first: the plain rules and values of each domain (no zod), then the wire schemas made of them, the readers
 * and the route table made of the schemas, the remote contract, the helpers built on it, the package's barrel
 * (`index.ts`), and last the browser-only entry (`browser/`, which imports the barrel by the package's own name, as
 * a remote does, so a federated build shares one copy). A rule file never names a schema: a reader of wire data goes
 * to `readers/`. Every file or folder under `shared-contracts/src/` is in one layer; tests may import anything.
 */
'use strict';

const SHARED_CONTRACTS_LAYERS = [
  // values and rules with no imports of ours
  ['codes', 'constants', 'money', 'time', 'bus', 'kyc', 'line-link', 'invites', 'reconciliation-range', 'chat'],
  ['envelope', 'wallet', 'player-protection', 'i18n', 'games', 'live', 'status'],
  ['notifications'],
  // zod: the wire shapes (the only place with zod besides games/result-schemas.ts)
  ['schemas'],
  ['readers', 'routes'],
  ['remote'],
  ['routing', 'http', 'testing'],
  ['index'],
  ['browser'],
];

module.exports = { SHARED_CONTRACTS_LAYERS };
