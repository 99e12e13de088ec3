/**
 * Browser packages never import server code (issue 7 "Boundaries the tools enforce"). Two checks:
 * 1. the lint rule: ESLint, run with the repository's eslint.config.mjs on probe files placed in each browser
 *    package, reports every server import (kysely, pg, fastify, @fastify/*, node:*, PGlite, the api package),
 *    and the same probe in api/ is not reported (so the rule is scoped, not broken);
 * 2. the sources today: no file shipped by a browser package imports any of them.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const BROWSER_PACKAGES = [
  'shell',
  'mfe-games',
  'mfe-lottery-shop',
  'mfe-minigames',
  'mfe-wallet',
  'mfe-chat',
  'shared-ui',
  'shared-contracts',
];
const SERVER_IMPORTS = [
  'kysely',
  'pg',
  'fastify',
  '@fastify/cors',
  'node:fs',
  '@electric-sql/pglite',
  '../../api/src/app',
];
/** Where shared-contracts keeps code that only runs under Node (its tests and their data reader). */
const NODE_ONLY = /^shared-contracts\/src\/(testing\/|.*\.test\.ts$|.*__tests__\/)/;

type LintResult = { filePath: string; messages: { ruleId: string | null; message: string }[] };

/** Lints in-memory probe files with the repository's config, in a child process (the config is an ES module). */
function lint(probes: { filePath: string; code: string }[]): LintResult[] {
  const script = `
    const { ESLint } = require('eslint');
    const probes = JSON.parse(require('fs').readFileSync(0, 'utf8'));
    (async () => {
      const eslint = new ESLint({ cwd: ${JSON.stringify(ROOT)} });
      const out = [];
      for (const p of probes) out.push(...(await eslint.lintText(p.code, { filePath: p.filePath })));
      process.stdout.write(JSON.stringify(out.map((r) => ({ filePath: r.filePath, messages: r.messages }))));
    })().catch((e) => { console.error(e); process.exit(1); });`;
  const stdout = execFileSync(process.execPath, ['-e', script], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as LintResult[];
}

const probeCode = SERVER_IMPORTS.map(
  (spec, i) => `import * as m${i} from '${spec}';\nexport const x${i} = m${i};`,
).join('\n');
const restricted = (r: LintResult) => r.messages.filter((m) => m.ruleId === 'no-restricted-imports');

describe('browser packages and server code', () => {
  it('the lint rule reports each server import in every browser package, and none in the api', () => {
    const probes = [...BROWSER_PACKAGES, 'api'].map((pkg) => ({
      filePath: join(ROOT, pkg, 'src', 'boundary-probe.ts'),
      code: probeCode,
    }));
    const results = lint(probes);
    expect(results).toHaveLength(probes.length);
    for (const r of results) {
      const pkg = relative(ROOT, r.filePath).split('/')[0];
      const found = restricted(r).length;
      if (pkg === 'api') expect({ pkg, found }).toEqual({ pkg, found: 0 });
      else expect({ pkg, found }).toEqual({ pkg, found: SERVER_IMPORTS.length });
    }
  }, 120_000);

  it('no source file shipped by a browser package imports server code', () => {
    const forbidden =
      /^(kysely|pg|fastify|@fastify\/|node:|@electric-sql\/pglite)(\/|$)|(^|\/)api\/src(\/|$)|^api(\/|$)/;
    const spec = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(ts|tsx|js|jsx|mjs)$/.test(name)) {
          const rel = relative(ROOT, full).split('\\').join('/');
          if (NODE_ONLY.test(rel)) continue;
          for (const m of readFileSync(full, 'utf8').matchAll(spec)) {
            if (forbidden.test(m[1]!)) offenders.push(`${rel}: ${m[1]}`);
          }
        }
      }
    };
    for (const pkg of BROWSER_PACKAGES) walk(join(ROOT, pkg, 'src'));
    expect(offenders).toEqual([]);
  });
});
