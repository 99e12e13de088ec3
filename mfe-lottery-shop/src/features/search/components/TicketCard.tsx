/** One number on sale as a ticket: the draw's artwork, the number, its stock, an amount and "add to cart". */
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_MAX_TICKETS, formatThaiDrawDate, type LotteryStockItem } from 'shared-contracts';
import { Button, Chip, Row, theme } from 'shared-ui';
import { artworkUrl } from '../../../ui/artwork-url';

const Ticket = styled.article`
  background: #fff;
  border-radius: ${theme.radius.lg};
  border: 1px solid ${theme.color.line};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  margin: 12px 0;
  .art {
    position: relative;
    aspect-ratio: 2 / 1;
    background: linear-gradient(135deg, #fff6dc, ${theme.color.goldLight});
  }
  .art img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .number {
    /* the artwork leaves its bottom-left band free for the ticket number */
    position: absolute;
    left: 4%;
    bottom: 5%;
    padding: 0 10px;
    border-radius: ${theme.radius.sm};
    background: rgba(255, 255, 255, 0.9);
    font-family: ${theme.font.number};
    font-size: 24px;
    font-weight: 800;
    letter-spacing: 0.18em;
    color: ${theme.color.red};
  }
  .body {
    padding: 12px;
  }
`;

/** The amount to add: − and + around a number field. */
const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  button {
    appearance: none;
    border: 0;
    background: ${theme.color.cream};
    color: ${theme.color.red};
    width: 40px;
    height: 40px;
    font-size: 20px;
    font-weight: 700;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.4;
  }
  input {
    width: 48px;
    height: 40px;
    border: 0;
    text-align: center;
    font: inherit;
    font-size: 16px;
    font-weight: 700;
    -moz-appearance: textfield;
  }
`;

export function TicketCard({
  item,
  drawDate,
  inCart,
  disabled,
  onAdd,
}: {
  item: LotteryStockItem;
  drawDate: string | null;
  inCart: number;
  disabled: boolean;
  onAdd: (amount: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(1);
  const [busy, setBusy] = useState(false);
  const soldOut = item.remaining <= 0;
  const max = Math.max(1, Math.min(CART_MAX_TICKETS, item.remaining));
  const set = (n: number) => setAmount(Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1)));
  return (
    <Ticket data-testid={`ticket-${item.number}`} data-remaining={item.remaining}>
      <div className="art">
        {drawDate && (
          <img
            src={artworkUrl(drawDate)}
            alt={t('lotteryShop.ticket.artwork', { date: formatThaiDrawDate(drawDate) })}
            data-testid="ticket-artwork"
            loading="lazy"
          />
        )}
        <span className="number" data-testid="ticket-number">
          {item.number}
        </span>
      </div>
      <div className="body">
        <Row css={{ justifyContent: 'space-between' }}>
          <Chip tone={soldOut ? 'red' : 'green'} data-testid="ticket-remaining">
            {soldOut ? t('lotteryShop.ticket.soldOut') : t('lotteryShop.ticket.remaining', { count: item.remaining })}
          </Chip>
          {inCart > 0 && (
            <Chip tone="gold" data-testid="ticket-in-cart">
              {t('lotteryShop.ticket.inCart', { count: inCart })}
            </Chip>
          )}
        </Row>
        <Row css={{ marginTop: 10, justifyContent: 'space-between' }}>
          <Stepper>
            <button
              type="button"
              aria-label={t('lotteryShop.ticket.less')}
              onClick={() => set(amount - 1)}
              disabled={amount <= 1}
            >
              −
            </button>
            <input
              type="number"
              min={1}
              max={max}
              value={amount}
              aria-label={t('lotteryShop.ticket.amount')}
              data-testid="ticket-amount"
              onChange={(e) => setAmount(Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
              onBlur={() => set(amount)}
            />
            <button
              type="button"
              aria-label={t('lotteryShop.ticket.more')}
              onClick={() => set(amount + 1)}
              disabled={amount >= max}
            >
              +
            </button>
          </Stepper>
          <Button
            type="button"
            data-testid="ticket-add"
            disabled={disabled || soldOut || busy || amount < 1}
            onClick={async () => {
              setBusy(true);
              try {
                await onAdd(amount);
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('lotteryShop.ticket.add')}
          </Button>
        </Row>
      </div>
    </Ticket>
  );
}
