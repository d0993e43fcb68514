import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { AccessTokens } from '../auth/auth-tokens';
import { JWT_SECRET_SETTING, resolveJwtSecret } from './shop-secret';

let database: TestDatabase;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'boutique-jwt-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.dispose();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const source = (overrides: Partial<Parameters<typeof resolveJwtSecret>[0]> = {}) => ({
  configured: undefined, ephemeral: false, databaseUrl: undefined, dataDir: tempDir(), db: database.db, ...overrides,
});

describe('the access-token key', () => {
  it('is JWT_SECRET when set, and refuses a short one', async () => {
    const secret = 'x'.repeat(32);
    expect(await resolveJwtSecret(source({ configured: secret }))).toEqual({ key: new TextEncoder().encode(secret), origin: 'JWT_SECRET' });
    await expect(resolveJwtSecret(source({ configured: 'short' }))).rejects.toThrow(/at least 32 characters/);
  });

  it('is generated once into $DATA_DIR/jwt-secret, mode 600, and read back on the next start', async () => {
    const dataDir = tempDir();
    const first = await resolveJwtSecret(source({ dataDir }));
    expect(first.origin).toBe('file');
    const file = path.join(dataDir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.key.length).toBe(48);
    const second = await resolveJwtSecret(source({ dataDir }));
    expect(Buffer.from(second.key).equals(Buffer.from(first.key))).toBe(true);
    const together = await Promise.all([1, 2, 3].map(() => resolveJwtSecret(source({ dataDir: path.join(dataDir, 'fresh') }))));
    expect(new Set(together.map((found) => Buffer.from(found.key).toString('hex'))).size).toBe(1);
    writeFileSync(file, 'tiny\n');
    await expect(resolveJwtSecret(source({ dataDir }))).rejects.toThrow(/usable key/);
    expect(readFileSync(file, 'utf8')).toBe('tiny\n');
  });

  it('is kept in the settings table of a DATABASE_URL deployment, the same for every process', async () => {
    const [a, b] = await Promise.all([resolveJwtSecret(source({ databaseUrl: 'postgres://shared' })), resolveJwtSecret(source({ databaseUrl: 'postgres://shared' }))]);
    expect(a.origin).toBe('settings');
    expect(Buffer.from(a.key).equals(Buffer.from(b.key))).toBe(true);
    const row = await database.db.selectFrom('settings').select('value').where('key', '=', JWT_SECRET_SETTING).executeTakeFirstOrThrow();
    expect(typeof row.value).toBe('string');
  });

  it('is random per process for tests and memory databases', async () => {
    const one = await resolveJwtSecret(source({ ephemeral: true }));
    const two = await resolveJwtSecret(source({ dataDir: 'memory://' }));
    expect(one.origin).toBe('ephemeral');
    expect(Buffer.from(one.key).equals(Buffer.from(two.key))).toBe(false);
  });

  it('signs tokens that another key does not accept', async () => {
    const now = () => new Date();
    const tokens = new AccessTokens(new TextEncoder().encode('a'.repeat(32)), now);
    const token = await tokens.issue({ customerId: 7, roles: ['customer'], sessionId: 's', passwordReset: false });
    expect(await tokens.verify(token)).toMatchObject({ customerId: 7, roles: ['customer'], sessionId: 's', passwordReset: false });
    expect(await new AccessTokens(new TextEncoder().encode('b'.repeat(32)), now).verify(token)).toBeNull();
    const later = new AccessTokens(new TextEncoder().encode('a'.repeat(32)), () => new Date(Date.now() + 16 * 60_000));
    expect(await later.verify(token)).toBeNull();
  });
});
