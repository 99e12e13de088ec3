/**
 * The public face of the auth feature for other features (the account flows reuse its pieces). The login and
 * registration pages are not here: AppRoutes loads them lazily by path.
 */
export { authApi } from './api/auth-api';
export { AuthCard } from './components/AuthCard';
export { PhoneField } from './components/PhoneField';
export { PinField } from './components/PinField';
export { BankAccountFields, EMPTY_BANK_ACCOUNT, type BankAccountInput } from './components/BankAccountFields';
export { FlowSteps } from './components/FlowSteps';
export { OtpStep, type OtpSession, type OtpStepProps } from './components/OtpStep';
export { errorText } from './utils/error-text';
export { digitsOnly } from './utils/digits-only';
