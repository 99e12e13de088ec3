import { parseInventoryCsv } from './parse-inventory-csv';

describe('parseInventoryCsv', () => {
  it('reads number,quantity lines, skips a header, blank lines and a BOM, and refuses bad or repeated rows', () => {
    const csv =
      '\uFEFFnumber,quantity\r\n123456,5\n\n000001;2\n"654321"\t0\n12345,1\n223344,x\n223344,100001\n123456,3\n1,2,3\n';
    expect(parseInventoryCsv(csv)).toEqual({
      accepted: [
        { number: '123456', quantity: 5 },
        { number: '000001', quantity: 2 },
        { number: '654321', quantity: 0 },
      ],
      refused: [
        { line: 6, text: '12345,1', reason: 'number' },
        { line: 7, text: '223344,x', reason: 'quantity' },
        { line: 8, text: '223344,100001', reason: 'quantity' },
        { line: 9, text: '123456,3', reason: 'duplicate' },
        { line: 10, text: '1,2,3', reason: 'columns' },
      ],
    });
  });
});
