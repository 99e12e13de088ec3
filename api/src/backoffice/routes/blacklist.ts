/**
 * The block lists (spec §8 E20026, E20027): `GET backoffice/blacklist?q` for every ops role; adding and removing a
 * phone or a bank account, with a reason, for operators, audited in the use cases (`blacklist.phone.add`,
 * `blacklist.phone.remove`, `blacklist.bank.add`, `blacklist.bank.remove`). Use cases in backoffice/blacklist/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SuccessCode,
  addBankAccountToBlacklistBody,
  addPhoneToBlacklistBody,
  blacklistData,
  blacklistQuery,
  blacklistedBankAccount,
  blacklistedPhone,
  removeBankAccountFromBlacklistBody,
  removePhoneFromBlacklistBody,
} from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { bearerSecurity, responses, sendOk } from '../../http/reply';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { addBankAccountToBlacklist } from '../blacklist/add-bank-account-to-blacklist';
import { addPhoneToBlacklist } from '../blacklist/add-phone-to-blacklist';
import { listBlacklist } from '../blacklist/list-blacklist';
import { removeBankAccountFromBlacklist } from '../blacklist/remove-bank-account-from-blacklist';
import { removePhoneFromBlacklist } from '../blacklist/remove-phone-from-blacklist';

export function backofficeBlacklistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { tags: ['backoffice'], security: bearerSecurity };
    app.get(
      '/backoffice/blacklist',
      {
        onRequest: requireOps(ctx, ANY_OPS),
        schema: {
          ...schema,
          summary:
            'The phone and bank-account block lists, newest first (at most 200 each), with the player holding each entry; q (digits) filters both',
          querystring: blacklistQuery,
          response: responses(blacklistData),
        },
      },
      async (req, reply) => sendOk(reply, await listBlacklist(ctx, req.query)),
    );
    app.post(
      '/backoffice/blacklist/phones',
      {
        onRequest: requireOps(ctx, OPERATORS),
        config: { audit: auditInUseCase('blacklist.phone.add') },
        schema: {
          ...schema,
          summary:
            'Block a phone with a reason: it can no longer register, get an account OTP or become an account phone (E20026 there); already listed → 409 E10409',
          body: addPhoneToBlacklistBody,
          response: responses(blacklistedPhone, 201),
        },
      },
      async (req, reply) =>
        sendOk(reply, await addPhoneToBlacklist(ctx, auditActorOf(req), req.body), 201, SuccessCode.CREATED),
    );
    app.post(
      '/backoffice/blacklist/phones/remove',
      {
        onRequest: requireOps(ctx, OPERATORS),
        config: { audit: auditInUseCase('blacklist.phone.remove') },
        schema: {
          ...schema,
          summary: 'Take a phone off the block list with a reason (not listed → 404 E10001)',
          body: removePhoneFromBlacklistBody,
          response: responses(blacklistedPhone),
        },
      },
      async (req, reply) =>
        sendOk(reply, await removePhoneFromBlacklist(ctx, auditActorOf(req), req.body), 200, SuccessCode.UPDATED),
    );
    app.post(
      '/backoffice/blacklist/bank-accounts',
      {
        onRequest: requireOps(ctx, OPERATORS),
        config: { audit: auditInUseCase('blacklist.bank.add') },
        schema: {
          ...schema,
          summary:
            'Block a bank account with a reason: it can no longer be registered (E20027) or receive a withdrawal; wrong length for the bank → E20011; already listed → 409 E10409',
          body: addBankAccountToBlacklistBody,
          response: responses(blacklistedBankAccount, 201),
        },
      },
      async (req, reply) =>
        sendOk(reply, await addBankAccountToBlacklist(ctx, auditActorOf(req), req.body), 201, SuccessCode.CREATED),
    );
    app.post(
      '/backoffice/blacklist/bank-accounts/remove',
      {
        onRequest: requireOps(ctx, OPERATORS),
        config: { audit: auditInUseCase('blacklist.bank.remove') },
        schema: {
          ...schema,
          summary: 'Take a bank account off the block list with a reason (not listed → 404 E10001)',
          body: removeBankAccountFromBlacklistBody,
          response: responses(blacklistedBankAccount),
        },
      },
      async (req, reply) =>
        sendOk(reply, await removeBankAccountFromBlacklist(ctx, auditActorOf(req), req.body), 200, SuccessCode.UPDATED),
    );
  };
}
