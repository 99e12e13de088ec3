/**
 * The lottery shop's TanStack Query keys, in one place so invalidation is predictable (one query client per
 * parcel, ARCHITECTURE.md "Remotes and the shell"), in the one shape of every package (CONTRIBUTING.md "Writing a
 * screen"): `['lottery-shop', owner, what, ...params]`, the owner being the session's customer code for a player's
 * own data (so another player, or a visitor after a logout, never sees a cached copy) and `'public'` for what
 * everyone sees. Hooks append their own variables (a page size, the free tickets used) to these prefixes.
 */
const ROOT = 'lottery-shop';
const PUBLIC = 'public';

export const shopKeys = {
  /** `GET underground/current-round?game_type=LOTTERY`, mapped to a `ShopRound`. */
  round: () => [ROOT, PUBLIC, 'round'] as const,
  /** `GET game/fe/lottery/famous-number`: the numbers drawn most often, per prize type. */
  famousNumbers: (type: string) => [ROOT, PUBLIC, 'famous-numbers', type] as const,
  /** The dates of past GLO draws (both result lists, merged). */
  pastDrawDates: () => [ROOT, PUBLIC, 'past-draw-dates'] as const,
  /** `GET government/winning-result`: every prize of one draw (Bangkok date `YYYY-MM-DD`). */
  winningResult: (date: string) => [ROOT, PUBLIC, 'winning-result', date] as const,
  /** `GET lottery/bet-slip`: the player's purchases; the hook appends the page size. */
  slips: (customerCode: string | null) => [ROOT, customerCode, 'slips'] as const,
  /** `GET lottery/cart/summary`: the player's cart priced for checkout. */
  cartSummary: (customerCode: string | null) => [ROOT, customerCode, 'cart-summary'] as const,
  /** `POST lottery/bet/limitation`: what the purchase would cost; the hook appends the free tickets used. */
  limitation: (customerCode: string | null) => [ROOT, customerCode, 'limitation'] as const,
};
