/**
 * The one i18next instance of the site (docs/product.md "Players and language"); remotes get
 * the same instance through RemoteProps and add their own texts to it.
 */
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createThaiI18n } from 'shared-contracts';

export function createShellI18n(): I18n {
  return createThaiI18n([initReactI18next]);
}
