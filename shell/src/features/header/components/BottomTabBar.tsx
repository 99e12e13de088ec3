/**
 * The mobile tab bar: home, games, lottery, wallet, chat (with the unread chat badge, capped "99+", from the
 * chat remote's `chat/unread-changed`). Hidden from 768px up (the header has a nav).
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Icon, theme, NavLink } from 'shared-ui';
import { badgeText } from '../../notifications';
import { useChatUnread } from '../hooks/useChatUnread';

const Bar = styled.nav({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 50,
  height: theme.chrome.tabBarHeight,
  paddingBottom: 'env(safe-area-inset-bottom)',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  background: theme.color.card,
  borderTop: `1px solid ${theme.color.line}`,
  boxShadow: '0 -4px 14px rgba(92, 7, 16, 0.08)',
  [theme.media.desktop]: { display: 'none' },
  a: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.1rem',
    fontSize: '0.8rem',
    textDecoration: 'none',
    color: theme.color.muted,
  },
  'a.active': { color: theme.color.red, fontWeight: 700 },
  'a svg': { width: '1.45rem', height: '1.45rem' },
});
const Badge = styled.span({
  position: 'absolute',
  top: '0.35rem',
  left: 'calc(50% + 0.35rem)',
  minWidth: '1.15rem',
  height: '1.15rem',
  padding: '0 0.25rem',
  borderRadius: theme.radius.pill,
  background: theme.color.red,
  color: '#fff',
  fontSize: '0.68rem',
  fontWeight: 800,
  display: 'grid',
  placeItems: 'center',
});

const TABS = [
  { to: '/', icon: 'home', label: 'nav.home', end: true },
  { to: '/gamelobby/underground', icon: 'target', label: 'nav.games', end: false },
  { to: '/lottery/thai', icon: 'ticket', label: 'nav.lottery', end: false },
  { to: '/wallet', icon: 'wallet', label: 'nav.wallet', end: false },
  { to: '/chat', icon: 'chat', label: 'nav.chat', end: false },
] as const;

export function BottomTabBar() {
  const { t } = useTranslation();
  const chatBadge = badgeText(useChatUnread());
  return (
    <Bar aria-label={t('nav.home')} data-testid="bottom-tab-bar">
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end}>
          <Icon name={tab.icon} />
          {t(tab.label)}
          {tab.icon === 'chat' && chatBadge && <Badge data-testid="chat-unread-badge">{chatBadge}</Badge>}
        </NavLink>
      ))}
    </Bar>
  );
}
