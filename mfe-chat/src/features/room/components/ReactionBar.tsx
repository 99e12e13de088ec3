/**
 * A message's reactions (docs/product.md "Constants", chat): one pill per reaction in use with its count, the
 * player's own marked (`aria-pressed`); tapping one toggles the player's reaction. Only the fixed set
 * `CHAT_REACTIONS` is shown. Visitors see the counts but cannot tap.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { CHAT_REACTIONS } from 'shared-contracts';
import { theme } from 'shared-ui';
import type { ReactionEntry } from '../state/room-state';

const Row = styled.div<{ mine: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-top: 4px;
  justify-content: ${(p) => (p.mine ? 'flex-end' : 'flex-start')};
`;

export const ReactionPill = styled.button`
  appearance: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  min-width: 44px;
  justify-content: center;
  padding: 2px 10px;
  border-radius: ${theme.radius.pill};
  border: 1px solid ${theme.color.line};
  background: #fff;
  font: inherit;
  font-size: 14px;
  font-weight: 700;
  color: ${theme.color.ink};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.color.gold};
    background: ${theme.color.goldSoft};
    color: ${theme.color.redDark};
  }
  &:disabled {
    cursor: default;
  }
`;

export function ReactionBar({
  reactions,
  me,
  mine,
  canReact,
  onToggle,
}: {
  reactions: Record<string, ReactionEntry[]>;
  me: string | null;
  mine: boolean;
  canReact: boolean;
  onToggle: (value: string) => void;
}) {
  const { t } = useTranslation();
  const shown = CHAT_REACTIONS.filter((v) => (reactions[v]?.length ?? 0) > 0);
  if (shown.length === 0) return null;
  return (
    <Row mine={mine} data-testid="chat-reactions">
      {shown.map((value) => {
        const list = reactions[value]!;
        return (
          <ReactionPill
            key={value}
            type="button"
            aria-pressed={me !== null && list.some((a) => a.uuid === me)}
            aria-label={t('chat.reactWith', { emoji: value, count: list.length })}
            disabled={!canReact}
            onClick={() => onToggle(value)}
          >
            <span aria-hidden>{value}</span>
            <span>{list.length}</span>
          </ReactionPill>
        );
      })}
    </Row>
  );
}
