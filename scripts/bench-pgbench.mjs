/**
 * The reference figure of `npm run bench`: pgbench's TPC-B tps on the same PostgreSQL server as the
 * benchmarks (BENCH_DATABASE_URL), in the same run. A scratch database (scale 10) is created, run for
 * PGBENCH_SECONDS (15) with PGBENCH_CLIENTS (4) clients on 2 threads, and dropped. pgbench comes from the
 * PostgreSQL client packages (.ci/run installs `postgresql-client`); without it this returns null.
 */
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}

/** Runs pgbench TPC-B against the server of `url`; returns tps (excluding connection time) or null. */
export function pgbenchTps(url) {
  if (spawnSync('pgbench', ['--version']).error) {
    console.log('pgbench is not installed (apt-get install postgresql-client): no reference tps');
    return null;
  }
  const u = new URL(url);
  const conn = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const db = `pgbench_ref_${process.pid}`;
  const admin = new URL(url);
  const psql = (sqlText) => run('psql', [admin.toString(), '-qAtc', sqlText]);
  psql(`DROP DATABASE IF EXISTS ${db}`);
  psql(`CREATE DATABASE ${db}`);
  try {
    run('pgbench', [...conn, '-i', '-s', '10', '-q', db]);
    const seconds = process.env.PGBENCH_SECONDS ?? '15';
    const clients = process.env.PGBENCH_CLIENTS ?? '4';
    const out = run('pgbench', [...conn, '-c', clients, '-j', '2', '-T', seconds, db]);
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
    const tps = m ? Number(m[1]) : null;
    console.log(
      `pgbench TPC-B (scale 10, ${clients} clients, ${seconds} s) on the same server: ${tps?.toFixed(0)} tps`,
    );
    return tps;
  } finally {
    psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
}
