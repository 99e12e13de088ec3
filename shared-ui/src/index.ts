/**
 * shared-ui: the site's one design system (theme tokens, BrandBar, Button, TextField, Notice, Panel, Page, Icon...) and the
 * remote kit every remote is built from (`remote-kit/`: RemoteRoot, createRemoteParcel,
 * useRemote, useSession...). No data access of its own: remotes still talk only through the API client
 * and the bus they are given. Separate entries: `shared-ui/standalone` (`mountStandalone`, a remote's dev page)
 * and `shared-ui/testing` (test helpers).
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
export * from './usePartialCancel';
export * from './useNow';
export * from './useSecondsUntil';
export * from './usePopover';
export * from './ChoiceGrid';
export * from './BrandBar';
export * from './HeaderIcon';
export * from './GlobalStyles';
export * from './TextField';
// the field's parts, for a remote's own composite field (the shop's ThaiDateField)
export { FieldBox, FieldLabel, FieldMessage, fieldControlStyle } from './form-field';
export * from './SelectField';
export { FieldNote, type FieldProps } from './form-field';
export * from './Row';
export * from './Muted';
export * from './VisuallyHidden';
export * from './Digits';
export * from './Chip';
export * from './useIdempotentMutation';
export * from './remote-kit';
export * from './router';
