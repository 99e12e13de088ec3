/**
 * The standalone page of the ops console (`npm run dev` in mfe-backoffice): the same parcel the shell mounts,
 * with the kit's standalone props (ARCHITECTURE.md "Remotes and the shell").
 */
import { mountStandalone } from 'shared-ui/standalone';
import * as parcel from './parcel';

void mountStandalone(parcel, { name: 'backoffice', basename: '/backoffice', defaultPath: '/backoffice' });
