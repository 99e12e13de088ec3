/**
 * Government-lottery ticket shop wire contracts (issue 4; docs/product.md "Ticket shop cart";
 * docs/game-rules.md "Government-lottery ticket shop"). snake_case on the wire. Money is baht with at most
 * 2 decimals on the wire (integer satang inside the api); ticket counts are integers; instants are
 * ISO-8601 strings; draw dates are Bangkok `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { CART_MAX_TICKETS } from '../constants';

/** A government-lottery ticket number: exactly 6 digits, leading zeros kept. */
export const lotteryNumber = z.string().regex(/^\d{6}$/, 'number must be exactly 6 digits');

/**
 * Ticket states (docs/game-rules.md "Government-lottery ticket shop"). available = purchased, waiting for its
 * draw; unavailable = draw resulted and the ticket won nothing; win = won (prize credited); refund = refunded
 * by ops/void round; user_cancel = cancelled by the player (partial cancel).
 */
export const lotteryTicketState = z.enum(['available', 'unavailable', 'win', 'refund', 'user_cancel']);
export type LotteryTicketState = z.infer<typeof lotteryTicketState>;

/** Promotion types (README "Promotions"). */
export const lotteryPromotionType = z.enum(['BUY_FIRST_TIME', 'BUY_GET_FREE']);
export type LotteryPromotionType = z.infer<typeof lotteryPromotionType>;

// ---------------------------------------------------------------- search / suggest

/** One search box: '' / '_' / missing = any digit, else one digit. */
const searchDigit = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    const s = v === undefined || v === null ? '' : String(v).trim();
    if (s === '' || s === '_') return '';
    if (!/^\d$/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'each search box is one digit, blank or _' });
      return z.NEVER;
    }
    return s;
  });

/** `POST /lottery/search-number` body (docs/product.md "Ticket shop cart"): blank = any digit. */
export const lotterySearchBody = z.object({
  first_number: searchDigit,
  second_number: searchDigit,
  third_number: searchDigit,
  fourth_number: searchDigit,
  fifth_number: searchDigit,
  sixth_number: searchDigit,
});
export type LotterySearchBody = z.input<typeof lotterySearchBody>;

/** `?limit` of search-number: 1..50, default 5 (docs/product.md "Ticket shop cart"). */
export const lotterySearchQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int()
    .min(1, 'limit must be 1-50')
    .max(50, 'limit must be 1-50')
    .default(5),
});

/** A number on sale with its remaining stock (tickets). */
export const lotteryStockItem = z.object({
  number: lotteryNumber,
  /** Tickets still buyable: quantity − booked (unexpired carts) − sold. */
  remaining: z.number().int(),
});
export type LotteryStockItem = z.infer<typeof lotteryStockItem>;

/** search-number / suggest-number data. */
export const lotterySearchData = z.object({
  round_id: z.string().nullable(),
  /** Bangkok draw date of the shop round. */
  draw_date: z.string().nullable(),
  /** Artwork path for the ticket cards (`/api/v1/lottery/fe/background/{date}T16:00:00`). */
  lottery_bg: z.string().nullable(),
  number_list: z.array(lotteryStockItem),
});
export type LotterySearchData = z.infer<typeof lotterySearchData>;

// ---------------------------------------------------------------- cart

/** `POST /lottery/book` body (docs/product.md "Ticket shop cart"): sets the booked count of each number; 0 removes. */
export const lotteryBookBody = z.object({
  bet_detail_list: z
    .array(
      z.object({
        number: lotteryNumber,
        amount: z.coerce
          .number({ message: 'amount must be a number' })
          .int('amount must be a whole number of tickets')
          .min(0, 'amount must be >= 0')
          .max(CART_MAX_TICKETS, `amount must be <= ${CART_MAX_TICKETS}`),
      }),
    )
    .min(1, 'bet_detail_list must hold at least one number')
    .max(200, 'at most 200 numbers per request'),
});
export type LotteryBookBody = z.input<typeof lotteryBookBody>;

export const lotteryCartItem = z.object({
  number: lotteryNumber,
  /** Tickets of this number in the cart. */
  amount: z.number().int(),
  /** Promotion applying to this line (summary view); null when none. */
  promotion_type: lotteryPromotionType.nullable(),
});
export type LotteryCartItem = z.infer<typeof lotteryCartItem>;

/** `GET /lottery/cart` and `POST /lottery/book` data (docs/product.md "Ticket shop cart"). */
export const lotteryCartData = z.object({
  round_id: z.string().nullable(),
  number_list: z.array(lotteryCartItem),
  /** True when `expired_at` is past (stock no longer held). */
  is_expired: z.boolean(),
  /** When the hold ends; an empty cart answers the maximum date (docs/product.md "Ticket shop cart"). */
  expired_at: z.string(),
  /** Sum of amounts. */
  total_count: z.number().int(),
  updated_at: z.string().nullable(),
});
export type LotteryCartData = z.infer<typeof lotteryCartData>;

