/** The public face of the player-protection feature: other features import only what is exported here. */
export { ProtectionLinkCard } from './components/ProtectionLinkCard';
export { protectionErrorText } from './utils/protection-error-text';
