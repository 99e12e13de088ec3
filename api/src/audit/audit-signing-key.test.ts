/**
 * Where the audit signing keys come from (audit-signing-key.ts): AUDIT_SIGNING_KEY's keys (the first signs); in
 * development without it, one random key made once in DATA_DIR/audit-signing.key (mode 0600) and reused, with a
 * warning; production without a key is refused. Signatures verify with their own key only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { auditKeyId, auditKeyring, auditSignatureProblem, signAuditRow } from './audit-signature';
import { DEV_AUDIT_KEY_FILE, loadAuditKeyring } from './audit-signing-key';

const HASH = 'a'.repeat(64);

describe('audit signing keys', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-key-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('development: a random key made once under DATA_DIR (0600), reused by the next start, with a warning', () => {
    const warnings: string[] = [];
    const config = { auditSigningKeys: [], nodeEnv: 'development' as const, dataDir: path.join(dir, 'data') };
    const first = loadAuditKeyring(config, (w) => warnings.push(w));
    const file = path.join(dir, 'data', DEV_AUDIT_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(warnings.join('\n')).toMatch(/AUDIT_SIGNING_KEY is not set/);
    const second = loadAuditKeyring(config);
    expect(second.signer).toEqual(first.signer);
  });

  it('configured keys win (the first signs, all verify); production without one is refused', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(32)];
    const ring = loadAuditKeyring({ auditSigningKeys: [a, b], nodeEnv: 'production', dataDir: dir });
    expect(ring.signer.id).toBe(auditKeyId(a));
    expect([...ring.keys.keys()]).toEqual([auditKeyId(a), auditKeyId(b)]);
    expect(fs.existsSync(path.join(dir, DEV_AUDIT_KEY_FILE))).toBe(false);
    expect(() => loadAuditKeyring({ auditSigningKeys: [], nodeEnv: 'production', dataDir: dir })).toThrow(
      /AUDIT_SIGNING_KEY is required/,
    );
    expect(() => auditKeyring(['short'])).toThrow(/at least 32/);
  });

  it('a signature verifies with its key, for its row only', () => {
    const ring = auditKeyring(['k'.repeat(32)]);
    const signed = { id: 7, hash: HASH, ...signAuditRow(ring, 7, HASH) };
    expect(auditSignatureProblem(ring, signed)).toBeNull();
    expect(auditSignatureProblem(ring, { ...signed, id: 8 })).toMatch(/does not match/);
    expect(auditSignatureProblem(ring, { ...signed, hash: 'b'.repeat(64) })).toMatch(/does not match/);
    expect(auditSignatureProblem(ring, { ...signed, sig: null, key_id: null })).toMatch(/not signed/);
    expect(auditSignatureProblem(auditKeyring(['z'.repeat(32)]), signed)).toMatch(/not among the configured keys/);
  });
});
