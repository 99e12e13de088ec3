/**
 * The notification list under the bell (docs/product.md "Notifications"): tabs all / reward / transaction /
 * announcement, 10 per fetch with "load more", unread items marked; tapping an unread one marks it read, and
 * "อ่านทั้งหมด" marks them all. A failed fetch shows an empty list (the failure is logged).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_TABS, formatThaiDateTime, type NotificationTab } from 'shared-contracts';
import { Button, TabBar, theme } from 'shared-ui';
import { useMarkRead } from '../hooks/useMarkRead';
import { useNotificationList } from '../hooks/useNotificationList';

const Panel = styled.section({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  width: 'min(24rem, calc(100vw - 1.5rem))',
  maxHeight: 'min(32rem, calc(100vh - 8rem))',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6rem',
  padding: '0.8rem',
  background: theme.color.card,
  color: theme.color.ink,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  zIndex: 60,
  [theme.media.mobile]: { position: 'fixed', right: '0.75rem', top: `calc(${theme.chrome.header.mobile} + 0.25rem)` },
});
const Head = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: '1 1 auto' });
const Item = styled.button<{ unread: boolean }>(({ unread }) => ({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '0.6rem 0.7rem',
  border: 'none',
  borderBottom: `1px solid ${theme.color.line}`,
  background: unread ? theme.color.goldSoft : 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: unread ? 'pointer' : 'default',
  strong: { display: 'block', fontSize: '0.95rem' },
  p: { margin: '0.2rem 0', fontSize: '0.88rem', lineHeight: 1.45 },
  small: { color: theme.color.muted, fontSize: '0.75rem' },
}));
const Empty = styled.p({ margin: '1rem 0', textAlign: 'center', color: theme.color.muted });

export function NotificationPanel() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<NotificationTab>('all');
  const list = useNotificationList(tab, true);
  const markRead = useMarkRead();
  const tabs = NOTIFICATION_TABS.map((id) => ({
    id,
    label: t(`notifications.tabs.${id}`),
    testId: `notification-tab-${id}`,
  }));

  return (
    <Panel aria-label={t('notifications.title')} data-testid="notification-panel">
      <Head>
        <strong>{t('notifications.title')}</strong>
        <Button
          type="button"
          variant="ghost"
          small
          disabled={markRead.isPending}
          onClick={() => markRead.mutate('all')}
          data-testid="notification-read-all"
        >
          {t('notifications.readAll')}
        </Button>
      </Head>
      <TabBar tabs={tabs} active={tab} onSelect={setTab} />
      <List>
        {list.items.map((n) => (
          <li key={n.uid}>
            <Item
              type="button"
              unread={!n.read}
              aria-label={n.read ? undefined : `${t('notifications.unreadMark')}: ${n.title}`}
              data-testid="notification-item"
              data-kind={n.kind}
              data-read={n.read}
              onClick={() => !n.read && markRead.mutate(n.uid)}
            >
              <strong>{n.title}</strong>
              <p>{n.body}</p>
              <small>{formatThaiDateTime(n.created_at)}</small>
            </Item>
          </li>
        ))}
      </List>
      {list.loading && <Empty>{t('common.loading')}</Empty>}
      {!list.loading && list.items.length === 0 && (
        <Empty data-testid="notification-empty">
          {list.failed ? t('notifications.failed') : t('notifications.empty')}
        </Empty>
      )}
      {list.hasMore && (
        <Button
          type="button"
          variant="outline"
          small
          block
          disabled={list.loadingMore}
          onClick={list.loadMore}
          data-testid="notification-load-more"
        >
          {list.loadingMore ? t('common.loading') : t('notifications.loadMore')}
        </Button>
      )}
    </Panel>
  );
}
