/**
 * Kysely table types of `api/migrations/*.sql`. Money columns are satang (bigint, read as number:
 * the int8 parser is set in database.ts); instants are Date; draw dates are 'YYYY-MM-DD' strings.
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type DrawDate = ColumnType<string, string, string>;
type Json<T = unknown> = ColumnType<T, string, string>;

export interface AppSettingsTable {
  key: string;
  value: Json;
  updated_at: GeneratedTimestamp;
}

export interface RemotesTable {
  name: string;
  enabled: Generated<boolean>;
  /** The entry ops set (migration 0017); null = the default. */
  entry: string | null;
  updated_at: GeneratedTimestamp;
}

/** Every change of a remote's registry row (migration 0017), append-only. */
export interface RemoteRegistryHistoryTable {
  id: Generated<number>;
  name: string;
  action: 'set' | 'rollback';
  enabled: boolean;
  entry: string | null;
  prev_enabled: boolean;
  prev_entry: string | null;
  actor: string;
  created_at: GeneratedTimestamp;
}

export interface UsersTable {
  id: Generated<number>;
  customer_code: string;
  phone: string;
  pin_hash: string;
  role: Generated<'player' | 'ops'>;
  status: Generated<'ACTIVE' | 'INACTIVE' | 'BANNED'>;
  invite_code: string;
  invited_by: number | null;
  pin_failures: Generated<number>;
  pin_blocked_until: Timestamp | null;
  free_lottery: Generated<number>;
  created_at: GeneratedTimestamp;
  /** When the player confirmed being 20 or older (registration); null for accounts made before. */
  age_confirmed_at: Timestamp | null;
  /** Self-exclusion end: no login, bet or deposit before it (player protection). */
  self_excluded_until: Timestamp | null;
  /** When the PIN last changed: forgot PIN or change PIN (migration 0022). */
  pin_changed_at: Timestamp | null;
  /** When the phone last changed: forgot phone or change phone (migration 0022). */
  phone_changed_at: Timestamp | null;
}

/** A player's LINE account (migration 0023; api/src/line-link/): one per player, one player per LINE user id. */
export interface LineLinksTable {
  user_id: number;
  line_user_id: string;
  status: ColumnType<'CONNECTED' | 'LINE_BANNED', 'CONNECTED' | 'LINE_BANNED' | undefined, 'CONNECTED' | 'LINE_BANNED'>;
  linked_at: Timestamp;
  updated_at: Timestamp;
}

/** One OpenID Connect flow started at /connect (migration 0023): its state, nonce and PKCE verifier, single use. */
export interface LineLinkAttemptsTable {
  id: Generated<number>;
  user_id: number;
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** Phones that may not register or become a player's phone (migration 0022; E20026). */
export interface PhoneBlacklistTable {
  phone: string;
  reason: Generated<string>;
  created_at: GeneratedTimestamp;
  /** The ops user who added it (migration 0027; '' before). */
  created_by: Generated<string>;
}

/** Bank accounts that may not be registered (migration 0022; E20027). */
export interface BankAccountBlacklistTable {
  bank_code: string;
  bank_account_number: string;
  reason: Generated<string>;
  created_at: GeneratedTimestamp;
  /** The ops user who added it (migration 0027; '' before). */
  created_by: Generated<string>;
}

export interface UserBankAccountsTable {
  id: Generated<number>;
  user_id: number;
  bank_code: string;
  bank_account_number: string;
  bank_account_name: string;
  created_at: GeneratedTimestamp;
}

export interface OtpRequestsTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  session_token_hash: string;
  otp_hash: string;
  ref_code: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
  verified_token_hash: string | null;
  verified_expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
  created_at: Timestamp;
}

