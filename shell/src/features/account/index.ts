/** The public face of the account feature (issue 11): the profile page and the account flows' pages. */
export { ProfilePage } from './components/ProfilePage';
export { ForgotPinPage } from './components/ForgotPinPage';
export { ForgotPhonePage } from './components/ForgotPhonePage';
export { ChangePhonePage } from './components/ChangePhonePage';
export { ChangePinPage } from './components/ChangePinPage';
export { KycPage } from './components/KycPage';
