/**
 * The standalone page of the wallet remote (`npm run dev` in mfe-wallet): mounts the same parcel the
 * shell mounts, with the shared standalone props (own bus, fetch client, stored-token session, Thai i18n).
 */
import { mountRootParcel } from 'single-spa';
import { createStandaloneProps } from 'shared-contracts/browser';
import * as parcel from './parcel';

if (!/^\/(wallet|underground\/success)/.test(window.location.pathname))
  window.history.replaceState(null, '', '/wallet');
const props = createStandaloneProps('/');
// the remote's own router listens to popstate; a pushState alone would not re-render it
const navigate = (to: string) => {
  props.navigate(to);
  window.dispatchEvent(new PopStateEvent('popstate'));
};
props.bus.events$.subscribe((e) => console.info('[wallet bus]', e));
void mountRootParcel(parcel, { domElement: document.getElementById('root')!, ...props, navigate });
