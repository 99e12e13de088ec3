/** The page frame: header, toasts, the routed content, the mobile tab bar. */
import styled from '@emotion/styled';
import { theme } from 'shared-ui';
import { Header } from '../features/header/components/Header';
import { BottomTabBar } from '../features/header/components/BottomTabBar';
import { StatusToast } from '../features/system-status/components/StatusToast';
import { LineBannedToast } from '../features/system-status/components/LineBannedToast';
import { MaintenanceRedirect } from '../features/system-status/components/MaintenanceRedirect';
import { useRouteEvents } from '../features/routing/hooks/useRouteEvents';
import { useLiveEvents } from '../features/live';
import { useLoginRequests } from '../features/auth/hooks/useLoginRequests';
import { useProfile } from '../features/profile';
import { RealityCheckDialog } from '../features/player-protection/components/RealityCheckDialog';
import { SelfExclusionNotice } from '../features/player-protection/components/SelfExclusionNotice';
import { AccountStopNotice } from '../features/session/components/AccountStopNotice';
import { RemoteOverrideBar } from '../features/remotes/components/RemoteOverrideBar';
import { AppRoutes } from './AppRoutes';

const Content = styled.div({
  minHeight: `calc(100vh - ${theme.chrome.header.desktop})`,
  [theme.media.mobile]: { paddingBottom: `calc(${theme.chrome.tabBarHeight} + env(safe-area-inset-bottom))` },
});

export function Layout() {
  useRouteEvents();
  // the server's live events (status, registry, notifications, balance) and remotes' login requests
  useLiveEvents();
  useLoginRequests();
  // the profile is read at every login, whoever shows it: it marks an inactive account
  useProfile();
  return (
    <>
      <RemoteOverrideBar />
      <Header />
      <MaintenanceRedirect />
      <StatusToast />
      <LineBannedToast />
      <RealityCheckDialog />
      <SelfExclusionNotice />
      <AccountStopNotice />
      <Content>
        <AppRoutes />
      </Content>
      <BottomTabBar />
    </>
  );
}
