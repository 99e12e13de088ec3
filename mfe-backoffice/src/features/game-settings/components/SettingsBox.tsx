/** The white card each settings form sits in (the console's section look), its parts in a grid. */
import styled from '@emotion/styled';
import { ConsoleFrame } from '../../console';

export const Box = styled(ConsoleFrame)`
  display: grid;
  gap: 8px;
  min-width: 0;
`;
