/**
 * The signed-in console's frame: the red-and-gold head (title, who is signed in, the language toggle, sign out) and
 * the section tabs (rounds, players, limits, ticket shop, system, audit log, chat, announcements, ops users, draw
 * calendar, reconciliation, payments, game settings) above the current screen. The tabs wrap on a desktop; on a phone they are one
 * row that scrolls sideways, with the current one scrolled into view. Wide on a desktop, one column on a phone.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, type ReactNode } from 'react';
import { BrandBar, Button, ButtonLink, Muted, Page, theme, useLocation } from 'shared-ui';
import { useSignedInOps, useOps } from '../../auth';
import { LanguageToggle, useConsoleT } from '../../../i18n';

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin: 12px 0;
  ${theme.media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    scrollbar-width: none;
    padding-bottom: 2px;
    & > * {
      flex: 0 0 auto;
    }
  }
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
`;

const SECTIONS = [
  { to: '/rounds', key: 'backoffice.nav.rounds', testId: 'nav-rounds' },
  { to: '/players', key: 'backoffice.nav.players', testId: 'nav-players' },
  { to: '/blacklist', key: 'backoffice.nav.blacklist', testId: 'nav-blacklist' },
  { to: '/limits', key: 'backoffice.nav.limits', testId: 'nav-limits' },
  { to: '/settings', key: 'backoffice.nav.settings', testId: 'nav-settings' },
  { to: '/shop', key: 'backoffice.nav.shop', testId: 'nav-shop' },
  { to: '/system', key: 'backoffice.nav.system', testId: 'nav-system' },
  { to: '/audit', key: 'backoffice.nav.audit', testId: 'nav-audit' },
  { to: '/chat', key: 'backoffice.nav.chat', testId: 'nav-chat' },
  { to: '/broadcast', key: 'backoffice.nav.broadcast', testId: 'nav-broadcast' },
  { to: '/ops-users', key: 'backoffice.nav.opsUsers', testId: 'nav-ops-users' },
  { to: '/calendar', key: 'backoffice.nav.calendar', testId: 'nav-calendar' },
  { to: '/reconciliation', key: 'backoffice.nav.reconciliation', testId: 'nav-reconciliation' },
  { to: '/payments', key: 'backoffice.nav.payments', testId: 'nav-payments' },
] as const;

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const t = useConsoleT();
  const { me } = useSignedInOps();
  const { logout } = useOps();
  const { pathname } = useLocation();
  const tabs = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom has no layout (and no scrollIntoView): the guard keeps component tests quiet
    tabs.current
      ?.querySelector<HTMLElement>('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Page wide data-testid="backoffice-console">
      <BrandBar
        shape="card"
        title={t('backoffice.title')}
        subtitle={
          <span data-testid="ops-signed-in">
            {t('backoffice.auth.signedInAs', { username: me.username, role: me.role })}
          </span>
        }
        aside={
          <Aside>
            <LanguageToggle />
            <Button type="button" small variant="outline" data-testid="ops-logout" onClick={() => void logout()}>
              {t('backoffice.auth.logout')}
            </Button>
          </Aside>
        }
      />
      <Tabs ref={tabs} aria-label={t('backoffice.title')}>
        {SECTIONS.map((s) => (
          <ButtonLink
            key={s.to}
            to={s.to}
            small
            variant={pathname.startsWith(s.to) ? 'primary' : 'ghost'}
            aria-current={pathname.startsWith(s.to) ? 'page' : undefined}
            data-testid={s.testId}
          >
            {t(s.key)}
          </ButtonLink>
        ))}
      </Tabs>
      {children}
      <Muted>{t('backoffice.subtitle')}</Muted>
    </Page>
  );
}
