/**
 * Adds a lazily loaded page's Thai texts (e.g. `accountPageTexts`) to the shell's i18n instance before the page's
 * first `t()`: called at the top of the page's render. The same registration the remotes use (shared-ui
 * `registerTexts`: the `common` namespace, once per instance and texts object; another text for a key it has
 * throws), so the texts travel with the page's chunk instead of every first visit.
 */
import { useTranslation } from 'react-i18next';
import { registerTexts } from 'shared-ui';

export function usePageTexts(texts: Record<string, unknown>): void {
  const { i18n } = useTranslation();
  registerTexts(i18n, texts);
}
