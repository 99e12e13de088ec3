/**
 * The console's frame and helpers every screen uses: its language, the refused-write notice, time formatting, its
 * form fields described as data, the inline confirm step (and the state of a confirm step) and the switch row.
 */
export { ConsoleLanguageProvider, useConsoleLang, useConsoleT, type ConsoleLang, LanguageToggle } from '../../i18n';
export { useNow } from 'shared-ui';
export { ActionError } from './components/ActionError';
export { ConfirmDialog } from './components/ConfirmDialog';
export { ConsoleBox, ConsoleFrame } from './components/ConsoleBox';
export { ConsoleSelectField, ConsoleTextField, type ConsoleFieldSpec } from './components/ConsoleFields';
export { InlineConfirm } from './components/InlineConfirm';
export { SwitchRow } from './components/SwitchRow';
export { useConfirmStep } from './hooks/useConfirmStep';
export { SearchForm } from './components/SearchForm';
export { ConsoleLayout } from './components/ConsoleLayout';
export { PageColumns } from './components/PageColumns';
export { bangkokTime, countdownText } from './utils/time';
