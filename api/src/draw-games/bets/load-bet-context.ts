/**
 * Everything a bet reads before it writes, in ONE round trip (issue 9: it was seven): the round row locked
 * FOR SHARE (ops' close and settlement wait for the bet), the system status flags, the restricted-number rules
 * of the game in force for the round, ops' exposure caps of the game, the player's ledger account and house
 * stripe (wallet/accounts.ts), ops' rates and stake limits of the game (rates/kind-settings.ts: `game` is the game
 * with its kinds in force), the slip's sequence number and whether the Idempotency-Key was used. Undefined when
 * the round does not exist. With `lock: false` nothing is locked (place-bet.ts reads this way before its
 * one-statement write, which takes the round's lock itself).
 */
import { sql } from 'kysely';
import { withEffectiveKinds, type GameDef, type SystemStatus } from 'shared-contracts';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/transaction';
import { SYSTEM_STATUS_KEY, systemStatusFrom } from '../../system/system-status';
import { houseAccountCode } from '../../wallet/accounts';
import { overridesFrom, type KindSettingRow } from '../rates/kind-settings';
import { exposureCapsFrom, type ExposureCaps } from '../restrictions/exposure-caps';
import { mergeNumberRules, type RestrictedNumberRow, type RuleMap } from '../restrictions/number-rules';
import type { RoundRow } from '../rounds/round-view';

export interface BetContext {
  /** The game with the rates and stake limits in force now (catalogue defaults merged with ops' overrides). */
  game: GameDef;
  round: RoundRow;
  systemStatus: SystemStatus;
  rules: RuleMap;
  exposureCaps: ExposureCaps;
  /** Ledger account ids. */
  accounts: { player: number; house: number };
  /** The next value of bet_slip_seq (the slip code's number). */
  sequence: number;
  /** Whether the player's Idempotency-Key (input.idempotency) already has a record (false when none was given). */
  keyUsed: boolean;
}

export async function loadBetContext(
  trx: DbOrTrx,
  config: Pick<Config, 'exposureCapSatang'>,
  input: {
    game: GameDef;
    roundId: number;
    userId: number;
    /** false: read without locking the round (the one-statement path's read, place-bet.ts). Default true. */
    lock?: boolean;
    idempotency?: { scope: string; key: string };
  },
): Promise<BetContext | undefined> {
  const { game, roundId, userId, idempotency } = input;
  const query = trx
    .selectFrom('rounds as r')
    .selectAll('r')
    .select((eb) => [
      eb.selectFrom('app_settings').select('value').where('key', '=', SYSTEM_STATUS_KEY).as('system_status'),
      sql<RestrictedNumberRow[]>`coalesce((
        select json_agg(json_build_object('kind', n.kind, 'number', n.number, 'rule', n.rule,
                        'rate_factor', n.rate_factor, 'cap_amount', n.cap_amount, 'per_player_cap', n.per_player_cap))
          from restricted_numbers n
         where n.game_code = ${game.code} and (n.round_id is null or n.round_id = r.id)), '[]'::json)`.as('rules'),
      sql<{ kind: string; cap_satang: number }[]>`coalesce((
        select json_agg(json_build_object('kind', c.kind, 'cap_satang', c.cap_satang))
          from exposure_caps c where c.game_code = ${game.code}), '[]'::json)`.as('caps'),
      sql<KindSettingRow[]>`coalesce((
        select json_agg(json_build_object('kind', s.kind, 'rate_x100', s.rate_x100, 'min_satang', s.min_satang,
                        'max_satang', s.max_satang))
          from game_kind_settings s where s.game_code = ${game.code}), '[]'::json)`.as('kind_settings'),
      eb.selectFrom('ledger_accounts').select('id').where('user_id', '=', userId).as('player_account'),
      eb.selectFrom('ledger_accounts').select('id').where('code', '=', houseAccountCode(userId)).as('house_account'),
      sql<string>`nextval('bet_slip_seq')`.as('sequence'),
      (idempotency
        ? sql<boolean>`exists (select 1 from idempotency_records i where i.scope = ${idempotency.scope}
                                 and i.owner_id = ${userId} and i.key = ${idempotency.key})`
        : sql<boolean>`false`
      ).as('key_used'),
    ])
    .where('r.id', '=', roundId);
  const row = await (input.lock === false ? query : query.forShare()).executeTakeFirst();
  if (!row) return undefined;
  const { system_status, rules, caps, kind_settings, player_account, house_account, sequence, key_used, ...round } =
    row;
  if (player_account === null) throw new Error(`user ${userId} has no ledger account`);
  if (house_account === null) throw new Error(`house stripe ${houseAccountCode(userId)} does not exist`);
  return {
    game: withEffectiveKinds(game, overridesFrom(kind_settings)),
    round,
    systemStatus: systemStatusFrom(system_status),
    rules: mergeNumberRules(rules),
    exposureCaps: exposureCapsFrom(config, game, new Map(caps.map((c) => [c.kind, Number(c.cap_satang)]))),
    accounts: { player: player_account, house: house_account },
    sequence: Number(sequence),
    keyUsed: key_used,
  };
}
