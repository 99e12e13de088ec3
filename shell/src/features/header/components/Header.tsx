/**
 * The site header (6rem, 5.6rem on mobile), the page-wide `BrandBar` band: logo and name, then the
 * notification bell, cart, balance and the user menu for a player, or login/register buttons for a visitor; a
 * loading state while the session is being settled.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { BrandBar, ButtonLink, theme, Link, NavLink } from 'shared-ui';
import { NotificationBell } from '../../notifications';
import { useSession } from '../../session';
import { BalanceBadge } from './BalanceBadge';
import { CartBadge } from './CartBadge';
import { UserMenu } from './UserMenu';

const Bar = styled(BrandBar)({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  height: theme.chrome.header.desktop,
  padding: 0,
  overflow: 'visible',
  boxShadow: theme.shadow.raised,
  [theme.media.mobile]: { height: theme.chrome.header.mobile },
});
const Inner = styled.div({
  maxWidth: theme.pageWidth.wide,
  height: '100%',
  margin: '0 auto',
  padding: '0 12px',
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  [theme.media.mobile]: { gap: '0.5rem', padding: '0 8px' },
});
// the brand gives way (never the player's controls): it may shrink, and on a phone a player's header shows the
// logo alone, so the bell, cart, balance and menu fit a 360 px screen whatever the cart holds (issue 23)
const Brand = styled(Link)({
  display: 'flex',
  alignItems: 'center',
  gap: '0.6rem',
  minWidth: 0,
  flexShrink: 1,
  textDecoration: 'none',
  color: '#fff',
});
const Logo = styled.span({
  width: '2.8rem',
  height: '2.8rem',
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  fontWeight: 900,
  fontSize: '1.05rem',
  color: theme.color.redDark,
  background: `radial-gradient(circle at 30% 30%, ${theme.color.goldLight}, ${theme.color.gold} 60%, ${theme.color.goldDeep})`,
  boxShadow: '0 0 0 3px rgba(255,255,255,0.15)',
});
const Name = styled.span({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.15,
  minWidth: 0,
  overflow: 'hidden',
  // a player's phone header: hidden from sight only, the link keeps its name for screen readers
  [theme.media.mobile]: {
    '&[data-compact]': {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});
const Nav = styled.nav({
  display: 'flex',
  gap: '0.25rem',
  marginLeft: '1rem',
  [theme.media.mobile]: { display: 'none' },
  a: {
    color: '#fff',
    textDecoration: 'none',
    padding: '0.4rem 0.8rem',
    borderRadius: theme.radius.pill,
    fontWeight: 600,
    opacity: 0.9,
  },
  'a.active': { background: 'rgba(255,255,255,0.16)', opacity: 1, color: theme.color.goldLight },
});
const Right = styled.div({
  marginLeft: 'auto',
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: '0.6rem',
  [theme.media.mobile]: { gap: '0.3rem' },
});

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Bar shape="band">
      <Inner>
        {/* named by its visible text (the name and tagline), so the accessible name contains what is shown */}
        <Brand to="/">
          <Logo aria-hidden>หวย</Logo>
          <Name data-compact={session.status === 'authenticated' ? '' : undefined}>
            <strong css={{ fontSize: '1.15rem', color: theme.color.goldLight }}>{t('app.name')}</strong>
            <small css={{ fontSize: '0.72rem', opacity: 0.8, [theme.media.mobile]: { display: 'none' } }}>
              {t('app.tagline')}
            </small>
          </Name>
        </Brand>
        <Nav>
          <NavLink to="/" end>
            {t('nav.home')}
          </NavLink>
          <NavLink to="/gamelobby/underground">{t('nav.games')}</NavLink>
          <NavLink to="/lottery/thai">{t('nav.lottery')}</NavLink>
          <NavLink to="/minigame/cointossing">{t('nav.minigame')}</NavLink>
          <NavLink to="/chat">{t('nav.chat')}</NavLink>
        </Nav>
        <Right>
          {session.status === 'authenticated' ? (
            <>
              <NotificationBell />
              <CartBadge />
              <BalanceBadge />
              <UserMenu />
            </>
          ) : session.status === 'loading' ? (
            <span data-testid="session-loading" css={{ opacity: 0.85 }}>
              {t('common.loading')}
            </span>
          ) : (
            <>
              <ButtonLink to="/login" variant="outline" small data-testid="header-login">
                {t('header.login')}
              </ButtonLink>
              <ButtonLink to="/register" variant="gold" small data-testid="header-register">
                {t('header.register')}
              </ButtonLink>
            </>
          )}
        </Right>
      </Inner>
    </Bar>
  );
}
