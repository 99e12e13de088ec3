import fs from 'node:fs';
import { MIGRATIONS_DIR, splitSqlStatements } from './migrate';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons only', () => {
    const text = `-- a; comment
      create table a (x text default 'a;b');
      /* block; */ create function f() returns trigger language plpgsql as $$ begin raise exception 'x;y'; end; $$;
      select "we;ird" from a`;
    const parts = splitSqlStatements(text);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toContain("raise exception 'x;y'; end; $$");
    expect(parts[2]).toBe('select "we;ird" from a');
  });

  it('finds whole statements in every migration file', () => {
    for (const f of fs.readdirSync(MIGRATIONS_DIR).filter((x) => x.endsWith('.sql'))) {
      const parts = splitSqlStatements(fs.readFileSync(`${MIGRATIONS_DIR}/${f}`, 'utf8'));
      expect(parts.length).toBeGreaterThan(0);
      for (const p of parts) expect(p).toMatch(/^(--[^\n]*\n\s*)*(CREATE|INSERT|ALTER|UPDATE|DROP)/);
    }
  });
});
