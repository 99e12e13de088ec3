/** The public face of the i18n feature: other features import only what is exported here. */
export { createShellI18n } from './create-shell-i18n';
export { usePageTexts } from './usePageTexts';
