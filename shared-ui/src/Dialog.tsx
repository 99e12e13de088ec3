import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { theme } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(42, 26, 20, 0.55);
  display: flex;
  align-items: flex-end;
  justify-content: center;
  @media (min-width: 560px) {
    align-items: center;
    padding: 16px;
  }
`;

const Sheet = styled.div`
  width: 100%;
  max-width: ${theme.maxWidth};
  max-height: 90vh;
  overflow-y: auto;
  background: ${theme.color.card};
  border-radius: ${theme.radius.lg} ${theme.radius.lg} 0 0;
  border-top: 4px solid ${theme.color.gold};
  padding: 20px 16px calc(16px + env(safe-area-inset-bottom));
  box-shadow: ${theme.shadow.raised};
  @media (min-width: 560px) {
    border-radius: ${theme.radius.lg};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 8px;
    font-size: 18px;
    color: ${theme.color.red};
  }
  p {
    margin: 4px 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 16px;
  & > * {
    flex: 1;
  }
`;

/**
 * A modal dialog: a bottom sheet on phones, centred from 560px, portalled to the body so the shell's
 * fixed header and tab bar never cover it. A tap outside dismisses unless `onDismiss` is undefined.
 */
export function Dialog({
  title,
  testId,
  onDismiss,
  actions,
  children,
}: {
  title: ReactNode;
  testId: string;
  onDismiss?: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${testId}-title`;
  return createPortal(
    <Backdrop onClick={onDismiss}>
      <Sheet
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        onClick={(e) => e.stopPropagation()}
      >
        <h3 id={titleId}>{title}</h3>
        {children}
        <Actions>{actions}</Actions>
      </Sheet>
    </Backdrop>,
    document.body,
  );
}
