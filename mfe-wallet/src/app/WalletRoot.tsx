import type { RemoteProps } from 'shared-contracts';
import { Page, RemoteRoot, Route, Routes } from 'shared-ui';
import { ResponsibleGamingPage } from '../features/player-protection/components/ResponsibleGamingPage';
import { SuccessPage } from '../features/success/components/SuccessPage';
import { WalletPage } from '../features/wallet-page/components/WalletPage';
import { WithdrawPage } from '../features/withdraw';
import { walletTexts } from '../i18n/th';
import { FollowWalletNews } from './FollowWalletNews';

/**
 * The wallet remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with the
 * wallet's screens. The shell mounts it on two unrelated roots (/wallet and /underground/success,
 * `REMOTE_MOUNTS`), so its router has basename '/' and its routes are absolute (/wallet/limits, /wallet/withdraw); any other path under
 * /wallet is the wallet page. It adds its Thai texts (`walletTexts`, `src/i18n/th.ts`) in its own
 * namespace `wallet` when it mounts.
 */
export function WalletRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} basename="/" texts={walletTexts} namespace="wallet">
      <FollowWalletNews />
      <Page>
        <Routes>
          <Route path="/underground/success" element={<SuccessPage />} />
          <Route path="/wallet/limits" element={<ResponsibleGamingPage />} />
          <Route path="/wallet/withdraw" element={<WithdrawPage />} />
          <Route path="*" element={<WalletPage />} />
        </Routes>
      </Page>
    </RemoteRoot>
  );
}
