/**
 * The community chat room on /chat (docs/product.md "Screens and routes", "Constants"): everyone reads
 * `channel-public` live; a logged-in player writes and reacts, a visitor is asked to log in, a banned player
 * sees the countdown instead of the composer. A refused message shows why (the community rules' Thai text
 * for a 403); the unread count goes to the shell over the bus.
 */
import styled from '@emotion/styled';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandBar, Icon, Notice, Page, requestLogin, theme, useRemote, useSession } from 'shared-ui';
import { useChatBan } from '../hooks/useChatBan';
import { useChatRoom } from '../hooks/useChatRoom';
import { useUnreadCount } from '../hooks/useUnreadCount';
import type { RoomMessage } from '../state/room-state';
import type { SendRefusal } from '../utils/send-refusal';
import { BanBar, LoginBar } from './ComposerBars';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { ReportDialog, type ReportOutcome } from './ReportDialog';

const Room = styled.section`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  height: calc(100dvh - ${theme.chrome.header.desktop} - 36px);
  min-height: 420px;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.line};
  background: #fff;
  box-shadow: ${theme.shadow.raised};
  ${theme.media.mobile} {
    height: calc(
      100dvh - ${theme.chrome.header.mobile} - ${theme.chrome.tabBarHeight} - env(safe-area-inset-bottom) - 20px
    );
  }
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: ${theme.radius.pill};
  background: rgba(0, 0, 0, 0.22);
  font-size: 12px;
  font-weight: 700;
  color: #fff;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #4ade80;
    box-shadow: 0 0 0 3px rgba(74, 222, 128, 0.3);
  }
`;

const Rules = styled.p`
  margin: 0;
  padding: 6px 14px;
  font-size: 12.5px;
  color: ${theme.color.redDark};
  background: ${theme.color.goldSoft};
  border-bottom: 1px solid ${theme.color.goldLight};
`;

/** The Thai text the room shows for a refused write (none for "revoked": only logged). */
const REFUSAL_TEXT: Partial<Record<SendRefusal['kind'], string>> = {
  rules: 'chat.refusedRules',
  'too-fast': 'chat.tooFast',
  failed: 'chat.sendFailed',
};

const REPORT_TEXT: Record<ReportOutcome, { key: string; tone: 'success' | 'info' | 'error' }> = {
  reported: { key: 'chat.reported', tone: 'success' },
  already: { key: 'chat.reportedAlready', tone: 'info' },
  failed: { key: 'chat.reportFailed', tone: 'error' },
};

export function ChatRoom() {
  const { t } = useTranslation();
  const { bus, live } = useRemote();
  const session = useSession();
  const player = session.status === 'authenticated';
  const me = player ? (live.uuid() ?? session.customerCode) : null;
  const room = useChatRoom();
  const ban = useChatBan(player ? session.customerCode : null);
  const [atBottom, setAtBottom] = useState(true);
  const unread = useUnreadCount({
    enabled: player,
    ready: room.status === 'ready',
    atBottom,
    messages: room.messages,
    me,
  });
  const [notice, setNotice] = useState<{ key: string; tone: 'success' | 'info' | 'error' } | null>(null);
  const [draft, setDraft] = useState<{ text: string } | null>(null);
  const [reporting, setReporting] = useState<RoomMessage | null>(null);

  const refused = useCallback(
    (refusal: SendRefusal | null, text?: string) => {
      if (!refusal) return;
      if (refusal.kind === 'banned') ban.refusedAsBanned();
      const key = REFUSAL_TEXT[refusal.kind];
      if (key) setNotice({ key, tone: 'error' });
      if (text !== undefined && (refusal.kind === 'too-fast' || refusal.kind === 'failed')) setDraft({ text });
    },
    [ban],
  );

  const send = (text: string) => {
    setNotice(null);
    void room.send(text).then((refusal) => refused(refusal, text));
  };
  const react = (message: RoomMessage, value: string) => {
    void room.toggleReaction(message, value).then((refusal) => refused(refusal));
  };

  return (
    <Page data-testid="chat-room" css={{ paddingBottom: 8 }}>
      <Room>
        <BrandBar
          shape="band"
          as="div"
          title={
            <span css={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Icon name="chat" size={22} />
              {t('chat.title')}
            </span>
          }
          subtitle={t('chat.subtitle')}
          aside={<Live>LIVE</Live>}
          css={{ padding: '12px 16px 10px' }}
        />
        <Rules>{t('chat.rules')}</Rules>
        <MessageList
          messages={room.messages}
          status={room.status}
          more={room.more}
          loadingOlder={room.loadingOlder}
          onLoadOlder={() => void room.loadOlder()}
          onRetry={room.retry}
          me={me}
          canReact={player && !ban.banned}
          onReact={react}
          onReport={setReporting}
          unread={unread}
          atBottom={atBottom}
          onAtBottomChange={setAtBottom}
        />
        {notice && (
          <Notice
            tone={notice.tone}
            role={notice.tone === 'error' ? 'alert' : 'status'}
            data-testid="chat-notice"
            css={{ margin: 0, borderRadius: 0, borderLeft: 0, borderRight: 0 }}
            onClick={() => setNotice(null)}
          >
            {t(notice.key)}
          </Notice>
        )}
        {!player ? (
          <LoginBar onLogin={() => requestLogin(bus)} />
        ) : ban.banned ? (
          <BanBar secondsLeft={ban.secondsLeft} />
        ) : (
          <Composer onSend={send} draft={draft} />
        )}
      </Room>
      {reporting && (
        <ReportDialog
          message={reporting}
          onClose={(outcome) => {
            setReporting(null);
            if (outcome) setNotice(REPORT_TEXT[outcome]);
          }}
        />
      )}
    </Page>
  );
}
