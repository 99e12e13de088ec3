/** The public face of the messaging-app linking feature (/connect and /callback pages use it). */
export { authorizeLineLink, connectLine, disconnectLine } from './api/line-link-api';
export {
  callbackUri,
  connectAgainPath,
  landingPath,
  landingWithResult,
  saveLinkReturn,
  takeLinkReturn,
  type LinkReturn,
} from './utils/link-return';
export { linkResultOfError, providerRefusal } from './utils/link-result';
