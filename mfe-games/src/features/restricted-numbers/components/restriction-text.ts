import type { TFunction } from 'i18next';
import type { LimitNumberEntry } from 'shared-contracts';

/** The Thai terms of a restriction: closed, the reduced rate, or what is left of a cap. */
export function restrictionText(t: TFunction, e: LimitNumberEntry): string {
  if (e.rule === 'REDUCED_RATE') return t('lobby.restriction.REDUCED_RATE', { rate: e.rate ?? '-' });
  if (e.rule === 'CAP')
    return t('lobby.restriction.CAP', {
      amount: (e.remaining ?? e.cap ?? 0).toLocaleString('th-TH'),
      unit: t(`lobby.limitUnit.${e.unit}`),
    });
  return t('lobby.restriction.CLOSED');
}
