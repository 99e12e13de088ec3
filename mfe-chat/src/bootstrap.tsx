/**
 * The standalone page of the chat remote (`npm run dev` in mfe-chat): the same parcel the shell mounts,
 * with the kit's standalone props (ARCHITECTURE.md "Remotes and the shell").
 */
import { mountStandalone } from 'shared-ui/standalone';
import * as parcel from './parcel';

void mountStandalone(parcel, { name: 'chat', basename: '/chat', defaultPath: '/chat' });
