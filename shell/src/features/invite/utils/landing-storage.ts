/**
 * The landing page's referral code and UTM fields (docs/product.md "Local storage": UTM), kept under
 * STORAGE_KEYS.utm from the first page a visitor lands on until registration sends them: `?ref=` (or the older
 * `?invite=`) and utm_source / utm_medium / utm_campaign / utm_content / utm_term. A later landing that carries
 * any of them replaces what was kept (the last campaign wins); a landing without them keeps it.
 */
import { STORAGE_KEYS, UTM_FIELDS, type UtmField } from 'shared-contracts';

export type Landing = Partial<Record<UtmField | 'ref', string>>;

const REF_MAX = 32;
const UTM_MAX = 200;

/** Reads `search` (`?ref=ABC&utm_source=fb`) into `storage` when it carries a code or a UTM field. */
export function captureLanding(search: string, storage: Storage): void {
  const params = new URLSearchParams(search);
  const landing: Landing = {};
  const ref = (params.get('ref') ?? params.get('invite') ?? '').trim().slice(0, REF_MAX);
  if (ref) landing.ref = ref;
  for (const field of UTM_FIELDS) {
    const value = (params.get(field) ?? '').trim().slice(0, UTM_MAX);
    if (value) landing[field] = value;
  }
  if (Object.keys(landing).length === 0) return;
  try {
    storage.setItem(STORAGE_KEYS.utm, JSON.stringify(landing));
  } catch {
    // storage full or refused (private mode): the link still works through the register page's own query
  }
}

/** What was kept, {} when nothing (or something unreadable) is. */
export function readLanding(storage: Storage): Landing {
  try {
    const raw = JSON.parse(storage.getItem(STORAGE_KEYS.utm) ?? '{}') as unknown;
    if (!raw || typeof raw !== 'object') return {};
    const landing: Landing = {};
    for (const [k, v] of Object.entries(raw))
      if ((k === 'ref' || (UTM_FIELDS as readonly string[]).includes(k)) && typeof v === 'string' && v)
        landing[k as keyof Landing] = v.slice(0, k === 'ref' ? REF_MAX : UTM_MAX);
    return landing;
  } catch {
    return {};
  }
}

/** The UTM fields of what was kept, as the registration body carries them. */
export function landingUtm(landing: Landing): Partial<Record<UtmField, string>> {
  return Object.fromEntries(UTM_FIELDS.filter((f) => landing[f]).map((f) => [f, landing[f]!]));
}

/** Forgets the landing once the account exists. */
export function clearLanding(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.utm);
}
