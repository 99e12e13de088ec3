/** An inline message box (errors in red, information in gold). */
import styled from '@emotion/styled';
import { theme } from './theme';

export const Notice = styled.div<{ tone?: 'error' | 'info' | 'success' }>(({ tone = 'info' }) => ({
  padding: '0.75rem 1rem',
  borderRadius: theme.radius.md,
  marginBottom: '1rem',
  fontSize: '0.95rem',
  background: tone === 'error' ? '#fdecec' : tone === 'success' ? '#e8f6ee' : theme.color.warningBg,
  color: tone === 'error' ? theme.color.danger : tone === 'success' ? theme.color.success : theme.color.ink,
  border: `1px solid ${tone === 'error' ? '#f5c2c2' : tone === 'success' ? '#bfe3cd' : theme.color.goldLight}`,
}));
