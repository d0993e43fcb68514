/**
 * Password hashing (DESIGN decision 8): argon2id at OWASP's minimum (m=19456 KiB, t=2, p=1),
 * about 50 ms a hash here, on libuv's thread pool. A sign-in for an unknown address checks the
 * password against a dummy hash made with the same settings, so both answers take as long.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read from a declaration). */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** A hash no password matches, to spend the same time on unknown addresses. */
  dummyHash(): Promise<string>;
}

export function argon2Hasher(options: Options = ARGON2_OPTIONS): PasswordHasher {
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    dummyHash: () => (dummy ??= hash(randomBytes(32).toString('base64url'), options)),
  };
}
