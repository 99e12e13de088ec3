/**
 * The block-list calls of the console (api/src/backoffice/routes/blacklist.ts; shapes in shared-contracts
 * schemas/blacklist.ts): `GET backoffice/blacklist?q` (every role), and for operators `POST
 * backoffice/blacklist/phones` / `…/bank-accounts` (201; 409 E10409 already listed; E20011 wrong length for the
 * bank) and `…/remove` (404 E10001 not listed), each with a reason.
 */
import {
  callRoute,
  type AddBankAccountToBlacklistBody,
  type AddPhoneToBlacklistBody,
  type HttpClient,
} from 'shared-contracts';

export const fetchBlacklist = (api: HttpClient, q: string) =>
  callRoute(api, 'GET /backoffice/blacklist', { query: q ? { q } : undefined });

export const addPhone = (api: HttpClient, body: AddPhoneToBlacklistBody) =>
  callRoute(api, 'POST /backoffice/blacklist/phones', { body });

export const removePhone = (api: HttpClient, body: AddPhoneToBlacklistBody) =>
  callRoute(api, 'POST /backoffice/blacklist/phones/remove', { body });

export const addBankAccount = (api: HttpClient, body: AddBankAccountToBlacklistBody) =>
  callRoute(api, 'POST /backoffice/blacklist/bank-accounts', { body });

export const removeBankAccount = (api: HttpClient, body: AddBankAccountToBlacklistBody) =>
  callRoute(api, 'POST /backoffice/blacklist/bank-accounts/remove', { body });
