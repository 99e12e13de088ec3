/// <reference types="node" />
// Node only (node:fs): a browser package's test that reads the data files brings Node types into its check.
/**
 * Test-only access to the real historical results in the repository's `data/` (sources in data/README.md).
 * SHARED_DATA_DIR overrides the location, as it does for the api (api/src/config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR || join(__dirname, '..', '..', '..', 'data');

/** Reads a CSV file of the data directory into objects keyed by its header row. */
export function readSharedCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(join(SHARED_DATA_DIR, file), 'utf8').trim().split(/\r?\n/);
  const cols = header!.split(',');
  return rows.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? '']));
  });
}

/** Reads a JSON file of the data directory. */
export function readSharedJson<T>(file: string): T {
  return JSON.parse(readFileSync(join(SHARED_DATA_DIR, file), 'utf8')) as T;
}
