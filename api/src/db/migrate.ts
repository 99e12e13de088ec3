/**
 * Applies `api/migrations/*.sql` in file-name order with Kysely's Migrator (its lock and bookkeeping
 * tables work on PostgreSQL and PGlite alike). A file is one migration, run in the Migrator's transaction.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** `api/migrations`: from `api/src/db/` when run from source, from `api/dist/` when compiled (scripts/build-api.mjs). */
export const MIGRATIONS_DIR = path.resolve(
  __dirname,
  ...(path.basename(__dirname) === 'dist' ? ['..'] : ['..', '..']),
  'migrations',
);

/** Reads every `.sql` file of `dir` as a migration named after the file (without extension). */
export class SqlFileMigrationProvider implements MigrationProvider {
  constructor(private readonly dir: string = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.dir)).filter((f) => f.endsWith('.sql')).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const text = await fs.readFile(path.join(this.dir, file), 'utf8');
      migrations[file.replace(/\.sql$/, '')] = {
        up: async (db) => {
          // one statement per query: PGlite's extended protocol refuses several in one
          for (const statement of splitSqlStatements(text)) await sql.raw(statement).execute(db);
        },
      };
    }
    return migrations;
  }
}

/** Brings the schema up to date. Throws with the failing migration's name and cause. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the Migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new SqlFileMigrationProvider(dir) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const where = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`database migration failed${where}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Splits SQL text into statements at top-level semicolons, keeping quoted strings, quoted identifiers,
 * dollar-quoted bodies and comments intact. Empty statements are dropped.
 */
export function splitSqlStatements(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '-' && next === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === c && text[j + 1] === c) j += 2;
        else if (text[j] === c) break;
        else j++;
      }
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        i = end === -1 ? text.length : end + tag[0].length;
      } else i++;
    } else if (c === ';') {
      out.push(text.slice(start, i));
      start = ++i;
    } else i++;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.replace(/--[^\n]*/g, '').trim().length > 0);
}
