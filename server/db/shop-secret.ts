/**
 * The shop's secret (never logged): the key of its access tokens (HS256), and the root of the
 * keys of its signed links (stock alerts, newsletter, outlet passes) and tracking hashes:
 *
 * 1. `JWT_SECRET` when set (at least 32 characters; a shorter one stops the start-up);
 * 2. tests and in-memory databases: a random key for the life of the process;
 * 3. a `DATABASE_URL` deployment: a random key stored once in the `settings` table (key
 *    `jwt-secret`), so every process sharing the database signs and checks alike — whoever can read
 *    that table can sign tokens: set `JWT_SECRET` when the database is shared more widely;
 * 4. otherwise (the embedded database): a random key generated once into `$DATA_DIR/jwt-secret`,
 *    mode 600, beside the database it belongs to.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './database';

/** The shortest JWT_SECRET the shop accepts. */
export const MIN_JWT_SECRET_LENGTH = 32;

export const JWT_SECRET_SETTING = 'jwt-secret';
export const JWT_SECRET_FILE = 'jwt-secret';

export interface JwtSecretSource {
  configured: string | undefined;
  /** A key for this process only (tests, memory databases). */
  ephemeral: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  db: Db;
}

export type JwtSecretOrigin = 'JWT_SECRET' | 'ephemeral' | 'settings' | 'file';

/** The resolved secret and where it came from (the start-up log names the origin, never the key). */
export interface ShopSecret {
  key: Uint8Array;
  origin: JwtSecretOrigin;
}

export async function resolveJwtSecret(source: JwtSecretSource): Promise<ShopSecret> {
  if (source.configured !== undefined) {
    if (source.configured.length < MIN_JWT_SECRET_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
    }
    return { key: new TextEncoder().encode(source.configured), origin: 'JWT_SECRET' };
  }
  if (source.ephemeral || source.dataDir.startsWith('memory://')) return { key: randomBytes(32), origin: 'ephemeral' };
  if (source.databaseUrl) return { key: decode(await secretInSettings(source.db)), origin: 'settings' };
  return { key: decode(await secretInFile(path.resolve(source.dataDir, JWT_SECRET_FILE))), origin: 'file' };
}

const generate = (): string => randomBytes(48).toString('base64url');
const decode = (text: string): Uint8Array => Buffer.from(text, 'base64url');

/** The first process to start writes it; the others read that one. */
async function secretInSettings(db: Db): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: JWT_SECRET_SETTING, value: JSON.stringify(generate()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', JWT_SECRET_SETTING).executeTakeFirstOrThrow();
  if (typeof row.value !== 'string' || row.value.length < MIN_JWT_SECRET_LENGTH) throw new Error(`The ${JWT_SECRET_SETTING} setting is not a usable key`);
  return row.value;
}

async function secretInFile(file: string): Promise<string> {
  try {
    return await readSecretFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // `wx`: created only when missing, so two processes starting together keep one key.
    await writeFile(file, `${generate()}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecretFile(file);
}

async function readSecretFile(file: string): Promise<string> {
  const text = (await readFile(file, 'utf8')).trim();
  if (text.length < MIN_JWT_SECRET_LENGTH) throw new Error(`${file} does not hold a usable key (delete it to have a new one generated)`);
  // A copied data directory may have lost the mode: the key stays readable by its owner only.
  await chmod(file, 0o600).catch(() => {});
  return text;
}
