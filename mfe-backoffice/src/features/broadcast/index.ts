/** Notification broadcast: an announcement to every player or one player, previewed and confirmed before it goes. */
export { BroadcastPage } from './components/BroadcastPage';
