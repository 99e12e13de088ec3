/** The page frame: header, toasts, the routed content, the mobile tab bar. */
import styled from '@emotion/styled';
import { Header } from '../features/header/components/Header';
import { BottomTabBar } from '../features/header/components/BottomTabBar';
import { StatusToast } from '../features/system-status/components/StatusToast';
import { LineBannedToast } from '../features/system-status/components/LineBannedToast';
import { MaintenanceRedirect } from '../features/system-status/components/MaintenanceRedirect';
import { useRouteEvents } from '../features/routing/hooks/useRouteEvents';
import { RealityCheckDialog } from '../features/player-protection/components/RealityCheckDialog';
import { SelfExclusionNotice } from '../features/player-protection/components/SelfExclusionNotice';
import { theme } from '../ui/theme';
import { AppRoutes } from './AppRoutes';

const Content = styled.div({
  minHeight: `calc(100vh - ${theme.header.desktop})`,
  [theme.mobile]: { paddingBottom: `calc(${theme.tabBarHeight} + env(safe-area-inset-bottom))` },
});

export function Layout() {
  useRouteEvents();
  return (
    <>
      <Header />
      <MaintenanceRedirect />
      <StatusToast />
      <LineBannedToast />
      <RealityCheckDialog />
      <SelfExclusionNotice />
      <Content>
        <AppRoutes />
      </Content>
      <BottomTabBar />
    </>
  );
}