/** Maximum instant an empty cart reports as `expired_at` (docs/product.md "Ticket shop cart"). */
export const LOTTERY_CART_MAX_EXPIRY = '9999-12-31T23:59:59.999Z';

/** One applied promotion in a summary / checkout. */
export const lotteryAppliedPromotion = z.object({
  promotion_type: lotteryPromotionType,
  /** Baht taken off the price. */
  discount: z.number(),
  /** FREE_LOTTERY tickets credited after purchase. */
  free_tickets: z.number().int(),
  description: z.string(),
});
export type LotteryAppliedPromotion = z.infer<typeof lotteryAppliedPromotion>;

/** `GET /lottery/cart/summary` data. Prices in baht. */
export const lotteryCartSummary = z.object({
  round_id: z.string().nullable(),
  draw_date: z.string().nullable(),
  items: z.array(
    lotteryCartItem.extend({
      unit_price: z.number(),
      /** amount × unit_price, baht. */
      price: z.number(),
    }),
  ),
  total_count: z.number().int(),
  unit_price: z.number(),
  /** total_count × unit_price, baht. */
  total_price: z.number(),
  promotions: z.array(lotteryAppliedPromotion),
  /** Sum of promotion discounts, baht. */
  discount: z.number(),
  /** total_price − discount, baht (before FREE_LOTTERY uses). */
  net_price: z.number(),
  /** FREE_LOTTERY tickets the player holds. */
  free_lottery: z.number().int(),
  is_expired: z.boolean(),
  expired_at: z.string(),
});
export type LotteryCartSummary = z.infer<typeof lotteryCartSummary>;

/**
 * E20015 `data`: remaining stock per requested number (the client retries with it, docs/product.md "Ticket shop cart").
 */
export const lotteryLimitationChangeData = z.object({
  remaining: z.array(lotteryStockItem),
});
export type LotteryLimitationChangeData = z.infer<typeof lotteryLimitationChangeData>;

/** E20013 `data`: cart total over the cap. */
export const lotteryCartLimitData = z.object({
  max: z.number().int(),
  requested: z.number().int(),
});

// ---------------------------------------------------------------- checkout

/** `POST /lottery/bet` and `/lottery/bet/limitation` body (docs/product.md "Ticket shop cart"). */
export const lotteryBetBody = z.object({
  remark: z.string().max(100, 'remark must be at most 100 characters').default(''),
  /** FREE_LOTTERY tickets to spend (each pays one ticket). */
  uses: z.coerce
    .number({ message: 'uses must be a number' })
    .int('uses must be a whole number')
    .min(0, 'uses must be >= 0')
    .max(CART_MAX_TICKETS, `uses must be <= ${CART_MAX_TICKETS}`)
    .default(0),
});
export type LotteryBetBody = z.input<typeof lotteryBetBody>;

/** `POST /lottery/bet/limitation` data: every check passed; what the bet would cost. Baht. */
export const lotteryBetLimitationData = z.object({
  round_id: z.string(),
  total_count: z.number().int(),
  total_price: z.number(),
  discount: z.number(),
  uses: z.number().int(),
  /** Baht to pay from the wallet. */
  pay_amount: z.number(),
  balance: z.number(),
  free_lottery: z.number().int(),
  promotions: z.array(lotteryAppliedPromotion),
});
export type LotteryBetLimitationData = z.infer<typeof lotteryBetLimitationData>;

export const lotteryPrizeWin = z.object({
  /** GloPrizeTier: FIRST, ADJACENT_FIRST, SECOND..FIFTH, FIRST_THREE, LAST_THREE, LAST_TWO. */
  tier: z.string(),
  number: z.string(),
  amount: z.number(),
});

export const lotteryTicket = z.object({
  ticket_id: z.string(),
  number: lotteryNumber,
  state: lotteryTicketState,
  /** Price actually charged for this ticket, baht (after discount / 0 when paid by FREE_LOTTERY). */
  price: z.number(),
  paid_with_free: z.boolean(),
  /** Prize credited, baht (0 until won). */
  prize: z.number(),
  wins: z.array(lotteryPrizeWin),
});
export type LotteryTicket = z.infer<typeof lotteryTicket>;

/** A purchase: every ticket bought in one checkout. Baht. */
export const lotteryBetSlip = z.object({
  slip_id: z.string(),
  round_id: z.string(),
  draw_date: z.string(),
  remark: z.string(),
  total_count: z.number().int(),
  total_price: z.number(),
  discount: z.number(),
  /** Baht taken from the wallet. */
  paid_amount: z.number(),
  free_used: z.number().int(),
  free_earned: z.number().int(),
  promotions: z.array(lotteryAppliedPromotion),
  /** Baht refunded by partial cancels. */
  refunded_amount: z.number(),
  total_prize: z.number(),
  /** PENDING until the draw is settled, then PAID. */
  payout_status: z.enum(['PENDING', 'PAID']),
  created_at: z.string(),
  tickets: z.array(lotteryTicket),
});
export type LotteryBetSlip = z.infer<typeof lotteryBetSlip>;

