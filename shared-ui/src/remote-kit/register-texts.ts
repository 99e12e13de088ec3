/**
 * Adds a remote's texts to the shell's i18n instance (docs/product.md "Players and language"; default Thai, a
 * console with a language toggle also adds `en`), once per instance and texts object: a remount or a re-render adds
 * nothing.
 *
 * With `ns` (the remote's own namespace, its name: `wallet`, `chat`...) the texts live apart from every other
 * package's, so a clash cannot happen; `common` (the shell's and the shared texts) is the fallback namespace
 * (`createThaiI18n`), so shared keys (game names, player protection) still resolve. A namespace already filled by
 * another texts object is a wiring mistake and throws. Without `ns` (texts still merged into `common`, as the
 * shell's lazily loaded page texts) a key that `common` already holds with another text throws
 * too, instead of silently keeping one of the two.
 */
import type { i18n as I18n } from 'i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE } from 'shared-contracts';

const registered = new WeakMap<I18n, WeakMap<object, string>>();

/** The dotted paths of `texts` whose leaf `existing` already holds with another value. */
function clashes(texts: Record<string, unknown>, existing: Record<string, unknown>, at = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => {
    const there = existing[key];
    if (there === undefined) return [];
    const path = at + key;
    const nested = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
    if (nested(value) && nested(there)) return clashes(value, there, `${path}.`);
    return value === there ? [] : [path];
  });
}

export function registerTexts(
  i18n: I18n,
  texts: Record<string, unknown>,
  lng: string = LOCALE,
  ns: string = I18N_DEFAULT_NAMESPACE,
): void {
  const done = registered.get(i18n) ?? new WeakMap<object, string>();
  registered.set(i18n, done);
  const where = `${lng}/${ns}`;
  if (done.get(texts) === where) return;
  const existing = i18n.getResourceBundle(lng, ns) as Record<string, unknown> | undefined;
  if (existing) {
    // a remote's own namespace takes one texts object; common takes more keys, never another text for a key it has
    const clash = ns === I18N_DEFAULT_NAMESPACE ? clashes(texts, existing) : Object.keys(existing);
    if (clash.length > 0)
      throw new Error(`i18n: texts for "${where}" clash with texts already registered there (${clash.join(', ')})`);
  }
  i18n.addResourceBundle(lng, ns, texts, true, false);
  done.set(texts, where);
}
