/** Friend invite (docs/product.md "Friend invite"): the landing's code and UTM kept, the player's invite data. */
export { captureLanding, clearLanding, landingUtm, readLanding, type Landing } from './utils/landing-storage';
export { useMyInvites } from './hooks/useMyInvites';
export { LazyInviteQr } from './components/LazyInviteQr';
