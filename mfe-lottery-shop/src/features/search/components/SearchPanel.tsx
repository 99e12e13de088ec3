/**
 * The six-box number search (docs/product.md "Ticket shop cart"): each box holds one digit; blank or "_" = any digit.
 * Typing moves to the next box; pasting a pattern ("12_4") fills the boxes from the left. A famous-number
 * chip below fills the last two or three boxes and searches at once.
 */
import styled from '@emotion/styled';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotterySearchData } from 'shared-contracts';
import { Button, Card, Icon, Muted, Notice, Row, theme } from 'shared-ui';
import { famousBoxes, FamousNumbers } from '../../famous-number';
import { useTicketSearch } from '../hooks/useTicketSearch';
import { cleanBox, spreadPattern, toSearchBody } from '../utils/search-body';

const Boxes = styled.div`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 6px;
  margin: 12px 0;
  input {
    width: 100%;
    min-width: 0;
    height: 56px;
    text-align: center;
    font-family: ${theme.font.number};
    font-size: 26px;
    font-weight: 700;
    color: ${theme.color.red};
    border: 2px solid ${theme.color.line};
    border-radius: ${theme.radius.md};
    background: ${theme.color.goldSoft};
  }
  input:focus {
    outline: none;
    border-color: ${theme.color.gold};
    background: #fff;
  }
`;

export function SearchPanel({
  disabled,
  onResults,
}: {
  disabled: boolean;
  onResults: (data: LotterySearchData) => void;
}) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useState<string[]>(() => Array(6).fill(''));
  const { search, suggest, busy, failed } = useTicketSearch(onResults);
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const setBox = (i: number, raw: string) => {
    const v = cleanBox(raw);
    setBoxes((b) => b.map((x, j) => (j === i ? v : x)));
    if (v && i < 5) refs.current[i + 1]?.focus();
  };
  const onKey = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !boxes[i] && i > 0) refs.current[i - 1]?.focus();
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    setBoxes(spreadPattern(e.clipboardData.getData('text')));
  };
  const pickFamous = (number: string) => {
    const next = famousBoxes(number);
    setBoxes(next);
    if (!disabled && !busy) search(toSearchBody(next));
  };

  return (
    <>
      <Card data-testid="search-panel">
        <h2>{t('lotteryShop.search.title')}</h2>
        <Muted>{t('lotteryShop.search.hint')}</Muted>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            search(toSearchBody(boxes));
          }}
        >
          <Boxes>
            {boxes.map((v, i) => (
              <input
                key={i}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                value={v}
                inputMode="numeric"
                autoComplete="off"
                placeholder="_"
                aria-label={t('lotteryShop.search.digit', { index: i + 1 })}
                data-testid={`search-digit-${i}`}
                onChange={(e) => setBox(i, e.target.value)}
                onKeyDown={(e) => onKey(i, e)}
                onPaste={onPaste}
              />
            ))}
          </Boxes>
          <Row>
            <Button type="submit" disabled={busy || disabled} data-testid="search-submit" css={{ flex: 2 }}>
              <Icon name="search" size={18} /> {t('lotteryShop.search.submit')}
            </Button>
            <Button
              type="button"
              variant="gold"
              disabled={busy || disabled}
              data-testid="search-suggest"
              css={{ flex: 1 }}
              onClick={suggest}
            >
              {t('lotteryShop.search.suggest')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              data-testid="search-reset"
              onClick={() => {
                setBoxes(Array(6).fill(''));
                refs.current[0]?.focus();
              }}
            >
              {t('lotteryShop.search.reset')}
            </Button>
          </Row>
        </form>
        {failed && (
          <Notice tone="error" role="alert" data-testid="search-error">
            {t('lotteryShop.search.failed')}
          </Notice>
        )}
      </Card>
      <FamousNumbers onPick={pickFamous} />
    </>
  );
}
