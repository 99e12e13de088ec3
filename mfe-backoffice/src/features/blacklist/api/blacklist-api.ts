/**
 * The block-list calls of the console (api/src/backoffice/routes/blacklist.ts; shapes in shared-contracts
 * schemas/blacklist.ts): `GET backoffice/blacklist?q` (every role), and for operators `POST
 * backoffice/blacklist/phones` / `…/bank-accounts` (201; 409 E10409 already listed; E20011 wrong length for the
 * bank) and `…/remove` (404 E10001 not listed), each with a reason.
 */
import type {
  AddBankAccountToBlacklistBody,
  AddPhoneToBlacklistBody,
  BlacklistData,
  BlacklistedBankAccount,
  BlacklistedPhone,
  HttpClient,
} from 'shared-contracts';

export const fetchBlacklist = (api: HttpClient, q: string) =>
  api.get<BlacklistData>('backoffice/blacklist', q ? { params: { q } } : undefined);

export const addPhone = (api: HttpClient, body: AddPhoneToBlacklistBody) =>
  api.post<BlacklistedPhone>('backoffice/blacklist/phones', body);

export const removePhone = (api: HttpClient, body: AddPhoneToBlacklistBody) =>
  api.post<BlacklistedPhone>('backoffice/blacklist/phones/remove', body);

export const addBankAccount = (api: HttpClient, body: AddBankAccountToBlacklistBody) =>
  api.post<BlacklistedBankAccount>('backoffice/blacklist/bank-accounts', body);

export const removeBankAccount = (api: HttpClient, body: AddBankAccountToBlacklistBody) =>
  api.post<BlacklistedBankAccount>('backoffice/blacklist/bank-accounts/remove', body);
