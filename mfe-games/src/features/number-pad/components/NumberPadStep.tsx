import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { expandShortcut, formatBaht, type LimitNumberEntry, type NumberShortcut } from 'shared-contracts';
import { restrictionFor } from '../../restricted-numbers';
import { Button, Card, Notice, theme } from 'shared-ui';
import {
  addNumbers,
  clearLines,
  maxInputLength,
  pressDigit,
  removeLine,
  selectedDigits,
  setInput,
  toggleKind,
} from '../state/pad-actions';
import type { GamePadProps, GamePadState } from '../state/types';
import { priceLine } from '../state/price-check';
import { KindChips } from './KindChips';
import { Keypad } from './Keypad';
import { LinesList } from './LinesList';
import { ShortcutBar } from './ShortcutBar';

const InputRow = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  input {
    flex: 1;
    min-width: 0;
    font-family: ${theme.font.number};
    font-size: 28px;
    font-weight: 700;
    letter-spacing: 0.3em;
    text-align: center;
    color: ${theme.color.red};
    border: 2px solid ${theme.color.gold};
    border-radius: ${theme.radius.md};
    padding: 6px 8px;
    background: ${theme.color.goldSoft};
  }
  input::placeholder {
    letter-spacing: normal;
    font-size: 15px;
    font-family: ${theme.font.family};
    color: ${theme.color.muted};
    font-weight: 400;
  }
`;

const Hint = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: ${theme.color.muted};
`;

const Footer = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 12px;
  justify-content: space-between;
  align-items: center;
`;

// the slip so far and the way on, always in reach under the thumb while the player types numbers (issue 23): it
// sits above the phone's tab bar and stays in the flow on a wide screen
const StickyBar = styled.div`
  position: sticky;
  bottom: calc(${theme.chrome.tabBarHeight} + 8px);
  z-index: 5;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin: 12px 0;
  padding: 8px 8px 8px 14px;
  border-radius: ${theme.radius.md};
  background: ${theme.color.redDark};
  color: #fff;
  box-shadow: ${theme.shadow.raised};
  ${theme.media.desktop} {
    bottom: 8px;
  }
  .count {
    font-weight: 700;
  }
  .total {
    display: block;
    font-size: 13px;
    color: ${theme.color.goldLight};
  }
