/** The wire contract of the routes in `api/src/backoffice/routes/blacklist.ts` (ARCHITECTURE.md "The wire contract"). */
import {
  addBankAccountToBlacklistBody,
  addPhoneToBlacklistBody,
  blacklistData,
  blacklistQuery,
  blacklistedBankAccount,
  blacklistedPhone,
  removeBankAccountFromBlacklistBody,
  removePhoneFromBlacklistBody,
} from '../schemas/blacklist';
import { route } from './route';

export const backofficeBlacklistRoutes = {
  getBackofficeBlacklist: route({
    method: 'GET',
    path: '/backoffice/blacklist',
    query: blacklistQuery,
    response: blacklistData,
  }),
  postBackofficeBlacklistPhones: route({
    method: 'POST',
    path: '/backoffice/blacklist/phones',
    body: addPhoneToBlacklistBody,
    response: blacklistedPhone,
    status: 201,
  }),
  postBackofficeBlacklistPhonesRemove: route({
    method: 'POST',
    path: '/backoffice/blacklist/phones/remove',
    body: removePhoneFromBlacklistBody,
    response: blacklistedPhone,
  }),
  postBackofficeBlacklistBankAccounts: route({
    method: 'POST',
    path: '/backoffice/blacklist/bank-accounts',
    body: addBankAccountToBlacklistBody,
    response: blacklistedBankAccount,
    status: 201,
  }),
  postBackofficeBlacklistBankAccountsRemove: route({
    method: 'POST',
    path: '/backoffice/blacklist/bank-accounts/remove',
    body: removeBankAccountFromBlacklistBody,
    response: blacklistedBankAccount,
  }),
};
