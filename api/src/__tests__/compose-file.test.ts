/**
 * docker-compose.yml against the api's configuration (issue 10 "Independent deploys"), without a Docker daemon:
 * every `REMOTE_*_URL` the file sets is a variable `api/src/config.ts` reads (REMOTE_ENV_NAMES, one per
 * REMOTE_NAMES), every remote gets one, every service has a healthcheck and a restart policy, every static
 * service builds its own image target, the api reads each remote's manifest over the compose network and every
 * remote origin is in the static servers' CSP. The file validates against the Compose Specification's JSON schema
 * (tools/docker/compose-spec.json, from github.com/compose-spec/compose-spec, commit 170098b, Apache-2.0); when
 * `docker compose` is installed, `docker compose config -q` must pass too.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { REMOTE_LAYOUT } from '../http/remote-layout';
import { loadConfig, REMOTE_ENV_NAMES } from '../config';

const REPO = path.resolve(__dirname, '..', '..', '..');

interface Service {
  build?: { target?: string; args?: Record<string, string> };
  image?: string;
  restart?: string;
  healthcheck?: { test?: unknown };
  environment?: Record<string, string>;
}
const compose = parse(fs.readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = Object.entries(compose.services);
const apiEnv = compose.services.api!.environment ?? {};

/** Compose's `${VAR:-default}` interpolation with every variable unset (a required `${VAR:?msg}` gets a long dummy: 32+ characters, as AUDIT_SIGNING_KEY needs). */
const interpolate = (v: string) =>
  v.replace(
    /\$\{[A-Z_]+(?::-([^}]*)|:\?[^}]*)?\}/g,
    (_m, dflt: string | undefined) => dflt ?? 'a-required-value-0123456789abcdef',
  );
const apiConfig = () =>
  loadConfig(Object.fromEntries(Object.entries(apiEnv).map(([k, v]) => [k, interpolate(String(v))])));

describe('docker-compose.yml', () => {
  it('sets only remote variables the api reads, one for every remote', () => {
    const read = Object.values(REMOTE_ENV_NAMES) as string[];
    expect(Object.keys(REMOTE_ENV_NAMES).sort()).toEqual([...REMOTE_NAMES].sort());
    const set = services.flatMap(([, s]) => Object.keys(s.environment ?? {})).filter((k) => /^REMOTE_.*_URL$/.test(k));
    expect(set.filter((k) => !read.includes(k))).toEqual([]);
    expect(read.filter((k) => !(k in apiEnv))).toEqual([]);
    // and the api's own parser turns them into one entry per remote
    const env = Object.fromEntries(read.map((k) => [k, `http://remotes.example:81/${k}/mf-manifest.json`]));
    expect(Object.keys(loadConfig(env).remoteUrls).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('is a valid Compose file by the Compose Specification schema', () => {
    const schema = JSON.parse(fs.readFileSync(path.join(REPO, 'tools/docker/compose-spec.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
    const raw = parse(fs.readFileSync(path.join(REPO, 'docker-compose.yml'), 'utf8'), { merge: true });
    expect(validate(raw) ? [] : validate.errors).toEqual([]);
    // and the schema is not a pushover: a misspelt key is refused
    expect(validate({ services: { api: { restarts: 'always' } } })).toBe(false);
  });

  it("reads each remote's manifest over the compose network, and its origin is in the static servers' CSP", () => {
    const config = apiConfig();
    const staticOrigins = interpolate(String(compose.services.shell!.environment?.REMOTE_ORIGINS ?? '')).split(/\s+/);
    const internal = new Set(Object.values(config.remoteManifestOriginMap).map((o) => new URL(o).hostname));
    for (const name of REMOTE_NAMES) {
      const origin = new URL(config.remoteUrls[name]!).origin;
      expect({ name, inCsp: staticOrigins.includes(origin) }).toEqual({ name, inCsp: true });
      const to = config.remoteManifestOriginMap[origin];
      // the internal host is the compose service that serves that remote's own package
      expect({ name, pkg: to && compose.services[new URL(to).hostname]?.build?.args?.PKG }).toEqual({
        name,
        pkg: REMOTE_LAYOUT[name].dir,
      });
    }
    expect(internal.size).toBe(REMOTE_NAMES.length);
  });

  it('gives every service a healthcheck and a restart policy', () => {
    expect(services.length).toBeGreaterThanOrEqual(8);
    for (const [name, s] of services) {
      expect({ name, healthcheck: Array.isArray(s.healthcheck?.test) }).toEqual({ name, healthcheck: true });
      expect({ name, restart: s.restart }).toEqual({
        name,
        restart: expect.stringMatching(/^(unless-stopped|always)$/),
      });
    }
  });

  it('builds each front end from its own Dockerfile target, which exists', () => {
    const dockerfile = fs.readFileSync(path.join(REPO, 'Dockerfile'), 'utf8');
    const targets = new Set([...dockerfile.matchAll(/^FROM\s+\S+\s+AS\s+(\S+)/gim)].map((m) => m[1]));
    const built = services.filter(([, s]) => s.build);
    for (const [name, s] of built)
      expect({ name, target: targets.has(s.build!.target!) }).toEqual({ name, target: true });
    const pkgs = built.map(([, s]) => s.build!.args?.PKG).filter(Boolean);
    const mfes = fs.readdirSync(REPO).filter((d) => d.startsWith('mfe-'));
    expect(pkgs.sort()).toEqual(['shell', ...mfes].sort());
  });

  it('README lists every REMOTE_<NAME>_URL by its exact name', () => {
    const readme = fs.readFileSync(path.join(REPO, 'README.md'), 'utf8');
    for (const k of Object.values(REMOTE_ENV_NAMES)) expect(readme).toContain(`\`${k}\``);
  });

  const hasCompose = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  if (!hasCompose)
    console.warn('docker compose is not installed here: `docker compose config -q` skipped (the parse checks ran)');
  (hasCompose ? it : it.skip)('passes `docker compose config -q`', () => {
    const r = spawnSync('docker', ['compose', '-f', path.join(REPO, 'docker-compose.yml'), 'config', '-q'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        POSTGRES_PASSWORD: 'dummy-password',
        JWT_SECRET: 'dummy-secret-0123456789',
        ADMIN_API_TOKEN: 'dummy-admin-token',
        YEEKEE_SECRET_KEY: 'dummy-yeekee-secret-key-0123456789',
        AUDIT_SIGNING_KEY: 'dummy-audit-signing-key-0123456789abcdef',
      },
    });
    expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
