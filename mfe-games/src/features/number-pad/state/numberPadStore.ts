import { createNumberPadStore } from './number-pad-store';

/** The one number-pad store of the games remote, alive as long as the remote's module is loaded. */
export const numberPadStore = createNumberPadStore();
