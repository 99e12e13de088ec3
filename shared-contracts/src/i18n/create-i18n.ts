/**
 * A Thai i18next instance with the `common` namespace (docs/product.md "Players and language":
 * one locale, Thai display, default namespace `common`), initialised synchronously. The shell creates the site's one instance
 * with it (adding react-i18next as a plugin); standalone remotes and component tests create their own.
 */
import i18next, { type i18n as I18n, type Module } from 'i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE } from '../constants';
import { i18nResources } from '.';

export function createThaiI18n(plugins: Module[] = []): I18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    // a copy: i18next keeps and extends the object it is given, and every instance (tests make many) must start
    // from the same texts, without the namespaces and keys another instance added
    resources: JSON.parse(JSON.stringify(i18nResources)) as typeof i18nResources,
    lng: LOCALE,
    fallbackLng: LOCALE,
    ns: [I18N_DEFAULT_NAMESPACE],
    defaultNS: I18N_DEFAULT_NAMESPACE,
    // a remote's own namespace (RemoteRoot `namespace`) falls back to the shared texts
    fallbackNS: I18N_DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
