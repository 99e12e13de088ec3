/**
 * The standalone page of the wallet remote (`npm run dev` in mfe-wallet): the same parcel the shell mounts,
 * with the kit's standalone props (ARCHITECTURE.md "Remotes and the shell"), on both of its roots.
 */
import { mountStandalone } from 'shared-ui/standalone';
import * as parcel from './parcel';

void mountStandalone(parcel, {
  name: 'wallet',
  basename: '/',
  defaultPath: '/wallet',
  roots: ['/wallet', '/underground/success'],
});
