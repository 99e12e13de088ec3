/** A white rounded surface with a soft shadow. */
import styled from '@emotion/styled';
import { theme } from './theme';

export const Card = styled.section({
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.card,
  border: `1px solid ${theme.color.line}`,
  padding: '1.25rem',
});
