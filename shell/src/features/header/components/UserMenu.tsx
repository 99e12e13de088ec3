/** The logged-in player's menu: customer code, profile, deposit shortcut, invite, logout (`logout-button`). */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { theme, Link, usePopover, VisuallyHidden } from 'shared-ui';
import { useShellServices } from '../../../services/shell-services';
import { useSession } from '../../session';

const Avatar = styled.button({
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: `2px solid ${theme.color.gold}`,
  background: `radial-gradient(circle at 30% 30%, ${theme.color.goldLight}, ${theme.color.gold})`,
  color: theme.color.redDark,
  fontWeight: 800,
  cursor: 'pointer',
});
const Menu = styled.div({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.5rem)',
  minWidth: '13rem',
  background: theme.color.card,
  color: theme.color.ink,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  padding: '0.5rem',
  zIndex: 60,
});
const itemStyles = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '0.65rem 0.8rem',
  border: 'none',
  background: 'transparent',
  borderRadius: theme.radius.sm,
  fontSize: '0.95rem',
  cursor: 'pointer',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { background: theme.color.cream },
} as const;
const Item = styled.button(itemStyles);
const ItemLink = styled(Link)(itemStyles);

export function UserMenu() {
  const { t } = useTranslation();
  const { session: store, api } = useShellServices();
  const session = useSession();
  const { open, setOpen, ref } = usePopover();

  const code = session.customerCode ?? '';
  return (
    <div ref={ref} css={{ position: 'relative' }}>
      <Avatar type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="user-menu">
        {/* named "menu" plus the initials it shows (an aria-label would hide them: WCAG 2.5.3) */}
        <VisuallyHidden>{t('header.menu')} </VisuallyHidden>
        {code.slice(-2) || '★'}
      </Avatar>
      {open && (
        <Menu role="menu">
          <p css={{ margin: '0.3rem 0.8rem 0.6rem', fontSize: '0.85rem', color: theme.color.muted }}>
            {t('header.customerCode', { code })}
          </p>
          <ItemLink to="/profile" onClick={() => setOpen(false)} role="menuitem" data-testid="menu-profile">
            {t('nav.profile')}
          </ItemLink>
          <ItemLink to="/wallet" onClick={() => setOpen(false)} role="menuitem">
            {t('header.deposit')}
          </ItemLink>
          <ItemLink to="/inviting" onClick={() => setOpen(false)} role="menuitem">
            {t('nav.invite')}
          </ItemLink>
          <Item
            type="button"
            role="menuitem"
            data-testid="logout-button"
            css={{ color: theme.color.danger, fontWeight: 700 }}
            onClick={() => {
              setOpen(false);
              void store.logout(api);
            }}
          >
            {t('header.logout')}
          </Item>
        </Menu>
      )}
    </div>
  );
}
