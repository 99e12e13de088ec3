import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { NUMBER_SHORTCUTS, shortcutFits, type NumberShortcut } from 'shared-contracts';
import { theme } from 'shared-ui';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 12px;
  .title {
    width: 100%;
    font-size: 13px;
    color: ${theme.color.muted};
  }
  button {
    appearance: none;
    font: inherit;
    font-size: 14px;
    padding: 6px 12px;
    border-radius: ${theme.radius.pill};
    border: 1px solid ${theme.color.gold};
    background: ${theme.color.goldSoft};
    color: ${theme.color.redDark};
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/**
 * Shortcut buttons (19 doors, front/back run, reverse, doubles). Each is enabled only when it fits the
 * selected kinds' digits and the current input (`shortcutFits`); its hint says what to type.
 */
export function ShortcutBar({
  digits,
  inputLength,
  onApply,
}: {
  digits: number | null;
  inputLength: number;
  onApply: (s: NumberShortcut) => void;
}) {
  const { t } = useTranslation();
  const usable = NUMBER_SHORTCUTS.filter((s) => digits !== null && (s === 'REVERSE' ? digits >= 2 : digits === 2));
  if (!usable.length) return null;
  return (
    <Bar>
      <span className="title">{t('lobby.shortcutsTitle')}</span>
      {usable.map((s) => (
        <button
          key={s}
          type="button"
          data-testid={`shortcut-${s}`}
          title={t(`lobby.shortcutHint.${s}`)}
          disabled={!shortcutFits(s, digits!, inputLength)}
          onClick={() => onApply(s)}
        >
          {t(`lobby.shortcut.${s}`)}
        </button>
      ))}
    </Bar>
  );
}
