/** Chat moderation: players' reports of chat messages (delete, dismiss, ban the author) and the current bans. */
export { ChatModerationPage } from './components/ChatModerationPage';
