/**
 * Adds a remote's texts to the shell's i18n instance, into the shared `common` namespace of `lng` (default Thai,
 * docs/product.md "Players and language"; a console with a language toggle also adds `en`), once per instance and
 * texts object: a remount or a re-render adds nothing.
 * Existing keys win (`overwrite: false`), so a remote never changes the shell's texts.
 */
import type { i18n as I18n } from 'i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE } from 'shared-contracts';

const registered = new WeakMap<I18n, WeakSet<object>>();

export function registerTexts(i18n: I18n, texts: Record<string, unknown>, lng: string = LOCALE): void {
  const done = registered.get(i18n) ?? new WeakSet<object>();
  registered.set(i18n, done);
  if (done.has(texts)) return;
  i18n.addResourceBundle(lng, I18N_DEFAULT_NAMESPACE, texts, true, false);
  done.add(texts);
}
