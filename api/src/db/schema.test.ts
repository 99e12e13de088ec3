/**
 * `schema.ts` (the Kysely table types the code is checked against) is written by hand beside the migrations; this
 * holds it to the database the migrations make: every table and column on both sides, the same nullability, a
 * default where the type lets an insert leave the column out, and a TypeScript type of the column's kind.
 */
import path from 'node:path';
import ts from 'typescript';
import { sql } from 'kysely';
import { openPGlite, type Database } from './database';
import { migrateToLatest } from './migrate';

type Kind = 'number' | 'string' | 'boolean' | 'instant' | 'json';
interface Column {
  kind: Kind;
  nullable: boolean;
  /** The insert may leave it out (a default, an identity, or nullable). */
  optionalOnInsert: boolean;
}

/** Kinds of the PostgreSQL types the migrations use. */
function kindOfSqlType(dataType: string): Kind {
  if (/^(integer|bigint|smallint)$/.test(dataType)) return 'number';
  if (/^(text|character varying|character|uuid|date|inet|numeric)$/.test(dataType)) return 'string';
  if (dataType === 'boolean') return 'boolean';
  if (/^timestamp/.test(dataType)) return 'instant';
  if (/^jsonb?$/.test(dataType)) return 'json';
  throw new Error(`no kind for the SQL type ${dataType}: add it to the schema test`);
}

/** The columns schema.ts declares, per table of its `DB` interface, read with the TypeScript checker. */
function declaredTables(): Map<string, Map<string, { kinds: Set<Kind>; nullable: boolean; optional: boolean }>> {
  const file = path.join(__dirname, 'schema.ts');
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const dbDecl = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'DB',
  )!;
  const kindsOf = (type: ts.Type, out: Set<Kind>, flags: { nullable: boolean; unknown: boolean }) => {
    for (const t of type.isUnion() ? type.types : [type]) {
      if (t.flags & ts.TypeFlags.Null) flags.nullable = true;
      else if (t.flags & ts.TypeFlags.Undefined) continue;
      else if (t.flags & ts.TypeFlags.NumberLike) out.add('number');
      else if (t.flags & ts.TypeFlags.StringLike) out.add('string');
      else if (t.flags & ts.TypeFlags.BooleanLike) out.add('boolean');
      else if (t.flags & ts.TypeFlags.Unknown) flags.unknown = true;
      else if (t.getSymbol()?.name === 'Date') out.add('instant');
      else out.add('json');
    }
  };
  const tables = new Map<string, Map<string, { kinds: Set<Kind>; nullable: boolean; optional: boolean }>>();
  for (const member of dbDecl.members) {
    const tableName = (member.name as ts.Identifier).text;
    const tableType = checker.getTypeAtLocation(member);
    const columns = new Map<string, { kinds: Set<Kind>; nullable: boolean; optional: boolean }>();
    for (const prop of tableType.getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(prop, member);
      const kinds = new Set<Kind>();
      const flags = { nullable: false, unknown: false };
      let optional = false;
      // Kysely's ColumnType<Select, Insert, Update> (Generated<T> is one) carries them as __select__ and __insert__;
      // a nullable column is a union of one with null
      for (const part of type.isUnion() ? type.types : [type]) {
        const select = part.getProperty('__select__');
        const insert = part.getProperty('__insert__');
        kindsOf(select ? checker.getTypeOfSymbolAtLocation(select, member) : part, kinds, flags);
        if (insert) {
          const insertType = checker.getTypeOfSymbolAtLocation(insert, member);
          optional ||= (insertType.isUnion() ? insertType.types : [insertType]).some(
            (t) => (t.flags & ts.TypeFlags.Undefined) !== 0,
          );
        }
      }
      // a Json column whose read type is left `unknown` (Json<T> without T)
      if (flags.unknown) kinds.add('json');
      optional ||= flags.nullable;
      columns.set(prop.name, { kinds, nullable: flags.nullable, optional });
    }
    tables.set(tableName, columns);
  }
  return tables;
}

describe('schema.ts against the migrated database', () => {
  let database: Database;
  let actual: Map<string, Map<string, Column>>;
  let declared: ReturnType<typeof declaredTables>;
  beforeAll(async () => {
    declared = declaredTables();
    database = await openPGlite();
    await migrateToLatest(database.db);
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      data_type: string;
      is_nullable: 'YES' | 'NO';
      column_default: string | null;
      is_identity: 'YES' | 'NO';
    }>`select table_name, column_name, data_type, is_nullable, column_default, is_identity
         from information_schema.columns
        where table_schema = 'public' and table_name not like 'kysely_%'
          and table_name in (select table_name from information_schema.tables
                              where table_schema = 'public' and table_type = 'BASE TABLE')`.execute(database.db);
    actual = new Map();
    for (const r of rows) {
      const table = actual.get(r.table_name) ?? new Map<string, Column>();
      table.set(r.column_name, {
        kind: kindOfSqlType(r.data_type),
        nullable: r.is_nullable === 'YES',
        optionalOnInsert: r.is_nullable === 'YES' || r.column_default !== null || r.is_identity === 'YES',
      });
      actual.set(r.table_name, table);
    }
  }, 120_000);
  afterAll(() => database?.close());

  it('declares exactly the tables and columns the migrations make (views aside)', () => {
    const shape = (m: Map<string, Map<string, unknown>>) =>
      Object.fromEntries([...m].map(([t, cols]) => [t, [...cols.keys()].sort()]).sort());
    expect(shape(declared)).toEqual(shape(actual));
  });

  it('gives every column its nullability, its kind, and a way to leave it out only when the database has a default', () => {
    const problems: string[] = [];
    for (const [table, columns] of actual) {
      for (const [name, col] of columns) {
        const d = declared.get(table)?.get(name);
        if (!d) continue; // the first test names it
        const where = `${table}.${name}`;
        if (d.nullable !== col.nullable)
          problems.push(`${where}: the database says ${col.nullable ? 'NULL' : 'NOT NULL'}, schema.ts the opposite`);
        if (!d.kinds.has(col.kind))
          problems.push(`${where}: the database holds ${col.kind}, schema.ts reads ${[...d.kinds].join(' | ')}`);
        if (d.optional && !col.optionalOnInsert)
          problems.push(`${where}: schema.ts lets an insert leave it out, but the database has no default`);
        if (!d.optional && col.optionalOnInsert && !col.nullable)
          problems.push(`${where}: the database has a default, schema.ts should say Generated<…>`);
      }
    }
    expect(problems).toEqual([]);
  });
});
