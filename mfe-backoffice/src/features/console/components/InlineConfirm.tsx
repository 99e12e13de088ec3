/**
 * The confirm step a console card opens under its action buttons (a player's status, a payment's decision): a
 * gold-framed form with the title, what will happen, the reason field, and the confirm and cancel buttons.
 */
import styled from '@emotion/styled';
import type { FormEvent, ReactNode } from 'react';
import { Button, Row, theme, type ButtonVariant } from 'shared-ui';
import { ConsoleTextField, type ConsoleFieldSpec } from './ConsoleFields';

const Frame = styled.form<{ offset: number }>`
  border: 2px solid ${theme.color.gold};
  border-radius: ${theme.radius.md};
  padding: 10px 12px;
  margin-top: ${(p) => p.offset}px;
`;

export interface InlineConfirmProps {
  /** The form's `data-testid`; the confirm button's is it + `-submit`. */
  testId: string;
  /** Already translated. */
  title: ReactNode;
  effect: ReactNode;
  /** The reason field: its spec, its text, and a translated hint replacing the spec's (optional). */
  reason: { field: ConsoleFieldSpec; value: string; onValue: (value: string) => void; hint?: ReactNode };
  confirmLabel: ReactNode;
  confirmVariant: ButtonVariant;
  /** Confirm is disabled (a write under way, a required reason missing). */
  disabled: boolean;
  cancelLabel: ReactNode;
  /** The cancel button's look (default ghost). */
  cancelVariant?: ButtonVariant;
  /** Space above the frame in px (default 8). */
  offset?: number;
  onSubmit: (e: FormEvent) => void;
  onCancel: () => void;
}

/** The confirm step as a form: submitting it (the confirm button, or Enter in the reason) calls `onSubmit`. */
export function InlineConfirm(p: InlineConfirmProps) {
  return (
    <Frame onSubmit={p.onSubmit} data-testid={p.testId} offset={p.offset ?? 8}>
      <strong>{p.title}</strong>
      <p>{p.effect}</p>
      <ConsoleTextField {...p.reason} />
      <Row>
        <Button type="submit" small variant={p.confirmVariant} disabled={p.disabled} data-testid={`${p.testId}-submit`}>
          {p.confirmLabel}
        </Button>
        <Button type="button" small variant={p.cancelVariant ?? 'ghost'} onClick={p.onCancel}>
          {p.cancelLabel}
        </Button>
      </Row>
    </Frame>
  );
}
