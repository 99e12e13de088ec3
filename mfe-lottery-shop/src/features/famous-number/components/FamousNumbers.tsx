/**
 * Famous numbers of the game tab: the last-two and last-three numbers drawn most often in the official
 * draws, as chips with how often each appeared. Tapping a chip fills the search boxes and searches.
 */
import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Digits, Icon, Muted, TabBar, theme } from 'shared-ui';
import { FAMOUS_TYPES, type FamousType } from '../api/fetch-famous-numbers';
import { useFamousNumbers } from '../hooks/useFamousNumbers';

const Chips = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  gap: 8px;
  button {
    appearance: none;
    width: 100%;
    min-height: 56px;
    padding: 6px 4px;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 2px;
    font: inherit;
    border: 1px solid ${theme.color.gold};
    border-radius: ${theme.radius.md};
    background: ${theme.color.goldSoft};
    color: ${theme.color.red};
    cursor: pointer;
    transition: transform 0.05s ease;
  }
  button:active:not(:disabled) {
    transform: scale(0.97);
  }
  button:focus-visible {
    outline: 2px solid ${theme.color.red};
    outline-offset: 2px;
  }
  small {
    font-size: 12px;
    color: ${theme.color.muted};
  }
`;

export function FamousNumbers({ onPick }: { onPick: (number: string, type: FamousType) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<FamousType>('last_two');
  const state = useFamousNumbers(type);
  const hintId = useId();

  const tabs = FAMOUS_TYPES.map((id) => ({ id, label: t(`lotteryShop.famous.${id}`), testId: `famous-tab-${id}` }));
  return (
    <Card data-testid="famous-lottery-numbers" data-type={type} data-status={state.status}>
      <h2 css={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <Icon name="star" size={20} /> {t('lotteryShop.famous.title')}
      </h2>
      <Muted id={hintId}>{t('lotteryShop.famous.hint')}</Muted>
      <TabBar tabs={tabs} active={type} onSelect={setType} />
      {state.status === 'loading' && <Muted data-testid="famous-loading">{t('lotteryShop.loading')}</Muted>}
      {state.status === 'failed' && <Muted data-testid="famous-error">{t('lotteryShop.famous.failed')}</Muted>}
      {state.status === 'ready' && state.data.items.length === 0 && <Muted>{t('lotteryShop.famous.empty')}</Muted>}
      {state.status === 'ready' && state.data.items.length > 0 && (
        <Chips>
          {state.data.items.map((item) => (
            <li key={item.number}>
              <button
                type="button"
                data-testid={`famous-lottery-${item.number}`}
                data-count={item.count}
                // named by what it shows (number, count: WCAG 2.5.3); the hint says a tap searches
                aria-describedby={hintId}
                onClick={() => onPick(item.number, type)}
              >
                <Digits css={{ fontSize: 20 }}>{item.number}</Digits>
                <small>{t('lotteryShop.famous.count', { count: item.count })}</small>
              </button>
            </li>
          ))}
        </Chips>
      )}
    </Card>
  );
}
