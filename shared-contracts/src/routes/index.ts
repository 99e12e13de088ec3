/**
 * The route table (ARCHITECTURE.md "The wire contract"): every `/api/v1` route, one file per domain. The api
 * registers each route from its entry and a test holds Fastify's routes and this table to the same set; the
 * browser names a route by its key ("METHOD path", `callRoute`) and takes only its types.
 */
import { matchesPath, type HttpMethod, type RouteSpec } from './route';
import { authRoutes } from './auth';
import { backofficeAuditRoutes } from './backoffice-audit';
import { backofficeBlacklistRoutes } from './backoffice-blacklist';
import { backofficeChatRoutes } from './backoffice-chat';
import { backofficeInvitesRoutes } from './backoffice-invites';
import { backofficeLotteryShopRoutes } from './backoffice-lottery-shop';
import { backofficeMinigamesRoutes } from './backoffice-minigames';
import { backofficeNotificationsRoutes } from './backoffice-notifications';
import { backofficeOpsUsersRoutes } from './backoffice-ops-users';
import { backofficePaymentsRoutes } from './backoffice-payments';
import { backofficePlayersRoutes } from './backoffice-players';
import { backofficeRatesRoutes } from './backoffice-rates';
import { backofficeReconciliationRoutes } from './backoffice-reconciliation';
import { backofficeRegistryRoutes } from './backoffice-registry';
import { backofficeRestrictionsRoutes } from './backoffice-restrictions';
import { backofficeResultsRoutes } from './backoffice-results';
import { backofficeRoundsRoutes } from './backoffice-rounds';
import { backofficeSettingChangesRoutes } from './backoffice-setting-changes';
import { chatRoutes } from './chat';
import { devRoutes } from './dev';
import { draftsRoutes } from './drafts';
import { drawBetsRoutes } from './draw-bets';
import { drawRestrictionsRoutes } from './draw-restrictions';
import { drawResultsRoutes } from './draw-results';
import { drawRoundsRoutes } from './draw-rounds';
import { famousNumbersRoutes } from './famous-numbers';
import { favoritesRoutes } from './favorites';
import { gameRatesRoutes } from './game-rates';
import { invitesRoutes } from './invites';
import { lineLinkRoutes } from './line-link';
import { liveRoutes } from './live';
import { lotteryShopCartRoutes } from './lottery-shop-cart';
import { lotteryShopCheckoutRoutes } from './lottery-shop-checkout';
import { lotteryShopResultsRoutes } from './lottery-shop-results';
import { lotteryShopRoundRoutes } from './lottery-shop-round';
import { lotteryShopSearchRoutes } from './lottery-shop-search';
import { lotteryShopTicketsRoutes } from './lottery-shop-tickets';
import { minigamesRoutes } from './minigames';
import { notificationsRoutes } from './notifications';
import { playerProtectionRoutes } from './player-protection';
import { usersRoutes } from './users';
import { walletRoutes } from './wallet';
import { yeekeeRoutes } from './yeekee';

export * from './route';

export const routeTable = {
  auth: authRoutes,
  backofficeAudit: backofficeAuditRoutes,
  backofficeBlacklist: backofficeBlacklistRoutes,
  backofficeChat: backofficeChatRoutes,
  backofficeInvites: backofficeInvitesRoutes,
  backofficeLotteryShop: backofficeLotteryShopRoutes,
  backofficeMinigames: backofficeMinigamesRoutes,
  backofficeNotifications: backofficeNotificationsRoutes,
  backofficeOpsUsers: backofficeOpsUsersRoutes,
  backofficePayments: backofficePaymentsRoutes,
  backofficePlayers: backofficePlayersRoutes,
  backofficeRates: backofficeRatesRoutes,
  backofficeReconciliation: backofficeReconciliationRoutes,
  backofficeRegistry: backofficeRegistryRoutes,
  backofficeRestrictions: backofficeRestrictionsRoutes,
  backofficeResults: backofficeResultsRoutes,
  backofficeRounds: backofficeRoundsRoutes,
  backofficeSettingChanges: backofficeSettingChangesRoutes,
  chat: chatRoutes,
  dev: devRoutes,
  drafts: draftsRoutes,
  drawBets: drawBetsRoutes,
  drawRestrictions: drawRestrictionsRoutes,
  drawResults: drawResultsRoutes,
  drawRounds: drawRoundsRoutes,
  famousNumbers: famousNumbersRoutes,
  favorites: favoritesRoutes,
  gameRates: gameRatesRoutes,
  invites: invitesRoutes,
  lineLink: lineLinkRoutes,
  live: liveRoutes,
  lotteryShopCart: lotteryShopCartRoutes,
  lotteryShopCheckout: lotteryShopCheckoutRoutes,
  lotteryShopResults: lotteryShopResultsRoutes,
  lotteryShopRound: lotteryShopRoundRoutes,
  lotteryShopSearch: lotteryShopSearchRoutes,
  lotteryShopTickets: lotteryShopTicketsRoutes,
  minigames: minigamesRoutes,
  notifications: notificationsRoutes,
  playerProtection: playerProtectionRoutes,
  users: usersRoutes,
  wallet: walletRoutes,
  yeekee: yeekeeRoutes,
};
export type RouteTable = typeof routeTable;

/** Every route of the table. */
export function allRoutes(): RouteSpec[] {
  return Object.values(routeTable).flatMap((domain) => Object.values(domain) as RouteSpec[]);
}

/**
 * The route a request goes to (path relative to `/api/v1`, with or without its leading slash): a route without
 * parameters first, as Fastify prefers a static path to a parametric one.
 */
export function findRoute(method: HttpMethod | string, path: string): RouteSpec | undefined {
  const candidates = allRoutes().filter((r) => r.method === method && matchesPath(r, path));
  const dynamicParts = (r: RouteSpec) => (r.path.match(/[:{]/g) ?? []).length;
  return candidates.sort((a, b) => dynamicParts(a) - dynamicParts(b))[0];
}
