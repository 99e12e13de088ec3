/**
 * The codes that travel with a 5xx status (service-codes.ts `ERROR_HTTP_STATUS`; a test holds the two together): the
 * server's own fault or absence (E10002 also stands for a request that never got an answer), after which nobody
 * knows whether the work was done. A module of its own so the browser's submit hook reads this list without the
 * whole code table.
 */
export const SERVER_FAULT_CODES: readonly string[] = ['E10002', 'E10503'];
