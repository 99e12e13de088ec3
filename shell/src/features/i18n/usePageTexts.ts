/**
 * Adds a lazily loaded page's Thai texts (e.g. `accountPageTexts`) to the shell's i18n instance, into the shared
 * `common` namespace, before the page's first `t()`: called at the top of the page's render. Once per instance and
 * texts object; existing keys win. The texts then travel with the page's chunk instead of every first visit.
 */
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE } from 'shared-contracts';

const added = new WeakMap<I18n, WeakSet<object>>();

export function usePageTexts(texts: Record<string, unknown>): void {
  const { i18n } = useTranslation();
  const done = added.get(i18n) ?? new WeakSet<object>();
  added.set(i18n, done);
  if (done.has(texts)) return;
  i18n.addResourceBundle(LOCALE, I18N_DEFAULT_NAMESPACE, texts, true, false);
  done.add(texts);
}
