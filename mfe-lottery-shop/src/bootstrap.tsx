/**
 * The standalone page of the lottery shop (`npm run dev` in mfe-lottery-shop): the same parcel the shell
 * mounts, with the kit's standalone props (ARCHITECTURE.md "Remotes and the shell").
 */
import { mountStandalone } from 'shared-ui/standalone';
import * as parcel from './parcel';

void mountStandalone(parcel, { name: 'lotteryShop', basename: '/lottery', defaultPath: '/lottery/thai' });
