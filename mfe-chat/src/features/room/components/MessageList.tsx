/**
 * The room's scrolling list (docs/product.md "Constants", chat): newest at the bottom, day separators in
 * Thai (Buddhist-era dates, Bangkok days), older history when the player scrolls to the top (or taps the
 * button there) with the scroll position kept, and automatic scrolling to new messages only while the
 * player is at the bottom; otherwise a pill says how many new messages wait below.
 */
import styled from '@emotion/styled';
import { Fragment, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, theme } from 'shared-ui';
import type { RoomMessage } from '../state/room-state';
import { chatDay, chatDayLabel } from '../utils/chat-time';
import { BigWinCard } from './BigWinCard';
import { MessageBubble } from './MessageBubble';

/** Within this many pixels of an edge counts as at it. */
const EDGE_PX = 48;

const Scroller = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 8px 12px 12px;
  background: radial-gradient(circle at 0% 0%, rgba(243, 214, 122, 0.18), transparent 40%), ${theme.color.cream};
`;

const Day = styled.div`
  display: flex;
  justify-content: center;
  margin: 12px 0 6px;
  span {
    padding: 3px 12px;
    border-radius: ${theme.radius.pill};
    background: rgba(255, 255, 255, 0.85);
    border: 1px solid ${theme.color.line};
    font-size: 12px;
    font-weight: 700;
    color: ${theme.color.muted};
  }
`;

const Centre = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 32px 16px;
  text-align: center;
  color: ${theme.color.muted};
  font-size: 14.5px;
`;

const NewPill = styled.button`
  position: sticky;
  bottom: 4px;
  display: block;
  margin: 0 auto;
  padding: 6px 14px;
  border: 0;
  border-radius: ${theme.radius.pill};
  background: ${theme.gradient.red};
  color: #fff;
  font: inherit;
  font-size: 13px;
  font-weight: 700;
  box-shadow: ${theme.shadow.button};
  cursor: pointer;
`;

export interface MessageListProps {
  messages: RoomMessage[];
  status: 'loading' | 'ready' | 'failed';
  more: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: () => void;
  me: string | null;
  canReact: boolean;
  onReact: (message: RoomMessage, value: string) => void;
  onReport: (message: RoomMessage) => void;
  /** New messages from others below the visible part (shown while not at the bottom). */
  unread: number;
  atBottom: boolean;
  onAtBottomChange: (atBottom: boolean) => void;
}

export function MessageList(props: MessageListProps) {
  const { messages, status, more, loadingOlder, onLoadOlder, me, unread, atBottom, onAtBottomChange } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const atBottomRef = useRef(atBottom);
  atBottomRef.current = atBottom;
  const firstKey = messages[0]?.key;
  const lastKey = messages[messages.length - 1]?.key;
  const before = useRef<{ firstKey: string | undefined; height: number }>({ firstKey, height: 0 });

  const scrollToBottom = useCallback(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // older messages were put above: keep what the player was looking at in place
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const prev = before.current;
    if (prev.firstKey !== undefined && firstKey !== prev.firstKey && !atBottomRef.current)
      el.scrollTop += el.scrollHeight - prev.height;
    before.current = { firstKey, height: el.scrollHeight };
  }, [firstKey]);

  // a new message at the bottom: follow it while at the bottom, or when it is the player's own
  const lastMine = messages[messages.length - 1]?.publisher === me && me !== null;
  useLayoutEffect(() => {
    if (atBottomRef.current || lastMine) scrollToBottom();
    if (ref.current) before.current.height = ref.current.scrollHeight;
  }, [lastKey, lastMine, status, scrollToBottom]);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight <= EDGE_PX;
    if (bottom !== atBottomRef.current) onAtBottomChange(bottom);
    if (el.scrollTop <= EDGE_PX && more && !loadingOlder) {
      before.current.height = el.scrollHeight;
      onLoadOlder();
    }
  };

  const now = Date.now();
  return (
    <Scroller ref={ref} onScroll={onScroll} role="log" aria-label={t('chat.messages')} data-testid="chat-messages">
      {status === 'loading' && <Centre>{t('chat.loading')}</Centre>}
      {status === 'failed' && (
        <Centre role="alert">
          {t('chat.loadFailed')}
          <Button type="button" variant="ghost" small onClick={props.onRetry}>
            {t('chat.retry')}
          </Button>
        </Centre>
      )}
      {status === 'ready' && more && (
        <div css={{ display: 'flex', justifyContent: 'center', margin: '4px 0 8px' }}>
          <Button
            type="button"
            variant="ghost"
            small
            disabled={loadingOlder}
            onClick={onLoadOlder}
            data-testid="chat-load-older"
          >
            {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </Button>
        </div>
      )}
      {status === 'ready' && messages.length === 0 && <Centre data-testid="chat-empty">{t('chat.empty')}</Centre>}
      {messages.map((m, i) => {
        const prev = messages[i - 1];
        const newDay = !prev || chatDay(prev.sentAt) !== chatDay(m.sentAt);
        return (
          <Fragment key={m.key}>
            {newDay && (
              <Day>
                <span>{chatDayLabel(m.sentAt, now) ?? t('chat.today')}</span>
              </Day>
            )}
            {m.body.kind === 'big-win' ? (
              <BigWinCard win={m.body.win} sentAt={m.sentAt} />
            ) : (
              <MessageBubble
                message={m}
                me={me}
                canReact={props.canReact}
                onReact={props.onReact}
                onReport={props.onReport}
              />
            )}
          </Fragment>
        );
      })}
      {!atBottom && unread > 0 && (
        <NewPill
          type="button"
          data-testid="chat-new-messages"
          onClick={() => {
            scrollToBottom();
            onAtBottomChange(true);
          }}
        >
          {t('chat.newMessages', { count: unread })} ↓
        </NewPill>
      )}
    </Scroller>
  );
}
