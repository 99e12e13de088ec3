/**
 * Reads one of the data directory's CSV files (xsmb-draws.csv, lao-draws.csv, the index closes) as rows
 * keyed by the header's column names, cells trimmed. A missing file is no rows (the data is optional).
 * The files hold no quoted commas (see the data README), so a plain split is exact.
 * A file is parsed once per process while its size and modification time stay the same (every start and every
 * official-result check reads the same files); the rows are shared, so callers copy before they reorder and
 * never change a row.
 */
import fs from 'node:fs/promises';

const parsed = new Map<string, { stamp: string; rows: readonly Readonly<Record<string, string>>[] }>();

export async function readDataCsv(file: string): Promise<Record<string, string>[]> {
  let stamp: string;
  try {
    const st = await fs.stat(file);
    stamp = `${st.size}:${st.mtimeMs}`;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  const cached = parsed.get(file);
  if (cached?.stamp === stamp) return cached.rows.slice();
  const text = await fs.readFile(file, 'utf8');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = (header ?? '').split(',');
  const rows = lines.map((line) => {
    const cells = line.split(',');
    const row: Record<string, string> = {};
    for (let i = 0; i < cols.length; i++) row[cols[i]!] = (cells[i] ?? '').trim();
    return Object.freeze(row);
  });
  parsed.set(file, { stamp, rows });
  return rows.slice();
}