/** Throttle state of the auth doors (migration 0006): scopes pin_ip, pin_phone, otp_phone. */
export interface AuthThrottlesTable {
  scope: 'pin_ip' | 'pin_phone' | 'otp_phone';
  key: string;
  attempts: Generated<number>;
  window_start: Timestamp;
  last_at: Timestamp;
  locked_until: Timestamp | null;
  lockouts: Generated<number>;
  updated_at: Timestamp;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  otp: string | null;
  ref_code: string | null;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  session_token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  kind: 'player' | 'house' | 'rail' | 'hold';
  user_id: number | null;
  balance_satang: Generated<number>;
  allow_negative: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  kind: string;
  memo: Generated<string>;
  user_id: number | null;
  idempotency_scope: string;
  idempotency_key: string;
  created_at: Timestamp;
}

export interface LedgerPostingsTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount_satang: number;
  balance_after_satang: number;
  created_at: Timestamp;
}

export interface IdempotencyRecordsTable {
  scope: string;
  owner_id: number;
  key: string;
  request_hash: string;
  status_code: number | null;
  response: Json | null;
  created_at: Timestamp;
}

export interface DrawCalendarTable {
  game_code: string;
  draw_date: DrawDate;
  source: Generated<string>;
  created_at: GeneratedTimestamp;
}

export type RoundStateValue = 'scheduled' | 'open' | 'closed' | 'resulted' | 'settled' | 'void';

export interface RoundsTable {
  id: Generated<number>;
  game_code: string;
  draw_date: DrawDate;
  round_type: Generated<string>;
  state: RoundStateValue;
  open_at: Timestamp;
  close_at: Timestamp;
  result_expected_at: Timestamp;
  forced: Generated<boolean>;
  closed_at: Timestamp | null;
  result: Json | null;
  digits: Json | null;
  resulted_at: Timestamp | null;
  settled_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  /** Voids (0002): why, when and by whom (ops user id, 'admin-token' or 'scheduler'). */
  void_reason: string | null;
  voided_at: Timestamp | null;
  voided_by: string | null;
  /** The round's number within its day (0014): yeekee 1..88, every other game 1. */
  round_no: Generated<number>;
  /** 0031: a round ops closed before its scheduled close: who (ops_users.id) and why; when = closed_at. */
  closed_early_by: number | null;
  closed_early_reason: string | null;
}

/** A yeekee round's count of numbered shots (its sequencer's lock, migration 0034) and shooting close (0014). */
export interface YeekeeRoundsTable {
  round_id: number;
  shot_count: Generated<number>;
  shots_closed_at: Timestamp | null;
  /** SHA-256 (hex) of the round's secret, published before the round opens (migration 0030). */
  secret_hash: string | null;
  /** The round's secret (64 hex), stored and published at the close only. */
  secret: string | null;
}

/** Shots one player fired into one round (capped at YEEKEE_MAX_SHOTS_PER_PLAYER). */
export interface YeekeePlayerShotsTable {
  round_id: number;
  user_id: number;
  shot_count: number;
}

/** One accepted yeekee shot: `seq` 1..n within its round, in the order it was accepted. */
export interface YeekeeShotsTable {
  /** From the sequence yeekee_shot_ids at the insert (migration 0034): the order the sequencer numbers in. */
  id: Generated<number>;
  round_id: number;
  /** 1..n within the round, set by the round's sequencer after the shot committed; null until then. */
  seq: number | null;
  user_id: number;
  number: string;
  shot_at: Timestamp;
}

export interface BetSlipsTable {
  id: Generated<number>;
  slip_code: string;
  user_id: number;
  round_id: number;
  game_code: string;
  remark: Generated<string>;
  total_satang: number;
  payout_satang: Generated<number>;
  status: Generated<string>;
  transfer_id: number;
  created_at: Timestamp;
  cancel_fee_satang: Generated<number>;
}

export interface BetLinesTable {
  id: Generated<number>;
  slip_id: number;
  line_no: number;
  kind: string;
  number: string;
  amount_satang: number;
  rate_x100: number;
  status: Generated<'PENDING' | 'WIN' | 'LOSE' | 'CANCEL' | 'USER_CANCEL'>;
  payout_satang: Generated<number>;
  settled_at: Timestamp | null;
  /** Sets (SET_4D) or tickets (SIX_NUMBER), null for rate kinds (0002). */
  units: number | null;
  rule: string | null;
  prize_tier: string | null;
  cancelled_at: Timestamp | null;
  cancel_fee_satang: Generated<number>;
}

