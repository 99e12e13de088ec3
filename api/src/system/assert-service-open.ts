/**
 * Refuses money-moving requests while ops have closed that service (docs/product.md "System status": GameError,
 * DepositError, WithdrawError; UnderConstruction closes all of them). The UI shows the Thai toast; this is
 * the server's guarantee that nothing moves meanwhile. Throws AppError E10006 with `data.system_status`.
 */
import { AppError, ErrorCode, type SystemStatus } from 'shared-contracts';
import type { DbOrTrx } from '../db/transaction';
import { getSystemStatus } from './system-status';

export type GuardedService = 'GAME' | 'DEPOSIT' | 'WITHDRAW';

const FLAG = { GAME: 'GameError', DEPOSIT: 'DepositError', WITHDRAW: 'WithdrawError' } as const;
const WHAT = { GAME: 'games are', DEPOSIT: 'deposits are', WITHDRAW: 'withdrawals are' } as const;

export async function assertServiceOpen(db: DbOrTrx, service: GuardedService): Promise<void> {
  assertServiceOpenIn(await getSystemStatus(db), service);
}

/** Whether `service` is open under flags already read (systemStatusFrom): what assertServiceOpenIn refuses. */
export function isServiceOpenIn(status: SystemStatus, service: GuardedService): boolean {
  return !status.UnderConstruction && !status[FLAG[service]];
}

/** The same check on flags already read (systemStatusFrom). */
export function assertServiceOpenIn(status: SystemStatus, service: GuardedService): void {
  if (status.UnderConstruction) {
    throw new AppError(ErrorCode.EXPECTATION_FAILED, 'the site is under construction', {
      system_status: 'UNDER_CONSTRUCTION',
    });
  }
  if (status[FLAG[service]]) {
    throw new AppError(ErrorCode.EXPECTATION_FAILED, `${WHAT[service]} closed for maintenance`, {
      system_status: service,
    });
  }
}
