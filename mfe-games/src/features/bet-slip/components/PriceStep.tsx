import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { isUnitKind, satangToBaht } from 'shared-contracts';
import { Button, Card, Notice, theme } from 'shared-ui';
import { setLinePrice, setPriceAll, priceLine, type GamePadProps } from '../../number-pad';

const QUICK_BAHT = [5, 10, 20, 50, 100];
const QUICK_UNITS = [1, 2, 5, 10, 20];

const AllRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  label {
    font-weight: 600;
    font-size: 14px;
  }
  .quick {
    display: flex;
    gap: 6px;
    flex-wrap: wrap;
  }
  .quick button {
    appearance: none;
    font: inherit;
    font-size: 14px;
    border: 1px solid ${theme.color.gold};
    background: ${theme.color.goldSoft};
    color: ${theme.color.redDark};
    border-radius: ${theme.radius.pill};
    padding: 6px 12px;
    cursor: pointer;
  }
`;

const Amount = styled.input<{ invalid?: boolean }>`
  font: inherit;
  font-family: ${theme.font.number};
  font-size: 18px;
  font-weight: 700;
  text-align: right;
  width: 100%;
  padding: 8px 10px;
  border-radius: ${theme.radius.md};
  border: 1.5px solid ${(p) => (p.invalid ? theme.color.danger : theme.color.line)};
  background: ${(p) => (p.invalid ? theme.color.dangerSoft : '#fff')};
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 1fr 110px;
    gap: 8px;
    align-items: center;
    padding: 10px 0;
    border-bottom: 1px dashed ${theme.color.line};
  }
  .kind {
    font-size: 13px;
    color: ${theme.color.muted};
  }
  .num {
    font-family: ${theme.font.number};
    font-size: 20px;
    font-weight: 700;
    color: ${theme.color.red};
  }
  .err {
    grid-column: 1 / -1;
    color: ${theme.color.danger};
    font-size: 12px;
  }
`;

const Footer = styled.div`
  display: flex;
  gap: 8px;
  justify-content: space-between;
  margin-top: 12px;
`;

/**
 * The fill-price step: one price for all lines (quick amounts) and per-line edits. Each line's price must
 * lie within its kind's min/max from the catalogue, with at most 2 decimals, before the summary opens.
 */
export function PriceStep({
  game,
  state,
  update,
  onBack,
  onNext,
}: GamePadProps & {
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const priced = state.lines.map((l) => priceLine(game, l));
  const allValid = priced.length > 0 && priced.every((p) => p.valid);
  // set and zodiac games count units (sets / tickets) at the catalogue's unit price
  const unitKind =
    game.betKinds.length > 0 && game.betKinds.every((k) => isUnitKind(k.kind)) ? game.betKinds[0]!.kind : null;
  const unit = unitKind ? t(`lobby.unitName.${unitKind}`) : '';
  const allValue =
    state.lines.length > 0 && state.lines.every((l) => l.price === state.lines[0]!.price)
      ? state.lines[0]!.price
      : state.priceAll;
  return (
    <>
      <Card>
        <AllRow>
          <label htmlFor="price-all">{unitKind ? t('lobby.setsAll', { unit }) : t('lobby.priceAll')}</label>
          {unitKind && game.unitPriceSatang && (
            <span data-testid="unit-price">
              {t('lobby.unitPrice', { price: satangToBaht(game.unitPriceSatang), unit })}
            </span>
          )}
          <Amount
            id="price-all"
            data-testid="price-input"
            inputMode={unitKind ? 'numeric' : 'decimal'}
            value={allValue}
            onChange={(e) => update((s) => setPriceAll(s, e.target.value))}
          />
          <div className="quick">
            {(unitKind ? QUICK_UNITS : QUICK_BAHT).map((b) => (
              <button
                key={b}
                type="button"
                data-testid={`price-quick-${b}`}
                onClick={() => update((s) => setPriceAll(s, String(b)))}
              >
                {unitKind ? t('lobby.setsQuick', { count: b, unit }) : t('lobby.quickAmount', { amount: b })}
              </button>
            ))}
          </div>
        </AllRow>
      </Card>
      <Card>
        <h2>{t('lobby.linesTitle', { count: state.lines.length })}</h2>
        <Rows>
          {priced.map((p, i) => (
            <li key={p.line.id}>
              <div>
                <div className="kind">
                  {t(`betKind.${p.line.kind}`)} ·{' '}
                  {unitKind
                    ? t('lobby.setsRange', { min: p.minBaht, max: p.maxBaht, unit })
                    : t('lobby.priceRange', { min: p.minBaht, max: p.maxBaht })}
                </div>
                <div className="num">{p.line.number}</div>
              </div>
              <Amount
                data-testid={`line-price-${i}`}
                aria-label={`${unitKind ? t('lobby.setCount', { unit }) : t('lobby.linePrice')} ${p.line.number}`}
                aria-invalid={!p.valid}
                invalid={!p.valid}
                inputMode="decimal"
                value={p.line.price}
                onChange={(e) => update((s) => setLinePrice(s, i, e.target.value))}
              />
              {!p.valid && (
                <span className="err" role="alert" data-testid={`line-price-error-${i}`}>
                  {unitKind
                    ? t('lobby.setsInvalid', { min: p.minBaht, max: p.maxBaht, unit })
                    : t('lobby.priceInvalid', { min: p.minBaht, max: p.maxBaht })}
                </span>
              )}
            </li>
          ))}
        </Rows>
        {!allValid && priced.length > 0 && (
          <Notice tone="error">
            {unitKind
              ? t('lobby.setsInvalid', { min: priced[0]!.minBaht, max: priced[0]!.maxBaht, unit })
              : t('lobby.priceInvalid', {
                  min: Math.min(...priced.map((p) => p.minBaht)),
                  max: Math.max(...priced.map((p) => p.maxBaht)),
                })}
          </Notice>
        )}
        <Footer>
          <Button type="button" variant="ghost" onClick={onBack}>
            {t('lobby.back')}
          </Button>
          <Button type="button" variant="gold" data-testid="to-summary" disabled={!allValid} onClick={onNext}>
            {t('lobby.toSummary')}
          </Button>
        </Footer>
      </Card>
    </>
  );
}
