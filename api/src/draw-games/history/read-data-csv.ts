/**
 * Reads one of the data directory's CSV files (xsmb-draws.csv, lao-draws.csv, the index closes) as rows
 * keyed by the header's column names, cells trimmed. A missing file is no rows (the data is optional).
 * The files hold no quoted commas (see the data README), so a plain split is exact.
 */
import fs from 'node:fs/promises';

export async function readDataCsv(file: string): Promise<Record<string, string>[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(cols.map((c, i) => [c, (cells[i] ?? '').trim()]));
  });
}
