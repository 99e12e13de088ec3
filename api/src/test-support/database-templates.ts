/**
 * Prepared test databases: migrating and importing the real history costs seconds per database, and ~130 suites
 * start an app, so each (backend, clock) pair is prepared once per jest run and every test database starts as a
 * copy of it. PostgreSQL: a template database `tpl_<run>_<clock hash>` cloned with `CREATE DATABASE … TEMPLATE`.
 * PGlite: a dump of the prepared data directory in a run folder under the OS temp dir, loaded with `loadDataDir`.
 * The run is named by TEST_TEMPLATE_RUN (jest's global set-up, jest.global-setup.js, sets it and its tear-down
 * drops both); without it nothing is shared and each database is prepared on its own, as buildApp would.
 * The copy holds exactly what `prepareDatabase` makes at that clock, which buildApp runs again (a no-op).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { manualClock } from '../clock';
import { loadConfig } from '../config';
import { PGLITE_OPTIONS, openPostgres, wrapPGlite, type Database } from '../db/database';
import { prepareDatabase } from '../prepare-database';

/** The run that shares templates (set by jest's global set-up), or undefined: no sharing. */
export const TEMPLATE_RUN = process.env.TEST_TEMPLATE_RUN;

/** The folder of this run's PGlite dumps. */
export function pgliteTemplateDir(run: string): string {
  return path.join(os.tmpdir(), `thai-lottery-test-${run}`);
}

/** The name prefix of this run's PostgreSQL templates (`tpl_<run>_`). */
export function postgresTemplatePrefix(run: string): string {
  return `tpl_${run}_`;
}

/** Runs `prepareDatabase` on `database` with the clock at `nowIso` and the test configuration's data folder. */
export async function prepareAt(database: Database, nowIso: string): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  await prepareDatabase({
    config,
    db: database.db,
    clock: manualClock(nowIso),
    log: pino({ level: 'silent' }),
  });
}

function clockKey(nowIso: string): string {
  return crypto.createHash('sha256').update(new Date(nowIso).toISOString()).digest('hex').slice(0, 10);
}

/**
 * A fresh in-memory PGlite holding the prepared state at `nowIso` (loaded from this run's dump, made by the first
 * file that needs it). Without a run: an empty instance (buildApp prepares it).
 */
export async function openPreparedPGlite(nowIso: string): Promise<Database> {
  if (!TEMPLATE_RUN) return wrapPGlite(await PGlite.create('memory://', PGLITE_OPTIONS));
  const dir = pgliteTemplateDir(TEMPLATE_RUN);
  const file = path.join(dir, `pglite-${clockKey(nowIso)}.tar`);
  if (!fs.existsSync(file)) {
    // two workers may both prepare the first time: the rename makes whichever finishes last win, whole
    const pglite = await PGlite.create('memory://', PGLITE_OPTIONS);
    await prepareAt(wrapPGlite(pglite), nowIso);
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await pglite.close();
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(tmp, dump);
    fs.renameSync(tmp, file);
  }
  const pglite = await PGlite.create({
    dataDir: 'memory://',
    loadDataDir: new Blob([fs.readFileSync(file)]),
    ...PGLITE_OPTIONS,
  });
  return wrapPGlite(pglite);
}

/**
 * Creates database `name` on the server of `adminUrl` holding the prepared state at `nowIso`: a copy of this run's
 * template, made under an advisory lock by the first worker that needs it. Without a run: an empty database
 * (buildApp prepares it).
 */
export async function createPreparedPostgres(adminUrl: string, name: string, nowIso: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (!TEMPLATE_RUN) {
      await admin.query(`CREATE DATABASE ${name}`);
      return;
    }
    const template = `${postgresTemplatePrefix(TEMPLATE_RUN)}${clockKey(nowIso)}`;
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (!rowCount) {
        await admin.query(`CREATE DATABASE ${template}`);
        const url = new URL(adminUrl);
        url.pathname = `/${template}`;
        const database = openPostgres(url.toString(), 1);
        try {
          await prepareAt(database, nowIso);
        } finally {
          await database.close();
        }
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
    // the template's last connection may still be closing: PostgreSQL waits up to 5 s for it; retry past that
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (e) {
        if (attempt >= 5 || !/being accessed by other users/.test((e as Error).message)) throw e;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  } finally {
    await admin.end();
  }
}

/** A new run's name: its start (seconds, base 36, 6 characters) and 6 random hex digits, so stale runs can be told. */
export function newTemplateRun(): string {
  return `r${Math.floor(Date.now() / 1000).toString(36)}${crypto.randomBytes(3).toString('hex')}`;
}

/**
 * Drops what runs started more than `maxAgeHours` ago left behind (a run that was killed skipped its tear-down): their
 * PostgreSQL templates (when `adminUrl` is given) and their PGlite dump folders.
 */
export async function dropStaleTemplates(adminUrl: string | undefined, maxAgeHours = 6): Promise<void> {
  const cutoff = Math.floor(Date.now() / 1000) - maxAgeHours * 3600;
  const stale = (run: string) => {
    const started = parseInt(run.slice(1, 7), 36);
    return /^r[0-9a-z]{6}[0-9a-f]{6}$/.test(run) && started < cutoff;
  };
  for (const entry of fs.readdirSync(os.tmpdir())) {
    const m = /^thai-lottery-test-(.+)$/.exec(entry);
    if (m && stale(m[1]!)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'tpl\\_r%'",
    );
    for (const { datname } of rows) {
      const run = datname.split('_')[1]!;
      if (stale(run)) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/** Drops one run's templates and dumps (jest's tear-down, through prepare-templates-cli.ts --drop). */
export async function dropRunTemplates(run: string, adminUrl: string | undefined): Promise<void> {
  fs.rmSync(pgliteTemplateDir(run), { recursive: true, force: true });
  if (!adminUrl) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [postgresTemplatePrefix(run)],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
