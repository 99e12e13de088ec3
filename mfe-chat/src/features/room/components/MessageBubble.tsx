/**
 * One player's message in the room: the sender (masked customer code, never a phone number; "you" for the
 * player), the Bangkok time, the text rendered as text (React escapes it: markup in a message stays
 * characters), a pending look while unsent, its reactions, and a button that opens the reaction palette (and
 * the report action on others' messages).
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_REACTIONS, maskCustomerCode } from 'shared-contracts';
import { theme } from 'shared-ui';
import type { RoomMessage } from '../state/room-state';
import { chatTime } from '../utils/chat-time';
import { ReactionBar, ReactionPill } from './ReactionBar';

const AVATAR_COLOURS = ['#a3161f', '#b8860b', '#1d5fa7', '#1f7a3a', '#6b3fa0', '#c2570c', '#0f766e'];

/** A stable colour per publisher. */
function colourOf(publisher: string): string {
  let h = 0;
  for (const c of publisher) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[h % AVATAR_COLOURS.length]!;
}

const Row = styled.div<{ mine: boolean }>`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 6px 0;
  flex-direction: ${(p) => (p.mine ? 'row-reverse' : 'row')};
`;

const Avatar = styled.span<{ colour: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 34px;
  height: 34px;
  margin-top: 16px;
  border-radius: 50%;
  background: ${(p) => p.colour};
  color: #fff;
  font-size: 12px;
  font-weight: 800;
  letter-spacing: 0.02em;
  font-variant-numeric: tabular-nums;
`;

const Column = styled.div<{ mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${(p) => (p.mine ? 'flex-end' : 'flex-start')};
  max-width: 78%;
  min-width: 0;
`;

const Sender = styled.span`
  margin: 0 6px 2px;
  font-size: 12px;
  font-weight: 700;
  color: ${theme.color.muted};
  font-variant-numeric: tabular-nums;
`;

const Bubble = styled.div<{ mine: boolean; pending: boolean }>`
  padding: 8px 12px;
  border-radius: ${(p) => (p.mine ? '18px 18px 4px 18px' : '18px 18px 18px 4px')};
  background: ${(p) => (p.mine ? theme.gradient.red : '#fff')};
  color: ${(p) => (p.mine ? '#fff' : theme.color.ink)};
  border: 1px solid ${(p) => (p.mine ? 'transparent' : theme.color.line)};
  box-shadow: 0 1px 2px rgba(42, 26, 20, 0.06);
  font-size: 15.5px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  opacity: ${(p) => (p.pending ? 0.6 : 1)};
  transition: opacity 0.2s ease;
`;

const Meta = styled.div<{ mine: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 2px 6px 0;
  flex-direction: ${(p) => (p.mine ? 'row-reverse' : 'row')};
  font-size: 12.5px;
  color: ${theme.color.muted};
`;

// a small look, a finger's target (issue 23: the reaction opener was 28 × 23 px)
const SmallButton = styled.button`
  appearance: none;
  border: 0;
  background: none;
  min-width: 44px;
  min-height: 36px;
  padding: 4px 8px;
  font: inherit;
  font-size: 14px;
  font-weight: 700;
  color: ${theme.color.muted};
  cursor: pointer;
  border-radius: ${theme.radius.sm};
  &:hover,
  &[aria-expanded='true'] {
    color: ${theme.color.red};
    background: ${theme.color.cream};
  }
`;

const Palette = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin-top: 4px;
  padding: 4px;
  border-radius: ${theme.radius.pill};
  background: #fff;
  border: 1px solid ${theme.color.line};
  box-shadow: ${theme.shadow.card};
`;

export function MessageBubble({
  message,
  me,
  canReact,
  onReact,
  onReport,
}: {
  message: RoomMessage;
  me: string | null;
  canReact: boolean;
  onReact: (message: RoomMessage, value: string) => void;
  onReport: (message: RoomMessage) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const mine = me !== null && message.publisher === me;
  const name = message.displayName ?? maskCustomerCode(message.publisher);
  const text = message.body.kind === 'text' ? message.body.text : '';
  const react = (value: string) => {
    setOpen(false);
    onReact(message, value);
  };
  return (
    <Row
      mine={mine}
      data-testid="chat-message"
      data-pending={message.pending ? 'true' : 'false'}
      data-timetoken={message.timetoken ?? ''}
    >
      {!mine && (
        <Avatar colour={colourOf(message.publisher)} aria-hidden>
          {message.publisher.slice(-2)}
        </Avatar>
      )}
      <Column mine={mine}>
        {!mine && <Sender>{name}</Sender>}
        <Bubble mine={mine} pending={message.pending} data-testid="chat-message-text">
          {text}
        </Bubble>
        <Meta mine={mine}>
          <span>{message.pending ? t('chat.sending') : chatTime(message.sentAt)}</span>
          {mine && !message.pending && <span>{t('chat.you')}</span>}
          {canReact && !message.pending && (
            <SmallButton
              type="button"
              aria-expanded={open}
              aria-label={t('chat.react')}
              data-testid="chat-react-open"
              onClick={() => setOpen((o) => !o)}
            >
              ☺︎+
            </SmallButton>
          )}
        </Meta>
        {open && (
          <Palette data-testid="chat-reaction-palette">
            {CHAT_REACTIONS.map((value) => (
              <ReactionPill
                key={value}
                type="button"
                aria-label={value}
                aria-pressed={(message.reactions[value] ?? []).some((a) => a.uuid === me)}
                onClick={() => react(value)}
              >
                {value}
              </ReactionPill>
            ))}
            {!mine && (
              <SmallButton
                type="button"
                data-testid="chat-report-open"
                onClick={() => {
                  setOpen(false);
                  onReport(message);
                }}
              >
                {t('chat.report')}
              </SmallButton>
            )}
          </Palette>
        )}
        <ReactionBar
          reactions={message.reactions}
          me={me}
          mine={mine}
          canReact={canReact && !message.pending}
          onToggle={react}
        />
      </Column>
    </Row>
  );
}
