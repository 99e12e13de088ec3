/**
 * The block lists (spec §8 E20026, E20027): `GET backoffice/blacklist?q` for every ops role; adding and removing a
 * phone or a bank account, with a reason, for operators, audited in the use cases (`blacklist.phone.add`,
 * `blacklist.phone.remove`, `blacklist.bank.add`, `blacklist.bank.remove`). Use cases in backoffice/blacklist/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SuccessCode, routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { addBankAccountToBlacklist } from '../blacklist/add-bank-account-to-blacklist';
import { addPhoneToBlacklist } from '../blacklist/add-phone-to-blacklist';
import { listBlacklist } from '../blacklist/list-blacklist';
import { removeBankAccountFromBlacklist } from '../blacklist/remove-bank-account-from-blacklist';
import { removePhoneFromBlacklist } from '../blacklist/remove-phone-from-blacklist';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficeBlacklist;

export function backofficeBlacklistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(
      wire.getBackofficeBlacklist,
      {
        guard: requireOps(ctx, ANY_OPS),
        summary:
          'The phone and bank-account block lists, newest first (at most 200 each), with the player holding each entry; q (digits) filters both',
      },
      (req) => listBlacklist(ctx, req.query),
    );
    route(
      wire.postBackofficeBlacklistPhones,
      {
        guard: requireOps(ctx, OPERATORS),
        summary:
          'Block a phone with a reason: it can no longer register, get an account OTP or become an account phone (E20026 there); already listed → 409 E10409',
        audit: auditInUseCase('blacklist.phone.add'),
      },
      (req) => addPhoneToBlacklist(ctx, auditActorOf(req), req.body),
    );
    route(
      wire.postBackofficeBlacklistPhonesRemove,
      {
        guard: requireOps(ctx, OPERATORS),
        summary: 'Take a phone off the block list with a reason (not listed → 404 E10001)',
        audit: auditInUseCase('blacklist.phone.remove'),
        code: SuccessCode.UPDATED,
      },
      (req) => removePhoneFromBlacklist(ctx, auditActorOf(req), req.body),
    );
    route(
      wire.postBackofficeBlacklistBankAccounts,
      {
        guard: requireOps(ctx, OPERATORS),
        summary:
          'Block a bank account with a reason: it can no longer be registered (E20027) or receive a withdrawal; wrong length for the bank → E20011; already listed → 409 E10409',
        audit: auditInUseCase('blacklist.bank.add'),
      },
      (req) => addBankAccountToBlacklist(ctx, auditActorOf(req), req.body),
    );
    route(
      wire.postBackofficeBlacklistBankAccountsRemove,
      {
        guard: requireOps(ctx, OPERATORS),
        summary: 'Take a bank account off the block list with a reason (not listed → 404 E10001)',
        audit: auditInUseCase('blacklist.bank.remove'),
        code: SuccessCode.UPDATED,
      },
      (req) => removeBankAccountFromBlacklist(ctx, auditActorOf(req), req.body),
    );
  };
}
