/**
 * PUT backoffice/minigames/{game} (operator): changes a mini-game's multiplier, stake limits, largest payout or
 * closes it; null puts a setting back to its default. New slips are staked under the new values; a slip keeps
 * the multiplier and cap it was staked under. Refused with 400 E10000 naming the field when the limits do not
 * fit together (min ≤ max, and the largest stake's first win within the largest payout). Audited
 * (`minigame.settings.set`, before → after) in the same transaction.
 */
import { AppError, ErrorCode, nextPayoutSatang, satangToBaht, type MiniGameSettingsData } from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import {
  miniGameSettingsView,
  readMiniGameSettings,
  settingsKey,
  storedMiniGameSettings,
  type StoredMiniGameSettings,
} from './minigame-settings';
import type { StreakGameInfo } from './streak-game';

/** The parsed body: satang and ×100; null = back to the default, undefined = unchanged. */
export interface MiniGameSettingsChange {
  multiplier?: number | null;
  min_bet?: number | null;
  max_bet?: number | null;
  max_payout?: number | null;
  is_closed?: boolean;
}

export async function setMiniGameSettings(
  ctx: AppContext,
  actor: AuditActor,
  game: StreakGameInfo,
  change: MiniGameSettingsChange,
): Promise<MiniGameSettingsData> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await readMiniGameSettings(trx, ctx.config, game);
    const next: StoredMiniGameSettings = { ...(await storedMiniGameSettings(trx, game)) };
    const apply = (field: keyof StoredMiniGameSettings, value: number | boolean | null | undefined) => {
      if (value === undefined) return;
      if (value === null) delete next[field];
      else (next as Record<string, number | boolean>)[field] = value;
    };
    apply('multiplier_x100', change.multiplier);
    apply('min_bet_satang', change.min_bet);
    apply('max_bet_satang', change.max_bet);
    apply('max_payout_satang', change.max_payout);
    apply('is_closed', change.is_closed);
    const value = JSON.stringify(next);
    await trx
      .insertInto('app_settings')
      .values({ key: settingsKey(game), value, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
      .execute();
    const after = await readMiniGameSettings(trx, ctx.config, game);
    const problems: { path: string; message: string }[] = [];
    if (after.minBetSatang < 1) problems.push({ path: 'min_bet', message: 'min_bet must be more than 0 baht' });
    if (after.minBetSatang > after.maxBetSatang)
      problems.push({
        path: 'min_bet',
        message: `min_bet (${satangToBaht(after.minBetSatang)}) must not be above max_bet (${satangToBaht(after.maxBetSatang)})`,
      });
    if (nextPayoutSatang(after.maxBetSatang, after.multiplierX100) > after.maxPayoutSatang)
      problems.push({
        path: 'max_payout',
        message: `max_payout (${satangToBaht(after.maxPayoutSatang)}) must hold one win of the largest stake: at least ${satangToBaht(nextPayoutSatang(after.maxBetSatang, after.multiplierX100))} baht`,
      });
    if (problems.length > 0)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `invalid settings for ${game.slug}: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
        problems,
      );
    const view = miniGameSettingsView(game, after);
    await recordAudit(
      trx,
      actor,
      {
        action: 'minigame.settings.set',
        target: `game:${game.code}`,
        before: miniGameSettingsView(game, before),
        after: view,
      },
      now,
    );
    return view;
  });
}
