/**
 * The api's domain order (ARCHITECTURE.md "Domain order"), written once: the dependency-cruiser config
 * (.dependency-cruiser.cjs) makes its rules from this list and `npm run lint` enforces them.
 *
 * Each entry is a layer, bottom first; each layer names files or folders directly under `api/src/` (a name without
 * `.ts` covers both `name.ts` and `name/`). A file imports only its own folder and the layers below its own; two
 * folders of one layer never import each other. To reach up, a lower folder takes a port: an interface (or a
 * function) that a higher one passes in or registers. Every file or folder under `api/src/` is in one layer (the
 * lint fails on a new one until it is placed here). Tests may import anything.
 */
'use strict';

const API_LAYERS = [
  // values with no imports of ours
  ['clock', 'dev-secret-file'],
  ['config'],
  // storage, error reporting, SMS: each reads only the config
  ['db', 'monitoring'],
  ['system', 'sms'],
  // HTTP basics: replies, errors, validation, rate limits, security headers, crypto helpers and the bearer
  // guards, which ask the context's `identities` port who a token is (they never name auth or ops-accounts)
  ['http'],
  // what every use case receives (app.ts builds it)
  ['context'],
  ['audit'],
  // whether a player may act at all: banned, inactive, self-excluded
  ['account-standing'],
  ['live'],
  ['auth', 'chat', 'notifications'],
  ['ops-accounts', 'favorites', 'line-link'],
  ['users'],
  ['player-protection'],
  ['wallet'],
  ['invites', 'minigames'],
  ['draw-games'],
  ['lottery-shop'],
  // coordinators: use cases that span the domains below (self-exclusion returns money through the wallet and the
  // mini-games, registration opens the wallet account and records the invite, prepare-database migrates and imports
  // the history at start; the scheduler's pass runs them all)
  ['self-exclusion', 'registration', 'prepare-database'],
  ['scheduler'],
  ['backoffice'],
  ['dev'],
  ['app'],
  // the cluster primary (WEB_CONCURRENCY): it names nothing of ours; main starts it or the server
  ['run-cluster-primary'],
  // entry points and the tests' harness
  ['main', 'verify-audit-cli', 'test-support'],
];

module.exports = { API_LAYERS };
