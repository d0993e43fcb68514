/**
 * A download saved to `F.partial` first, then renamed: an interrupted download (a backup, a
 * catalogue export) never looks like a whole file. Answers its size in bytes.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export async function saveWhole(chunks: AsyncIterable<Uint8Array>, file: string): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await pipeline(Readable.from(chunks), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}
