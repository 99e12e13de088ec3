/**
 * The header's bell (docs/product.md "Notifications"): the unread badge (capped "99+") and, on a tap, the list.
 * Shown to logged-in players, hidden on /404 and /500 (docs/product.md "Screens and routes").
 */
import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBubble, headerIconStyle, useLocation, usePopover } from 'shared-ui';
import { useUnreadCount } from '../hooks/useUnreadCount';
import { badgeText } from '../utils/badge-text';
import { NotificationPanel } from './NotificationPanel';

/** Routes where the notification container is hidden. */
export const NOTIFICATIONS_HIDDEN_ON = ['/404', '/500'];

const Bell = styled.button(headerIconStyle);

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />
    </svg>
  );
}

export function NotificationBell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const count = useUnreadCount();
  const { open, setOpen, ref } = usePopover();
  useEffect(() => setOpen(false), [pathname, setOpen]);

  if (NOTIFICATIONS_HIDDEN_ON.includes(pathname)) return null;
  const badge = badgeText(count);
  return (
    <div ref={ref} css={{ position: 'relative' }}>
      <Bell
        type="button"
        aria-label={
          badge
            ? `${t('notifications.bell')} ${t('notifications.unread', { count: count ?? 0 })}`
            : t('notifications.bell')
        }
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <BellIcon />
        {badge && (
          <CountBubble data-testid="notification-badge" data-count={count}>
            {badge}
          </CountBubble>
        )}
      </Bell>
      {open && <NotificationPanel />}
    </div>
  );
}
