/**
 * The console's language, below every feature: the provider and `useConsoleT`, and the toggle. The login screen
 * (features/auth) and the console frame (features/console) both use it, so neither feature reaches into the other
 * for it (features/console re-exports it for its screens).
 */
export {
  BACKOFFICE_NAMESPACE,
  ConsoleLanguageProvider,
  useConsoleLang,
  useConsoleT,
  type ConsoleLang,
} from './console-language';
export { LanguageToggle } from './LanguageToggle';
