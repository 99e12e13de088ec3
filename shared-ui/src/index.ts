/**
 * shared-ui: the remotes' design system (theme tokens, Button, Card, Notice, Panel, Page, Icon).
 * Pure presentation, no data access: remotes still talk only through shared-contracts and the bus.
 */
export * from './theme';
export * from './Button';
export * from './Card';
export * from './Icon';
export * from './Notice';
export * from './Page';
export * from './Panel';
export * from './TabBar';
export * from './useSessionSnapshot';
export * from './Dialog';
export * from './useRemotePath';
export * from './usePartialCancel';
export * from './ChoiceGrid';
