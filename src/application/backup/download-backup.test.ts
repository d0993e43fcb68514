import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { ApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { BackupApi, BackupArchive } from '../ports/backup-api';
import { DownloadBackup } from './download-backup';

function tokens(signedIn: boolean): AuthTokenStore {
  let saved = signedIn ? ({ token: 'a.b.c', refreshToken: 'r' } as unknown as AuthTokens) : null;
  return { get: () => saved, save: (value) => void (saved = value), clear: () => void (saved = null) };
}

async function* gzipMagic(): AsyncGenerator<Uint8Array> {
  yield new Uint8Array([0x1f, 0x8b]);
}

const archive: BackupArchive = { fileName: 'boutique-1.tar.gz', chunks: gzipMagic() };
const answering = (answer: () => Promise<BackupArchive>): BackupApi => ({ download: answer });

describe('DownloadBackup', () => {
  it('gives support staff the archive', async () => {
    expect(await new DownloadBackup(answering(async () => archive), tokens(true)).execute()).toEqual({ kind: 'downloaded', archive });
  });

  it('asks to sign in first, without calling the shop', async () => {
    let called = false;
    const result = await new DownloadBackup(answering(async () => ((called = true), archive)), tokens(false)).execute();
    expect(result).toMatchObject({ kind: 'signed-out' });
    expect(called).toBe(false);
  });

  it('turns 403 into forbidden and 409 (PostgreSQL) into refused with the shop’s message', async () => {
    const refusing = (code: number, message: string) => answering(async () => Promise.reject(new ApiError(code, message)));
    expect(await new DownloadBackup(refusing(403, 'Réservé au service client.'), tokens(true)).execute()).toEqual({ kind: 'forbidden', message: 'Réservé au service client.' });
    expect(await new DownloadBackup(refusing(409, 'use pg_dump'), tokens(true)).execute()).toEqual({ kind: 'refused', code: 409, message: 'use pg_dump' });
  });
});
