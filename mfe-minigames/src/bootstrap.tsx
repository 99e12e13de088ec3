/**
 * The standalone page of the mini-games remote (`npm run dev` in mfe-minigames): the same parcel the shell
 * mounts, with the kit's standalone props (ARCHITECTURE.md "Remotes and the shell").
 */
import { mountStandalone } from 'shared-ui/standalone';
import * as parcel from './parcel';

void mountStandalone(parcel, { name: 'minigames', basename: '/minigame', defaultPath: '/minigame/cointossing' });