/** Restricted numbers (0002): caps in satang (rate kinds) or units (set/zodiac). */
export interface RestrictedNumbersTable {
  id: Generated<number>;
  game_code: string;
  round_id: number | null;
  kind: string;
  number: string;
  rule: 'CLOSED' | 'REDUCED_RATE' | 'CAP';
  rate_factor: ColumnType<string | null, string | number | null, string | number | null>;
  cap_amount: number | null;
  per_player_cap: number | null;
  created_by: string;
  created_at: Timestamp;
}

export interface RoundNumberTotalsTable {
  round_id: number;
  kind: string;
  number: string;
  total: number;
  /** Payout if this number wins, satang, over pending lines (0009: house exposure). */
  exposure: Generated<number>;
}

/** Ops' cap on a number's exposure per round, per game and kind, satang (0009); no row = the default. */
export interface ExposureCapsTable {
  game_code: string;
  kind: string;
  cap_satang: number;
  updated_by: string;
  updated_at: Timestamp;
}

/** Ops' rate and stake limits of one game's bet kind (0018); NULL column = the catalogue's value. */
export interface GameKindSettingsTable {
  game_code: string;
  kind: string;
  /** Baht paid per baht staked ×100. */
  rate_x100: number | null;
  min_satang: number | null;
  max_satang: number | null;
  updated_at: Timestamp;
  /** ops_users.id */
  updated_by: number;
}

/** Every change of a `game_kind_settings` row (0018): overrides before and after, NULL = the catalogue's value. */
export interface GameKindSettingsHistoryTable {
  id: Generated<number>;
  game_code: string;
  kind: string;
  old_rate_x100: number | null;
  new_rate_x100: number | null;
  old_min_satang: number | null;
  new_min_satang: number | null;
  old_max_satang: number | null;
  new_max_satang: number | null;
  ops_user_id: number;
  ops_username: string;
  reason: string | null;
  created_at: Timestamp;
  /** The operator who confirmed an out-of-band change (0032); null = applied at once. */
  confirmed_by_username: Generated<string | null>;
}

/**
 * An out-of-band change of a game's rates/limits or exposure caps waiting for a second operator (0032;
 * draw-games/setting-changes/). `changes`: the fields that change, override old → new in the table's unit.
 */
export interface OpsSettingChangesTable {
  id: Generated<number>;
  game_code: string;
  setting: 'game_rates' | 'exposure_caps';
  changes: Json<SettingFieldChangeJson[]>;
  reason: string | null;
  status: Generated<'PENDING' | 'CONFIRMED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED' | 'STALE'>;
  requested_by: number;
  requested_by_username: string;
  requested_at: Timestamp;
  expires_at: Timestamp;
  decided_by: number | null;
  decided_by_username: string | null;
  decided_at: Timestamp | null;
  note: string | null;
}

/** One field of a pending change (ops_setting_changes.changes): rate ×100 or satang; null = the default. */
export interface SettingFieldChangeJson {
  kind: string;
  field: 'rate' | 'min_amount' | 'max_amount' | 'cap';
  old: number | null;
  new: number | null;
}

/** A player's favourite game (migration 0003). */
export interface UserFavoritesTable {
  user_id: number;
  game_code: string;
  created_at: Timestamp;
}

/** One stored draft line; amounts in satang. */
export interface DraftLineRow {
  kind: string;
  number: string;
  amount_satang: number;
}

