/** `GET /api/v1/remotes`: the registry of remotes ([{name, entry, enabled, version}]), validated. */
import { AppError, ErrorCode, callRoute, readRemoteEntries, type HttpClient, type RemoteEntry } from 'shared-contracts';

export async function fetchRemoteRegistry(api: HttpClient): Promise<RemoteEntry[]> {
  const data = await callRoute(api, 'GET /remotes');
  const entries = readRemoteEntries(data);
  if (!entries) throw new AppError(ErrorCode.SERVER_ERROR, 'remote registry response is malformed');
  return entries;
}
