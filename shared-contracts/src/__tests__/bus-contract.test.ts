/**
 * The bus contract (ARCHITECTURE.md "Event bus"): every `BusEvent` type of `bus.ts` is published
 * (`publish({ type: 'x'`) and listened to (`.on('x')`) somewhere in the production code of the shell, the
 * remotes or shared-ui (tests and test helpers do not count). An event nobody publishes or nobody hears is
 * dead weight in the contract: give it a real use or remove it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');
const PACKAGES = readdirSync(ROOT)
  .filter((name) => name === 'shell' || name === 'shared-ui' || name.startsWith('mfe-'))
  .sort();
/** Test files and test-only helpers. */
const NOT_PRODUCTION = /(\.test\.tsx?$|\/__tests__\/|\/test-utils\/|\/testing\/|\/test\/)/;

/** The `type` of every member of the `BusEvent` union, read from bus.ts. */
function busEventTypes(): string[] {
  const source = readFileSync(join(__dirname, '..', 'bus.ts'), 'utf8');
  const union = /export type BusEvent =([\s\S]*?);\n/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/\{\s*type:\s*'([^']+)'/g)].map((m) => m[1]!);
}

/** Every production source file of the browser packages, as `path → text`. */
function productionSources(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name)) {
        const rel = relative(ROOT, full).split('\\').join('/');
        if (!NOT_PRODUCTION.test(rel)) files.set(rel, readFileSync(full, 'utf8'));
      }
    }
  };
  for (const pkg of PACKAGES) walk(join(ROOT, pkg, 'src'));
  return files;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

describe('the bus contract', () => {
  const types = busEventTypes();
  const sources = productionSources();

  it('reads the event types of bus.ts and the sources of the shell, the remotes and shared-ui', () => {
    expect(types).toContain('route/changed');
    expect(types.length).toBeGreaterThan(8);
    expect(PACKAGES).toEqual(expect.arrayContaining(['shell', 'shared-ui', 'mfe-games', 'mfe-chat']));
    expect([...sources.keys()].some((f) => f.endsWith('.test.tsx'))).toBe(false);
  });

  it.each(types)('%s has a publisher and a subscriber in production code', (type) => {
    const published = new RegExp(`publish\\(\\s*\\{\\s*type:\\s*'${escape(type)}'`);
    const heard = new RegExp(`\\.on\\(\\s*'${escape(type)}'\\s*\\)`);
    const publishers = [...sources].filter(([, text]) => published.test(text)).map(([file]) => file);
    const subscribers = [...sources].filter(([, text]) => heard.test(text)).map(([file]) => file);
    expect({ type, publishers: publishers.length > 0, subscribers: subscribers.length > 0 }).toEqual({
      type,
      publishers: true,
      subscribers: true,
    });
  });
});
