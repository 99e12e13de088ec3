import { ERROR_HTTP_STATUS } from './service-codes';
import { SERVER_FAULT_CODES } from './server-fault-codes';

describe('SERVER_FAULT_CODES', () => {
  it('lists exactly the codes whose HTTP status is 5xx', () => {
    const fiveHundreds = Object.entries(ERROR_HTTP_STATUS)
      .filter(([, status]) => (status ?? 400) >= 500)
      .map(([code]) => code)
      .sort();
    expect([...SERVER_FAULT_CODES].sort()).toEqual(fiveHundreds);
  });
});