/** A saved number list per player and game (migration 0003). */
export interface DraftsTable {
  id: Generated<number>;
  user_id: number;
  game_code: string;
  name: string;
  sort_order: number;
  lines: Json<DraftLineRow[]>;
  line_count: number;
  total_satang: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ---------------------------------------------------------------- lottery shop (0004_lottery_shop.sql)

export interface LotteryInventoryTable {
  round_id: number;
  number: string;
  quantity: number;
  sold: Generated<number>;
}

export interface LotteryCartsTable {
  user_id: number;
  round_id: number;
  expired_at: Timestamp;
  updated_at: Timestamp;
}

export interface LotteryCartItemsTable {
  user_id: number;
  round_id: number;
  number: string;
  amount: number;
}

export interface LotterySlipsTable {
  id: Generated<number>;
  slip_code: string;
  user_id: number;
  round_id: number;
  remark: Generated<string>;
  total_count: number;
  total_satang: number;
  discount_satang: Generated<number>;
  paid_satang: number;
  free_used: Generated<number>;
  free_earned: Generated<number>;
  bgf_buy_count: number | null;
  bgf_free_count: number | null;
  promotions: ColumnType<unknown, string | undefined, string>;
  refunded_satang: Generated<number>;
  prize_satang: Generated<number>;
  transfer_id: number | null;
  settled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LotteryTicketsTable {
  id: Generated<number>;
  slip_id: number;
  round_id: number;
  number: string;
  price_satang: number;
  paid_with_free: Generated<boolean>;
  state: Generated<'available' | 'unavailable' | 'win' | 'refund' | 'user_cancel'>;
  prize_satang: Generated<number>;
  wins: ColumnType<unknown, string | undefined, string>;
  cancelled_at: Timestamp | null;
  settled_at: Timestamp | null;
}

export interface LotteryBuyersTable {
  user_id: number;
  first_purchase_at: Timestamp;
}

// ---------------------------------------------------------------- ops accounts, audit, maker-checker (0007_ops_audit.sql)

export type OpsRoleValue = 'admin' | 'operator' | 'auditor';

export interface OpsUsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: OpsRoleValue;
  /** NULL = created with the bootstrap ADMIN_API_TOKEN. */
  created_by: number | null;
  created_at: Timestamp;
  disabled_at: Timestamp | null;
  login_failures: Generated<number>;
  locked_until: Timestamp | null;
  last_login_at: Timestamp | null;
  /** 0031: 'pending' (created while two active admins exist) until another admin approves or rejects it. */
  approval: Generated<OpsApprovalValue>;
  /** 0031: the admin who approved or rejected the account, and when (NULL: created directly). */
  decided_by: number | null;
  decided_at: Timestamp | null;
}

/** An ops account's approval state (migration 0031, ops-accounts/decide-ops-user.ts). */
export type OpsApprovalValue = 'pending' | 'approved' | 'rejected';

export interface OpsSessionsTable {
  id: Generated<number>;
  ops_user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface AuditHeadTable {
  id: number;
  last_id: number;
  last_hash: string;
}

/** Append-only (a trigger refuses UPDATE/DELETE/TRUNCATE); hash-chained, see api/src/audit. */
export interface AuditLogTable {
  id: number;
  at: Timestamp;
  actor_kind: 'ops' | 'bootstrap-token' | 'system';
  ops_user_id: number | null;
  actor_name: string;
  action: string;
  target: string | null;
  before: Json | null;
  after: Json | null;
  request_id: string | null;
  prev_hash: string;
  hash: string;
  /** HMAC-SHA256 hex of the row keyed by AUDIT_SIGNING_KEY (0033; audit/audit-signature.ts); NULL before signing started. */
  sig: string | null;
  /** The public id of the key that made `sig` (16 hex digits). */
  key_id: string | null;
}

/** One row: rows up to signed_after_id predate signing (0033_audit_signatures.sql); every later row is signed. */
export interface AuditSigningTable {
  id: number;
  signed_after_id: number;
  created_at: Timestamp;
}

export interface RoundResultEntriesTable {
  round_id: number;
  raw: Json;
  digits: Json;
  revision: Generated<number>;
  entered_by: number;
  entered_at: Timestamp;
  confirmed_by: number | null;
  confirmed_at: Timestamp | null;
}

// ---------------------------------------------------------------- player protection (0008_player_protection.sql)

/** A player's protection settings row (also the row their deposits, bets and checkouts lock). */
export interface PlayerProtectionTable {
  user_id: number;
  /** Reality-check interval chosen by the player; null = REALITY_CHECK_MINUTES. */
  reality_check_minutes: number | null;
  updated_at: Timestamp;
}

export type PlayerLimitKind =
  'deposit_day' | 'deposit_week' | 'deposit_month' | 'loss_day' | 'loss_week' | 'loss_month';

/** One deposit or loss limit, satang (null = none), with its pending raise or removal. */
export interface PlayerLimitsTable {
  user_id: number;
  kind: PlayerLimitKind;
  limit_satang: number | null;
  pending_satang: number | null;
  /** Set when a raise or removal is waiting; it applies from this instant on. */
  pending_effective_at: Timestamp | null;
  updated_at: Timestamp;
}

/**
 * A live timetoken (bigint, 17 digits: epoch ms * 10000 + counter). It exceeds 2^53, so the int8 parser's
 * number is lossy: select it as text (`timetoken::text`); write and compare it as a decimal string.
 */
type Timetoken = ColumnType<number | string, string, string>;

/** The one timetoken clock of the live layer (migration 0010). */
export interface LiveClockTable {
  id: Generated<boolean>;
  last_tt: Timetoken;
}

/** A live message (live/): `in_history` false for `store=0`; gone after `expires_at`. */
export interface LiveMessagesTable {
  timetoken: Timetoken;
  channel: string;
  publisher: string;
  user_id: number | null;
  message: Json;
  meta: Json | null;
  custom_message_type: string | null;
  in_history: boolean;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** A live event committed with its transaction, waiting for the relay (migration 0034, live/live-relay.ts). */
export interface LiveOutboxTable {
  id: Generated<number>;
  channel: string;
  publisher: string;
  user_id: number | null;
  message: Json;
  meta: Json | null;
  custom_message_type: string | null;
  in_history: boolean;
  ttl_hours: number | null;
  created_at: Timestamp;
}

/** A message action (reaction); `removed_timetoken` set once removed. */
export interface LiveMessageActionsTable {
  action_timetoken: Timetoken;
  channel: string;
  message_timetoken: Timetoken;
  type: string;
  value: string;
  publisher: string;
  user_id: number | null;
  removed_timetoken: Timetoken | null;
  created_at: Timestamp;
}

/** A player's live token version (bump = revoke) and chat ban. */
export interface LiveAccessTable {
  user_id: number;
  token_version: Generated<number>;
  banned_until: Timestamp | null;
  ban_reason: string | null;
  updated_at: Timestamp;
}

/** A notification (notifications/, migration 0012): one player's (user_id), or an announcement to all (null). */
export interface NotificationsTable {
  id: Generated<number>;
  uid: Generated<string>;
  user_id: number | null;
  tab: 'reward' | 'transaction' | 'announcement';
  kind: 'PRIZE_WON' | 'VOID_REFUND' | 'DEPOSIT' | 'ANNOUNCEMENT' | 'WITHDRAW_PAID' | 'WITHDRAW_REJECTED';
  params: Json<Record<string, string | number>>;
  source_key: string | null;
  created_at: Timestamp;
}

/** One player's read of one notification. */
export interface NotificationReadsTable {
  user_id: number;
  notification_id: number;
  read_at: Timestamp;
}

/** A player's report of a chat message (chat/, migration 0011), with a copy of the message. */
export interface ChatReportsTable {
  id: Generated<number>;
  message_timetoken: Timetoken;
  channel: string;
  reporter_user_id: number;
  reason: 'ABUSE' | 'SPAM' | 'ADVERTISING' | 'OTHER';
  publisher: string;
  message_text: string;
  created_at: Timestamp;
  resolution: 'deleted' | 'dismissed' | null;
  resolved_at: Timestamp | null;
  resolved_by: string | null;
}

/** A player's seed pair of a mini-game (migration 0013): the server seed is secret until `revealed_at`. */
export interface MinigameSeedsTable {
  id: Generated<number>;
  user_id: number;
  game_code: 'CT' | 'PYC';
  server_seed: string;
  commitment: string;
  client_seed: string;
  /** Slips played on the pair: the next slip's nonce. */
  slips_played: Generated<number>;
  created_at: Timestamp;
  revealed_at: Timestamp | null;
}

/** A mini-game streak slip (migration 0013); `payout_satang` is the running payout. */
export interface MinigameSlipsTable {
  id: Generated<number>;
  slip_code: string;
  user_id: number;
  game_code: 'CT' | 'PYC';
  seed_id: number;
  nonce: number;
  client_seed: string;
  stake_satang: number;
  multiplier_x100: number;
  max_payout_satang: number;
  payout_satang: number;
  wins: Generated<number>;
  steps: Generated<number>;
  status: Generated<'OPEN' | 'LOST' | 'CASHED_OUT'>;
  remark: Generated<string>;
  stake_transfer_id: number;
  payout_transfer_id: number | null;
  created_at: Timestamp;
  ended_at: Timestamp | null;
}

/** One call of a mini-game slip (migration 0013). */
export interface MinigameStepsTable {
  slip_id: number;
  step: number;
  guess: string;
  outcome: string;
  result: 'WIN' | 'LOSE' | 'DRAW';
  payout_after_satang: number;
  created_at: Timestamp;
}

/** One ops change of a player's status (0019_player_status_history.sql), append-only. */
export interface PlayerStatusHistoryTable {
  id: Generated<number>;
  user_id: number;
  from_status: 'ACTIVE' | 'INACTIVE' | 'BANNED';
  to_status: 'ACTIVE' | 'INACTIVE' | 'BANNED';
  reason: string;
  ops_user_id: number | null;
  actor_name: string;
  sessions_revoked: Generated<number>;
  created_at: Timestamp;
}

/** A withdraw request (0021_withdrawals_and_manual_deposits.sql, wallet/withdrawals/). */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_satang: number;
  state: Generated<'PENDING' | 'SUCCESS' | 'CANCEL'>;
  bank_code: string;
  bank_account_number: string;
  bank_account_name: string;
  /** Bangkok date, YYYY-MM-DD. */
  bangkok_day: string;
  hold_transfer_id: number;
  settle_transfer_id: number | null;
  requested_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decided_by_name: string | null;
  reason: string | null;
  /** PLAYER: asked by the player; SELF_EXCLUSION: the balance returned to a self-excluded player (migration 0029). */
  source: Generated<WithdrawalSource>;
}

export type WithdrawalSource = 'PLAYER' | 'SELF_EXCLUSION';

/** A declared bank-transfer deposit (0021_withdrawals_and_manual_deposits.sql, wallet/manual-deposits/). */
export interface ManualDepositsTable {
  id: Generated<number>;
  user_id: number;
  amount_satang: number;
  transferred_at: Timestamp;
  slip_reference: Generated<string>;
  state: Generated<'PENDING' | 'SUCCESS' | 'CANCEL'>;
  declared_at: Timestamp;
  transfer_id: number | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
  decided_by_name: string | null;
  reason: string | null;
}

/** How a player came (0024_invites.sql): the referral code named, the referrer found, the landing UTM fields. */
export interface InviteSignupsTable {
  user_id: number;
  referrer_id: number | null;
  code_used: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  created_at: Timestamp;
}

/** Ops' invite commission rates (0024), append-only: basis points of settled stakes, in force from effective_from. */
export interface InviteCommissionRatesTable {
  id: Generated<number>;
  bps: number;
  effective_from: Timestamp;
  ops_user_id: number | null;
  ops_username: string;
  reason: string | null;
  created_at: Timestamp;
}

/** One invite commission per settled slip of an invited player (0024); unique (source, slip_id). */
export interface InviteCommissionsTable {
  id: Generated<number>;
  source: 'draw' | 'minigame';
  slip_id: number;
  slip_code: string;
  referrer_id: number;
  invitee_id: number;
  stake_satang: number;
  bps: number;
  commission_satang: number;
  transfer_id: number | null;
  settled_at: Timestamp;
  created_at: Timestamp;
}

/** A player's passed identity check (migration 0025; api/src/users/verify-identity.ts): no plain citizen id. */
export interface UserKycTable {
  user_id: number;
  /** HMAC-sha256 hex of the 13 digits with the server secret; unique (one card, one player). */
  citizen_id_hmac: string;
  citizen_id_last4: string;
  provider: string;
  verified_at: Timestamp;
}

/** The chat name a player chose (migration 0025; api/src/chat/set-chat-display-name.ts); `name_key` unique. */
export interface ChatDisplayNamesTable {
  user_id: number;
  display_name: string;
  name_key: string;
  updated_at: Timestamp;
}

export interface DB {
  app_settings: AppSettingsTable;
  remotes: RemotesTable;
  remote_registry_history: RemoteRegistryHistoryTable;
  users: UsersTable;
  user_bank_accounts: UserBankAccountsTable;
  otp_requests: OtpRequestsTable;
  auth_throttles: AuthThrottlesTable;
  sms_outbox: SmsOutboxTable;
  sessions: SessionsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_postings: LedgerPostingsTable;
  withdrawals: WithdrawalsTable;
  manual_deposits: ManualDepositsTable;
  idempotency_records: IdempotencyRecordsTable;
  draw_calendar: DrawCalendarTable;
  rounds: RoundsTable;
  bet_slips: BetSlipsTable;
  bet_lines: BetLinesTable;
  restricted_numbers: RestrictedNumbersTable;
  round_number_totals: RoundNumberTotalsTable;
  exposure_caps: ExposureCapsTable;
  game_kind_settings: GameKindSettingsTable;
  game_kind_settings_history: GameKindSettingsHistoryTable;
  ops_setting_changes: OpsSettingChangesTable;
  user_favorites: UserFavoritesTable;
  drafts: DraftsTable;
  lottery_inventory: LotteryInventoryTable;
  lottery_carts: LotteryCartsTable;
  lottery_cart_items: LotteryCartItemsTable;
  lottery_slips: LotterySlipsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_buyers: LotteryBuyersTable;
  ops_users: OpsUsersTable;
  ops_sessions: OpsSessionsTable;
  audit_head: AuditHeadTable;
  audit_log: AuditLogTable;
  audit_signing: AuditSigningTable;
  round_result_entries: RoundResultEntriesTable;
  player_protection: PlayerProtectionTable;
  player_limits: PlayerLimitsTable;
  live_clock: LiveClockTable;
  live_messages: LiveMessagesTable;
  live_outbox: LiveOutboxTable;
  live_message_actions: LiveMessageActionsTable;
  live_access: LiveAccessTable;
  chat_reports: ChatReportsTable;
  notifications: NotificationsTable;
  notification_reads: NotificationReadsTable;
  minigame_seeds: MinigameSeedsTable;
  minigame_slips: MinigameSlipsTable;
  minigame_steps: MinigameStepsTable;
  yeekee_rounds: YeekeeRoundsTable;
  yeekee_shots: YeekeeShotsTable;
  yeekee_player_shots: YeekeePlayerShotsTable;
  player_status_history: PlayerStatusHistoryTable;
  phone_blacklist: PhoneBlacklistTable;
  bank_account_blacklist: BankAccountBlacklistTable;
  line_links: LineLinksTable;
  line_link_attempts: LineLinkAttemptsTable;
  invite_signups: InviteSignupsTable;
  invite_commission_rates: InviteCommissionRatesTable;
  invite_commissions: InviteCommissionsTable;
  user_kyc: UserKycTable;
  chat_display_names: ChatDisplayNamesTable;
}