`;

type Feedback = { tone: 'error' | 'success' | 'warn'; text: string } | null;

/**
 * The fill-number step: choose kinds, type numbers (keypad or keyboard), expand shortcuts, add lines.
 * Numbers with the wrong digit count are refused with a Thai message.
 */
export function NumberPadStep({
  game,
  state,
  update,
  onNext,
  restrictions = [],
  children,
}: GamePadProps & {
  onNext: () => void;
  /** The round's restricted numbers: CLOSED ones are refused here, the others are marked on the lines. */
  restrictions?: readonly LimitNumberEntry[];
  /** Extra panels under the keypad (famous numbers). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<Feedback>(null);
  const digits = selectedDigits(state.kinds);
  const isClosed = (kind: GamePadState['kinds'][number], number: string) =>
    restrictionFor(restrictions, kind, number)?.rule === 'CLOSED';

  // the last number typed to completion (กลับเลข after it expands it: it was added as soon as it was complete)
  const [lastTyped, setLastTyped] = useState<string | null>(null);

  /** Adds `numbers` to `base` (the state now, or the state a keystroke just made). */
  const add = (numbers: string[], base: GamePadState = state) => {
    const result = addNumbers(base, game, numbers, isClosed);
    if (!result.ok) {
      setFeedback({
        tone: 'error',
        text:
          result.reason === 'noKind' ? t('lobby.chooseKindFirst') : t('lobby.wrongDigits', { digits: result.digits }),
      });
      return;
    }
    if (result.refused.length) {
      const first = result.refused[0]!;
      // nothing added: the refused number stays in the field for the player to change
      update(() => (result.added > 0 ? result.state : base));
      setFeedback({
        tone: 'error',
        text: [
          t('lobby.closedNumber', { number: first.number, kind: t(`betKind.${first.kind}`) }),
          result.refused.length > 1 ? `(+${result.refused.length - 1})` : '',
          result.added ? `· ${t('lobby.added', { count: result.added })}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      return;
    }
    update(() => result.state);
    setFeedback(
      result.duplicates
        ? {
            tone: 'warn',
            text: `${t('lobby.added', { count: result.added })} · ${t('lobby.duplicateSkipped', { count: result.duplicates })}`,
          }
        : { tone: 'success', text: t('lobby.added', { count: result.added }) },
    );
  };

  /**
   * A keystroke (keypad or keyboard): a number complete for the chosen kinds is added at once (issue 23: it waited
   * for "เพิ่มเลข"), otherwise the field just takes it.
   */
  const type = (next: GamePadState) => {
    if (digits !== null && next.kinds.length > 0 && next.input.length === digits && next.input !== state.input) {
      setLastTyped(next.input);
      add([next.input], next);
    } else update(() => next);
  };

  /** "เพิ่มเลข" or Enter: the field's number; an empty field after an automatic add is nothing to do. */
  const addTyped = () => {
    if (state.input === '' && state.kinds.length > 0) return;
    add([state.input]);
  };

  const applyShortcut = (s: NumberShortcut) => {
    // กลับเลข on an empty field works on the number just added
    const source = state.input === '' && s === 'REVERSE' && lastTyped ? lastTyped : state.input;
    const numbers = digits === null ? null : expandShortcut(s, source, digits);
    if (!numbers) {
      setFeedback({ tone: 'error', text: t(`lobby.shortcutHint.${s}`) });
      return;
    }
    add(numbers);
  };

  return (
    <>
      <Card>
        <h2>{t('lobby.chooseKinds')}</h2>
        <KindChips game={game} selected={state.kinds} onToggle={(k) => update((s) => toggleKind(s, k))} />
        <Hint>{t('lobby.kindHint')}</Hint>
        <InputRow>
          <input
            data-testid="number-input"
            inputMode="numeric"
            autoComplete="off"
            aria-label={digits ? t('lobby.typeNumber', { digits }) : t('lobby.numberPlaceholder')}
            placeholder={digits ? t('lobby.typeNumber', { digits }) : t('lobby.chooseKindFirst')}
            maxLength={maxInputLength(state.kinds)}
            value={state.input}
            onChange={(e) => type(setInput(state, e.target.value))}
            onKeyDown={(e) => {
              if (e.key === 'Enter') addTyped();
            }}
          />
          <Button type="button" data-testid="add-number" onClick={addTyped}>
            {t('lobby.addNumber')}
          </Button>
        </InputRow>
        {feedback && (
          <Notice tone={feedback.tone} role={feedback.tone === 'error' ? 'alert' : 'status'} data-testid="pad-feedback">
            {feedback.text}
          </Notice>
        )}
        <Keypad
          onDigit={(d) => type(pressDigit(state, d))}
          onClear={() => update((s) => ({ ...s, input: '' }))}
          onBackspace={() => update((s) => ({ ...s, input: s.input.slice(0, -1) }))}
        />
        <ShortcutBar
          digits={digits}
          inputLength={state.input.length > 0 ? state.input.length : (lastTyped?.length ?? 0)}
          onApply={applyShortcut}
        />
      </Card>
      {state.lines.length > 0 && (
        <StickyBar data-testid="pad-sticky">
          <span>
            <span className="count">{t('lobby.stickyCount', { count: state.lines.length })}</span>
            <span className="total" data-testid="pad-sticky-total">
              {t('lobby.stickyTotal', {
                total: formatBaht(
                  state.lines.reduce((sum, l) => sum + (priceLine(game, l).amountSatang ?? 0), 0),
                  { decimals: false },
                ),
              })}
            </span>
          </span>
          <Button type="button" variant="gold" data-testid="to-price-sticky" onClick={onNext}>
            {t('lobby.toPrice')}
          </Button>
        </StickyBar>
      )}
      {children}
      <Card>
        <h2>{t('lobby.linesTitle', { count: state.lines.length })}</h2>
        <LinesList
          lines={state.lines}
          restrictionOf={(l) => restrictionFor(restrictions, l.kind, l.number)}
          onRemove={(id) => update((s) => removeLine(s, id))}
        />
        <Footer>
          <Button type="button" variant="danger" disabled={!state.lines.length} onClick={() => update(clearLines)}>
            {t('lobby.clearLines')}
          </Button>
          <Button type="button" variant="gold" data-testid="to-price" disabled={!state.lines.length} onClick={onNext}>
            {t('lobby.toPrice')}
          </Button>
        </Footer>
      </Card>
    </>
  );
}
