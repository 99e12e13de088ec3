/**
 * The signed-in console's frame: the red-and-gold head (title, who is signed in, the language toggle, sign out) and
 * the section tabs (rounds, limits, ticket shop, system, audit log) above the current screen. Wide on a desktop, one column on a phone.
 */
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { BrandBar, Button, ButtonLink, Muted, Page, useLocation } from 'shared-ui';
import { useSignedInOps, useOps } from '../../auth';
import { useConsoleT } from '../hooks/console-language';
import { LanguageToggle } from './LanguageToggle';

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin: 12px 0;
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 6px;
`;

const SECTIONS = [
  { to: '/rounds', key: 'backoffice.nav.rounds', testId: 'nav-rounds' },
  { to: '/limits', key: 'backoffice.nav.limits', testId: 'nav-limits' },
  { to: '/shop', key: 'backoffice.nav.shop', testId: 'nav-shop' },
  { to: '/system', key: 'backoffice.nav.system', testId: 'nav-system' },
  { to: '/audit', key: 'backoffice.nav.audit', testId: 'nav-audit' },
] as const;

export function ConsoleLayout({ children }: { children: ReactNode }) {
  const t = useConsoleT();
  const { me } = useSignedInOps();
  const { logout } = useOps();
  const { pathname } = useLocation();
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
      <Tabs aria-label={t('backoffice.title')}>
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
