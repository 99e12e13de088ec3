/** A drawn government-lottery ticket (pure CSS), the stub's illustration. */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';

const Ticket = styled.div({
  position: 'relative',
  width: '100%',
  maxWidth: '19rem',
  margin: '0 auto',
  aspectRatio: '2 / 1',
  borderRadius: '14px',
  background: `linear-gradient(135deg, #fff6dc, ${theme.color.goldLight})`,
  border: `2px solid ${theme.color.gold}`,
  boxShadow: '0 12px 26px rgba(92, 7, 16, 0.22)',
  transform: 'rotate(-3deg)',
  display: 'grid',
  placeItems: 'center',
  '&::before, &::after': {
    content: '""',
    position: 'absolute',
    top: '50%',
    width: '1.4rem',
    height: '1.4rem',
    marginTop: '-0.7rem',
    borderRadius: '50%',
    background: theme.color.red,
  },
  '&::before': { left: '-0.75rem' },
  '&::after': { right: '-0.75rem' },
});
const Digits = styled.div({
  fontSize: '2.2rem',
  fontWeight: 900,
  letterSpacing: '0.3rem',
  color: theme.color.red,
  fontVariantNumeric: 'tabular-nums',
});

export function TicketArt({ digits }: { digits: string }) {
  return (
    <Ticket aria-hidden>
      <Digits>{digits}</Digits>
    </Ticket>
  );
}
