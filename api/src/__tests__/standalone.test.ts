/**
 * A fresh clone works alone (issue 7, "A repository that stands alone"): no source, config or document of the
 * repository points at a folder beside it, and the default configuration reads the real past results from the
 * repository's own `data/`, where every file the importers and the official-result check read is present and
 * parses (the readers treat a missing file as "no data", so only this test notices one going missing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../config';
import { HISTORY_SOURCES } from '../draw-games/history/import-draw-history';
import { readDataCsv } from '../draw-games/history/read-data-csv';
import { readGloFile } from '../draw-games/history/glo-data-files';

/** Folders that are installed, built or generated, never written by us. */
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  '.git',
  '.data',
  'coverage',
  'test-results',
  'playwright-report',
  '.webpack-cache',
  'bench-results',
]);
const SOURCE_FILE = /\.(ts|tsx|js|cjs|mjs|sql|md|json|ya?ml)$|^Dockerfile$/;

/** References to the sibling `shared` folder: relative (dot-dot slash), as path.join parts, or absolute. */
const OUTSIDE = [
  /\.\.\/shared(?![\w-])/,
  /['"]\.\.['"],\s*['"]shared['"]/,
  new RegExp(['', 'work', 'shared'].join('\\/') + '(?![\\w-])'),
];

function repositoryFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) repositoryFiles(path.join(dir, entry.name), out);
    } else if (SOURCE_FILE.test(entry.name) && entry.name !== 'package-lock.json') {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** The GLO files the api reads (history, draw calendar, official-result check). */
const GLO_FILES = ['glo-draws.json', 'glo-draws-extra.json'] as const;

describe('the repository stands alone', () => {
  it('no source, config or document refers to a folder outside the repository', () => {
    const files = repositoryFiles(REPO_ROOT);
    expect(files.length).toBeGreaterThan(300);
    const offenders: string[] = [];
    for (const file of files) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE.some((re) => re.test(line)))
            offenders.push(`${path.relative(REPO_ROOT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });

  it('the default data directory is the repository data/ folder', () => {
    const dir = loadConfig({}).sharedDataDir;
    expect(dir).toBe(path.join(REPO_ROOT, 'data'));
    expect(path.relative(REPO_ROOT, dir).startsWith('..')).toBe(false);
    // SHARED_DATA_DIR stays an override
    expect(loadConfig({ SHARED_DATA_DIR: '/elsewhere/data' }).sharedDataDir).toBe(path.resolve('/elsewhere/data'));
  });

  it('the test helpers read the same folder by default', () => {
    const saved = process.env.SHARED_DATA_DIR;
    delete process.env.SHARED_DATA_DIR;
    try {
      jest.isolateModules(() => {
        const { SHARED_DATA_DIR } = jest.requireActual('shared-contracts/testing/shared-data');
        expect(path.resolve(SHARED_DATA_DIR)).toBe(path.join(REPO_ROOT, 'data'));
      });
    } finally {
      if (saved !== undefined) process.env.SHARED_DATA_DIR = saved;
    }
  });

  it('every GLO file the api reads is there and every draw in it is valid', async () => {
    const dir = loadConfig({}).sharedDataDir;
    const official = await readGloFile(dir, 'glo-draws.json');
    const extra = await readGloFile(dir, 'glo-draws-extra.json');
    expect([official.draws.length, official.rejected]).toEqual([361, []]);
    expect([extra.draws.length, extra.rejected]).toEqual([76, []]);
    expect(GLO_FILES.every((f) => fs.existsSync(path.join(dir, f)))).toBe(true);
  });

  it.each(HISTORY_SOURCES.map((s) => s.file))('the history file %s is there, with dated rows', async (file) => {
    const rows = await readDataCsv(path.join(loadConfig({}).sharedDataDir, file));
    expect(rows.length).toBeGreaterThan(200);
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.date ?? ''))).toBe(true);
  });

  it('data/README.md names the source of every data file', () => {
    const dir = loadConfig({}).sharedDataDir;
    const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    const files = fs.readdirSync(dir).filter((f) => f !== 'README.md');
    expect(files.length).toBeGreaterThanOrEqual(GLO_FILES.length + HISTORY_SOURCES.length);
    expect(files.filter((f) => !readme.includes(`\`${f}\``))).toEqual([]);
  });
});
