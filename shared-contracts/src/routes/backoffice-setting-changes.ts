/** The wire contract of the routes in `api/src/backoffice/routes/setting-changes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { settingChangeData, settingChangeNoteBody, settingChangesQuery } from '../schemas/setting-changes';
import { route } from './route';

const params = z.object({ id: z.string() });

export const backofficeSettingChangesRoutes = {
  getBackofficeSettingChanges: route({
    method: 'GET',
    path: '/backoffice/setting-changes',
    query: settingChangesQuery,
    response: z.array(settingChangeData),
  }),
  postBackofficeSettingChangesByIdConfirm: route({
    method: 'POST',
    path: '/backoffice/setting-changes/:id/confirm',
    params: params,
    response: settingChangeData,
  }),
  postBackofficeSettingChangesByIdReject: route({
    method: 'POST',
    path: '/backoffice/setting-changes/:id/reject',
    params: params,
    body: settingChangeNoteBody,
    response: settingChangeData,
  }),
  postBackofficeSettingChangesByIdCancel: route({
    method: 'POST',
    path: '/backoffice/setting-changes/:id/cancel',
    params: params,
    body: settingChangeNoteBody,
    response: settingChangeData,
  }),
};
