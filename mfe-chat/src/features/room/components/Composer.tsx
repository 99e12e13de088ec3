/**
 * Where a player writes (docs/product.md "Constants", chat): one line of text up to LIVE_MESSAGE_MAX_CHARS
 * characters (as readers count them: code points) with a counter, sent with the button or Enter. The text is
 * handed over at once (the room shows it as a temporary message) and the field cleared; when the send fails
 * for a reason worth retrying, the room gives the text back.
 */
import styled from '@emotion/styled';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_MESSAGE_MAX_CHARS, liveTextLength } from 'shared-contracts';
import { Button, theme } from 'shared-ui';

const Form = styled.form`
  display: flex;
  gap: 8px;
  align-items: center;
  padding: 10px 12px calc(10px + env(safe-area-inset-bottom));
  border-top: 1px solid ${theme.color.line};
  background: #fff;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const Input = styled.input<{ over: boolean }>`
  box-sizing: border-box;
  width: 100%;
  height: 46px;
  padding: 0 64px 0 16px;
  border-radius: ${theme.radius.pill};
  border: 1.5px solid ${(p) => (p.over ? theme.color.danger : theme.color.line)};
  background: ${theme.color.field};
  color: ${theme.color.ink};
  font: inherit;
  font-size: 16px;
  outline: none;
  &:focus {
    border-color: ${(p) => (p.over ? theme.color.danger : theme.color.gold)};
    box-shadow: 0 0 0 3px rgba(212, 160, 23, 0.22);
  }
`;

const Counter = styled.span<{ over: boolean }>`
  position: absolute;
  right: 14px;
  top: 50%;
  transform: translateY(-50%);
  font-size: 12.5px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.over ? theme.color.danger : theme.color.muted)};
  pointer-events: none;
`;

export function Composer({ onSend, draft }: { onSend: (text: string) => void; draft?: { text: string } | null }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [shownDraft, setShownDraft] = useState(draft);
  if (draft !== shownDraft) {
    // a refused send came back: put its text in the field again
    setShownDraft(draft);
    if (draft) setText(draft.text);
  }
  const length = liveTextLength(text);
  const over = length > LIVE_MESSAGE_MAX_CHARS;
  const empty = text.trim().length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (empty || over) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <Form onSubmit={submit} data-testid="chat-composer">
      <Field>
        <Input
          value={text}
          over={over}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          aria-invalid={over}
          aria-describedby="chat-counter"
          enterKeyHint="send"
          autoComplete="off"
          data-testid="chat-input"
        />
        <Counter
          id="chat-counter"
          over={over}
          data-testid="chat-counter"
          aria-label={t('chat.counter', { count: length, max: LIVE_MESSAGE_MAX_CHARS })}
        >
          {length}/{LIVE_MESSAGE_MAX_CHARS}
        </Counter>
      </Field>
      <Button type="submit" disabled={empty || over} data-testid="chat-send" css={{ minWidth: 72 }}>
        {t('chat.send')}
      </Button>
    </Form>
  );
}
