/** InviteQr behind React.lazy: the `qrcode` library stays in its own chunk, fetched only when a link is shown. */
import { lazy } from 'react';

export const LazyInviteQr = lazy(() => import(/* webpackChunkName: "invite-qr" */ './InviteQr'));
