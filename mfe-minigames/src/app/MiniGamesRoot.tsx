/**
 * The mini-games remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with this
 * remote's texts and one screen per game (docs/product.md "Screens and routes"); anything else under
 * /minigame goes to the shell's /404.
 */
import { Route, Routes } from 'react-router-dom';
import { minigamesTexts, type RemoteProps } from 'shared-contracts';
import { RemoteRoot, ShellNavigate } from 'shared-ui';
import { MiniGameComingSoon } from '../features/coming-soon/components/MiniGameComingSoon';

export function MiniGamesRoot(props: RemoteProps) {
  const { navigate } = props;
  return (
    <RemoteRoot remote={props} texts={minigamesTexts}>
      <Routes>
        <Route
          path="/cointossing"
          element={<MiniGameComingSoon key="cointossing" game="cointossing" navigate={navigate} />}
        />
        <Route
          path="/paoyingchub"
          element={<MiniGameComingSoon key="paoyingchub" game="paoyingchub" navigate={navigate} />}
        />
        <Route path="*" element={<ShellNavigate to="/404" />} />
      </Routes>
    </RemoteRoot>
  );
}
