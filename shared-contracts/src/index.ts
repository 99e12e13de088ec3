/**
 * shared-contracts: the single source of truth shared by the api and every front-end package
 * (ARCHITECTURE.md "shared-contracts"). Pure code only: no I/O.
 */
export * from './codes/service-codes';
export * from './envelope';
export * from './money';
export * from './time';
export * from './constants';
export * from './bus';
export * from './remote';
export * from './games/bet-kinds';
export * from './games/catalogue';
export * from './games/price-line';
export * from './games/glo';
export * from './status/system-status';
export * from './i18n';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/users';
export * from './schemas/rounds';
export * from './schemas/backoffice';
export * from './games/round-status';
export * from './games/shortcuts';
export * from './http/queue-full-error';
export * from './routing/remote-mounts';
export * from './games/derive-digits';
export * from './games/fixed-prizes';
export * from './games/settle-line';
export * from './i18n/th/lottery-shop';
export * from './i18n/th/minigames';
export * from './i18n/th/chat';
export * from './games/schedule';
export * from './games/draw-dates';
export * from './schemas/wallet';
export * from './schemas/draw-calendar';
export * from './schemas/dev';
export * from './schemas/player-extras';
export * from './schemas/lottery-shop';
export * from './schemas/draw-games';
export * from './schemas/player-protection';
export * from './schemas/exposure';
export * from './games/exposure';
export * from './i18n/th/lottery-artwork';
export * from './games/partial-cancel';
export * from './i18n/create-i18n';
