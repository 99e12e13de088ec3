/**
 * The band an operator may move a per-game money setting within alone (issue 20; docs/product.md "Limits"), around
 * the catalogue default `d`, with the factors OPS_CHANGE_BAND_MIN (0.5) and OPS_CHANGE_BAND_MAX (1.1):
 * - a payout rate is in band when MIN × d ≤ rate ≤ MAX × d: above pays winners more than the house priced (an insider
 *   mints a payout), below cheats players;
 * - a stake limit (min or max stake of a line) or an exposure cap is in band when ≤ MAX × d: raising them lets more
 *   money ride on one number, lowering them only refuses bets (safe for the house and for players' money).
 * A value back at the default (null override) is always in band. Integer arithmetic (values ×100 or satang, factors ‰).
 */
import type { Config } from '../../config';

/** The fields the band applies to: a kind's rate, its min/max stake, its exposure cap. */
export type SettingField = 'rate' | 'min_amount' | 'max_amount' | 'cap';

/**
 * True when `value` (rate ×100 or satang, the value in force after the change) is inside the band around the
 * default `def` (same unit) for `field`.
 */
export function isInBand(
  config: Pick<Config, 'opsChangeBand'>,
  field: SettingField,
  value: number,
  def: number,
): boolean {
  const { minPermille, maxPermille } = config.opsChangeBand;
  if (value * 1000 > def * maxPermille) return false;
  if (field === 'rate' && value * 1000 < def * minPermille) return false;
  return true;
}
