/** System: the status flags and the remote registry, side by side on a desktop, stacked on a phone. */
import styled from '@emotion/styled';
import { RemoteRegistry } from './RemoteRegistry';
import { StatusFlags } from './StatusFlags';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 960px) {
    grid-template-columns: 2fr 3fr;
    align-items: start;
  }
`;

export function SystemPage() {
  return (
    <Grid data-testid="system-page">
      <StatusFlags />
      <RemoteRegistry />
    </Grid>
  );
}
