/**
 * The mini-games remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with this
 * remote's texts, one page per game (docs/product.md "Screens and routes": /minigame/cointossing,
 * /minigame/paoyingchub) and the verify view (/minigame/verify, /minigame/verify/{slipId}); anything else under
 * /minigame goes to the shell's /404.
 */
import type { RemoteProps } from 'shared-contracts';
import { RemoteRoot, ShellNavigate, Route, Routes } from 'shared-ui';
import { StreakGamePage } from '../features/streak';
import { VerifyPage } from '../features/verify';
import { minigamesTexts } from '../i18n/th';

export function MiniGamesRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} texts={minigamesTexts} namespace="minigames">
      <Routes>
        <Route path="/cointossing" element={<StreakGamePage key="cointossing" game="cointossing" />} />
        <Route path="/paoyingchub" element={<StreakGamePage key="paoyingchub" game="paoyingchub" />} />
        <Route path="/verify" element={<VerifyPage />} />
        <Route path="/verify/:slipId" element={<VerifyPage />} />
        <Route path="*" element={<ShellNavigate to="/404" />} />
      </Routes>
    </RemoteRoot>
  );
}
