import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { GameDef } from 'shared-contracts';
import { theme } from 'shared-ui';
import { useFavoriteGame } from '../hooks/useFavoriteGame';

const Star = styled.button`
  appearance: none;
  border: 1px solid ${theme.color.gold};
  background: rgba(0, 0, 0, 0.15);
  color: ${theme.color.goldLight};
  width: 36px;
  height: 36px;
  border-radius: 50%;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  svg {
    fill: none;
  }
  &[aria-pressed='true'] svg {
    fill: ${theme.color.goldLight};
  }
  &:disabled {
    opacity: 0.6;
  }
`;

/** The lobby header's star: adds the game to the player's favourites or removes it (`users/favorite`). */
export function FavoriteStar({ game }: { game: GameDef }) {
  const { t } = useTranslation();
  const { favorite, busy, failed, toggle, available } = useFavoriteGame(game);
  if (!available) return null;
  const label = failed ? t('lobby.favoriteFailed') : favorite ? t('lobby.favoriteRemove') : t('lobby.favoriteAdd');
  return (
    <Star
      type="button"
      data-testid="favorite-toggle"
      aria-pressed={favorite}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" stroke="currentColor" strokeWidth={2} strokeLinejoin="round">
        <path d="M12 3.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L12 16.8l-5.3 2.9 1.2-5.9-4.5-4.1 6-.7z" />
      </svg>
    </Star>
  );
}
