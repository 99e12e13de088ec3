/**
 * The one i18next instance of the site (spec section 9: Thai, default namespace `common`); remotes get
 * the same instance through RemoteProps and add their own texts to it.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE, i18nResources } from 'shared-contracts';

export function createShellI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: i18nResources,
    lng: LOCALE,
    fallbackLng: LOCALE,
    ns: [I18N_DEFAULT_NAMESPACE],
    defaultNS: I18N_DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
