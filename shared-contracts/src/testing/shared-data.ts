/**
 * Test-only access to the real historical results in ../shared/data (never copied into the repo).
 * SHARED_DATA_DIR overrides the location.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR || join(__dirname, '..', '..', '..', '..', 'shared', 'data');

/** Reads a CSV file of shared/data into objects keyed by its header row. */
export function readSharedCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(join(SHARED_DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const cols = header!.split(',');
  return rows.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** Reads a JSON file of shared/data. */
export function readSharedJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(SHARED_DATA_DIR, file), 'utf8')) as T;
}
