/** The centred content column below the header. */
import styled from '@emotion/styled';

export const PageContainer = styled.main<{ narrow?: boolean }>(({ narrow }) => ({
  maxWidth: narrow ? '30rem' : '72rem',
  margin: '0 auto',
  padding: '1.25rem 1rem 2rem',
}));
