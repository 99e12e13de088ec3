/** The parcel's root: shared i18n (plus this remote's texts), and the game for the current path. */
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { I18N_DEFAULT_NAMESPACE, LOCALE, minigamesTexts, type RemoteProps } from 'shared-contracts';
import { useRemotePath } from 'shared-ui';
import { MiniGameComingSoon, type MiniGame } from '../features/coming-soon/components/MiniGameComingSoon';

/**
 * Paths this remote answers (docs/product.md "Screens and routes"); anything else under /minigame goes to the shell's
 * /404.
 */
const GAMES: Record<string, MiniGame> = { '/cointossing': 'cointossing', '/paoyingchub': 'paoyingchub' };

export function MiniGamesRoot({ i18n, bus, basename, navigate }: RemoteProps) {
  useState(() => i18n.addResourceBundle(LOCALE, I18N_DEFAULT_NAMESPACE, minigamesTexts, true, false));
  const path = useRemotePath(bus, basename);
  const game = GAMES[path];
  useEffect(() => {
    if (!game) navigate('/404');
  }, [game, navigate]);
  return (
    <I18nextProvider i18n={i18n}>
      {game ? <MiniGameComingSoon key={game} game={game} navigate={navigate} /> : null}
    </I18nextProvider>
  );
}
