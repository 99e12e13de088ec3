/** The console's frame and helpers every screen uses: its language, the refused-write notice, time formatting. */
export { ConsoleLanguageProvider, useConsoleLang, useConsoleT, type ConsoleLang } from './hooks/console-language';
export { useNow } from 'shared-ui';
export { ActionError } from './components/ActionError';
export { ConsoleLayout } from './components/ConsoleLayout';
export { LanguageToggle } from './components/LanguageToggle';
export { bangkokTime, countdownText } from './utils/time';
