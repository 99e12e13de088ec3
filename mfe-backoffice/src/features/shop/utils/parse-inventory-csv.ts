/**
 * Reads an inventory CSV for `POST backoffice/lottery/inventory/{round_id}` (which takes JSON
 * `[{number, quantity}]`): one ticket number per line, `number,quantity` (a 6-digit number, a whole quantity
 * 0-100000; `;` or a tab also separate). An optional header line (`number,quantity`), blank lines and a UTF-8 BOM
 * are skipped. Rows that break a rule, and a number listed twice, are refused with their 1-based line number and the
 * reason's text key (`backoffice.shop.refusals.*`); the API would refuse the whole file for any of them.
 */
export interface InventoryRow {
  number: string;
  quantity: number;
}

export type RefusalReason = 'columns' | 'number' | 'quantity' | 'duplicate';

export interface RefusedRow {
  line: number;
  text: string;
  reason: RefusalReason;
}

export interface ParsedInventory {
  accepted: InventoryRow[];
  refused: RefusedRow[];
}

/** The largest quantity of one number the API accepts (shared-contracts `lotteryInventoryBody`). */
const MAX_QUANTITY = 100_000;
const HEADER = /^\s*number\s*[,;\t]\s*quantity\s*$/i;

export function parseInventoryCsv(csv: string): ParsedInventory {
  const accepted: InventoryRow[] = [];
  const refused: RefusedRow[] = [];
  const seen = new Set<string>();
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((raw, i) => {
      const text = raw.trim();
      if (text === '' || (i === 0 && HEADER.test(text))) return;
      const line = i + 1;
      const cells = text.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
      if (cells.length !== 2) return refused.push({ line, text, reason: 'columns' });
      const [number, quantityText] = cells as [string, string];
      if (!/^\d{6}$/.test(number)) return refused.push({ line, text, reason: 'number' });
      const quantity = Number(quantityText);
      if (!/^\d+$/.test(quantityText) || quantity > MAX_QUANTITY)
        return refused.push({ line, text, reason: 'quantity' });
      if (seen.has(number)) return refused.push({ line, text, reason: 'duplicate' });
      seen.add(number);
      accepted.push({ number, quantity });
    });
  return { accepted, refused };
}
