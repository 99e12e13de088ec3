/** Reads the real GLO draws of SHARED_DATA_DIR (`glo-draws.json`, `glo-draws-extra.json`). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gloDrawSchema, type GloDraw } from 'shared-contracts';

export interface GloFile {
  draws: GloDraw[];
  /** Entries that failed the schema (logged, never imported). */
  rejected: { index: number; date: unknown; reason: string }[];
}

/** Parses one GLO draw file; a missing file yields no draws. */
export async function readGloFile(
  sharedDataDir: string,
  file: 'glo-draws.json' | 'glo-draws-extra.json',
): Promise<GloFile> {
  let text: string;
  try {
    text = await fs.readFile(path.join(sharedDataDir, file), 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { draws: [], rejected: [] };
    throw e;
  }
  const raw = JSON.parse(text) as unknown[];
  const draws: GloDraw[] = [];
  const rejected: GloFile['rejected'] = [];
  raw.forEach((entry, index) => {
    const parsed = gloDrawSchema.safeParse(entry);
    if (parsed.success) draws.push(parsed.data);
    else
      rejected.push({
        index,
        date: (entry as { date?: unknown })?.date,
        reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  });
  return { draws, rejected };
}
