/**
 * The identity check's provider (KYC_PROVIDER, README "Configuration"): who says whether the card's holder is the
 * player. `demo` has no outside registry: it accepts when the names on the card are the player's registered bank
 * account name (compared like forgot-phone: case, spaces and a leading title aside) and the birth date makes the
 * player at least KYC_MIN_AGE_YEARS (20) on the Bangkok day of the check. A real provider (e.g. the DOPA
 * card-check service) plugs in here with the same shape.
 */
import { KYC_MIN_AGE_YEARS } from 'shared-contracts';
import { normaliseAccountName } from '../auth/forgot-phone';
import type { Config } from '../config';

/** What the provider is asked: the card (normalised), the names as typed, and what the site knows of the player. */
export interface KycCheck {
  citizenId: string;
  laserCode: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  /** The bank account names the player registered. */
  registeredNames: readonly string[];
  /** Today in Bangkok, `YYYY-MM-DD`. */
  today: string;
}

export interface KycProvider {
  readonly name: string;
  /** True when the card's holder is the player; false → 400 E20008 "citizen info invalid". */
  check(input: KycCheck): Promise<boolean>;
}

/** Whole years from `birthDate` to `today` (both `YYYY-MM-DD`); negative for a date after today. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The `demo` provider: registered bank account name and age 20+ (no registry). */
export const demoKycProvider: KycProvider = {
  name: 'demo',
  async check(input) {
    const typed = normaliseAccountName(`${input.firstName} ${input.lastName}`);
    const nameMatches = input.registeredNames.some((n) => normaliseAccountName(n) === typed);
    return nameMatches && ageOn(input.birthDate, input.today) >= KYC_MIN_AGE_YEARS;
  },
};

/** The provider KYC_PROVIDER names. */
export function kycProviderFor(config: Pick<Config, 'kycProvider'>): KycProvider {
  switch (config.kycProvider) {
    case 'demo':
      return demoKycProvider;
  }
}
