/** The public face of the error-reporting feature (issue 14): the HTTP client's failure hook. */
export { reportApiFailure, ApiFailureError } from './report-api-failure';
export { classifyApiFailure, isKnownServiceCode, type ApiFailureReport } from './classify-api-failure';
