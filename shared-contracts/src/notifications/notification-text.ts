/**
 * The Thai title and body of a stored notification (schemas/notifications.ts): an ANNOUNCEMENT is the ops'
 * own text; every other kind is its `notifications.kinds.<KIND>` texts with the params filled in (the game's
 * Thai name from the catalogue, the draw date in the Buddhist era, the amount in baht with separators).
 * Pure: the api renders its answers with it, and any front end may.
 */
import type { TFunction } from 'i18next';
import { gameByCode } from '../games/catalogue';
import { formatBaht } from '../money';
import type { NotificationKind, NotificationParams } from './notification-kinds';
import { formatThaiDrawDate } from '../time';

const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

export function notificationText(
  n: { kind: NotificationKind; params: NotificationParams },
  t: TFunction,
): { title: string; body: string } {
  const p = n.params;
  if (n.kind === 'ANNOUNCEMENT') return { title: text(p.title), body: text(p.body) };
  const game = typeof p.game_code === 'string' ? gameByCode(p.game_code) : undefined;
  const values = {
    slip: text(p.slip_code),
    game: game ? t(game.labelKey) : text(p.game_code),
    date: typeof p.draw_date === 'string' ? formatThaiDrawDate(p.draw_date) : '',
    amount: typeof p.amount_satang === 'number' ? formatBaht(p.amount_satang) : '',
  };
  return {
    title: t(`notifications.kinds.${n.kind}.title`, values),
    body: t(`notifications.kinds.${n.kind}.body`, values),
  };
}
