/** A switch row of a console settings panel: its text on the left, a checkbox on the right, a line under it. */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { theme } from 'shared-ui';

const Row = styled.label`
  display: flex;
  justify-content: space-between;
  align-items: center;
  min-height: 44px;
  border-bottom: 1px solid ${theme.color.line};
  input {
    width: 22px;
    height: 22px;
  }
`;

/** `onChecked` gets the box's new state; `testId` is the checkbox's `data-testid`. */
export function SwitchRow({
  label,
  testId,
  checked,
  disabled,
  onChecked,
}: {
  label: ReactNode;
  testId: string;
  checked: boolean;
  disabled?: boolean;
  onChecked: (checked: boolean) => void;
}) {
  return (
    <Row>
      <span>{label}</span>
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChecked(e.target.checked)}
      />
    </Row>
  );
}