export const lotteryBetSlipList = z.object({
  items: z.array(lotteryBetSlip),
  total: z.number().int(),
});
export type LotteryBetSlipList = z.infer<typeof lotteryBetSlipList>;

/** `?round_id` of round-bet-slip / bet-slip-exist (default: the shop's current round). */
export const lotteryRoundQuery = z.object({ round_id: z.string().optional() });

export const lotteryBetSlipExistData = z.object({
  round_id: z.string().nullable(),
  exist: z.boolean(),
  count: z.number().int(),
});

/** `POST /lottery/bet-slip/partial/{id}` body: tickets to cancel; empty/missing = every available one. */
export const lotteryPartialCancelBody = z.object({
  ticket_ids: z.array(z.string()).max(CART_MAX_TICKETS).optional(),
});

/** `GET /lottery/cancel-fee/partial/{id}` data. Baht. */
export const lotteryCancelFeeData = z.object({
  slip_id: z.string(),
  cancellable: z.boolean(),
  /** Fee in percent of each ticket's price. */
  fee_percent: z.number(),
  tickets: z.array(
    z.object({ ticket_id: z.string(), number: lotteryNumber, price: z.number(), fee: z.number(), refund: z.number() }),
  ),
  total_fee: z.number(),
  total_refund: z.number(),
});
export type LotteryCancelFeeData = z.infer<typeof lotteryCancelFeeData>;

// ---------------------------------------------------------------- results / famous numbers

export const winningResultQuery = z.object({
  round_end_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'round_end_date must be YYYY-MM-DD')
    .transform((s) => s.slice(0, 10)),
});

/** `GET /government/winning-result` data (docs/product.md "API paths"). Every prize is a list. */
export const governmentWinningResult = z.object({
  date: z.string(),
  /** PENDING: shop tickets of the draw not settled yet; PAID: settled (or nothing to settle). */
  payout_status: z.enum(['PENDING', 'PAID']),
  first_prize: z.array(z.string()),
  first_three_prize: z.array(z.string()),
  last_three_prize: z.array(z.string()),
  last_two_prize: z.array(z.string()),
  similar_first_prize: z.array(z.string()),
  second_prize: z.array(z.string()),
  third_prize: z.array(z.string()),
  fourth_prize: z.array(z.string()),
  fifth_prize: z.array(z.string()),
  /** Baht per ticket of each prize field above. */
  prize_amount: z.record(z.string(), z.number()),
});
export type GovernmentWinningResult = z.infer<typeof governmentWinningResult>;

/** `prize_type` of famous-number. */
export const lotteryFamousPrizeType = z.enum(['last_two', 'last_three', 'first_three', 'first_prize_last_two']);
export type LotteryFamousPrizeType = z.infer<typeof lotteryFamousPrizeType>;

export const lotteryFamousNumberQuery = z.object({
  prize_type: lotteryFamousPrizeType.default('last_two'),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** `GET /game/fe/lottery/famous-number` data. */
export const lotteryFamousNumberData = z.object({
  prize_type: lotteryFamousPrizeType,
  draws_counted: z.number().int(),
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  items: z.array(z.object({ number: z.string(), count: z.number().int(), last_seen: z.string() })),
});
export type LotteryFamousNumberData = z.infer<typeof lotteryFamousNumberData>;

/** `GET /game/fe/lottery/famous-number/{master}` data: where a 2/3/6-digit number appeared. */
export const lotteryFamousNumberMasterData = z.object({
  number: z.string(),
  draws_counted: z.number().int(),
  count: z.number().int(),
  appearances: z.array(z.object({ date: z.string(), prize: z.string(), matched: z.string() })),
});
export type LotteryFamousNumberMasterData = z.infer<typeof lotteryFamousNumberMasterData>;

// ---------------------------------------------------------------- backoffice

/** `POST backoffice/lottery/inventory/:round_id` body: replaces the draw's stock. */
export const lotteryInventoryBody = z
  .array(z.object({ number: lotteryNumber, quantity: z.number().int().min(0).max(100_000) }))
  .min(1)
  .max(1_000_000);

export const lotteryInventoryData = z.object({
  round_id: z.string(),
  numbers: z.number().int(),
  tickets: z.number().int(),
});

/** `PUT backoffice/lottery/promotions` body and `GET` data (README "Promotions"). */
export const lotteryPromotionConfig = z.object({
  buy_first_time: z.object({
    enabled: z.boolean(),
    /** Percent off the first purchase ever (0..100). */
    discount_percent: z.number().int().min(0).max(100),
    /** Minimum tickets in that first purchase. */
    min_tickets: z.number().int().min(1).max(CART_MAX_TICKETS),
  }),
  buy_get_free: z.object({
    enabled: z.boolean(),
    /** Paid tickets per free ticket credited. */
    buy_count: z.number().int().min(1).max(CART_MAX_TICKETS),
    free_count: z.number().int().min(1).max(CART_MAX_TICKETS),
  }),
});
export type LotteryPromotionConfig = z.infer<typeof lotteryPromotionConfig>;
