/**
 * The `type`s of what the api publishes on the `system` channel and on a player's private channel
 * (`LiveServerMessage`, ARCHITECTURE.md "The live layer"); the shell turns them into bus events or refetches.
 * - `system-status/changed` (system): ops changed the flags; read `backoffice/system/status` again.
 * - `remotes/changed` {name, enabled} (system): ops switched a remote; read `remotes` again.
 * - `notification/created` {uid, tab, kind, created_at} (private; system for an announcement to everyone).
 * - `wallet/balance-changed` (private): money moved without the page asking (a payout, a refund, a deposit).
 */
export const LIVE_SERVER_EVENTS = {
  systemStatusChanged: 'system-status/changed',
  remotesChanged: 'remotes/changed',
  notificationCreated: 'notification/created',
  balanceChanged: 'wallet/balance-changed',
} as const;
