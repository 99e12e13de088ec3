/** The public face of the notifications feature: other features import only what is exported here. */
export { NotificationBell } from './components/NotificationBell';
export { badgeText } from './utils/badge-text';
