/**
 * Test-only: a two-operator setting change as `GET backoffice/setting-changes` (and a save beyond the band) answers
 * it: a pending STCN game-rates change of RUN_TOP's rate from the default 3.2 to 100000 (out of the band), asked by
 * `by`; `extra` overrides any field.
 */
import type { SettingChangeData } from 'shared-contracts';

/** The pending RUN_TOP rate change `id` asked by `by`, with `extra` over it. */
export const pendingRateChange = (
  id: string,
  by: string,
  extra: Partial<SettingChangeData> = {},
): SettingChangeData => ({
  id,
  game_code: 'STCN',
  setting: 'game_rates',
  status: 'PENDING',
  changes: [
    {
      kind: 'RUN_TOP',
      field: 'rate',
      old: null,
      new: 100000,
      default: 3.2,
      old_in_force: 3.2,
      new_in_force: 100000,
      in_band: false,
    },
  ],
  reason: 'promo',
  requested_by: by,
  requested_at: '2026-05-11T02:00:00Z',
  expires_at: '2026-05-12T02:00:00Z',
  decided_by: null,
  decided_at: null,
  note: null,
  ...extra,
});
