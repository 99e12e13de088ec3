import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { RoundViewStatus } from 'shared-contracts';
import { theme } from 'shared-ui';

const colors: Record<RoundViewStatus, [string, string]> = {
  opened: ['#1f7a3a', '#e3f3e7'],
  checking: ['#7d6b62', '#f1ece6'],
  closed: ['#b3261e', '#fdeceb'],
  force_closed: ['#b3261e', '#fdeceb'],
  processing: ['#8a5a00', '#fbf0cf'],
  sold_out: ['#5b2b8a', '#efe6f8'],
  error: ['#7d6b62', '#f1ece6'],
};

const Pill = styled.span<{ status: RoundViewStatus }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${theme.radius.pill};
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
  color: ${(p) => colors[p.status][0]};
  background: ${(p) => colors[p.status][1]};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The round status (docs/product.md "Round status") as a coloured Thai badge. */
export function RoundStatusBadge({ status }: { status: RoundViewStatus }) {
  const { t } = useTranslation();
  return (
    <Pill status={status} data-testid="round-status" data-status={status}>
      {t(`roundStatus.${status}`)}
    </Pill>
  );
}
