/**
 * A `.tar.gz` (or `.tgz`) bundle, unpacked into a temporary folder by reading its entries with
 * node-tar's parser and writing them ourselves: names checked by us, no links or devices, bytes
 * counted as they come against the limits and the ratio of the compressed bytes read so far.
 */
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import { type ExtractionBudget, LimitExceeded, bombText, entryPlace } from './merchandise-bundle-entries';
import { shown } from './merchandise-bundle-limits';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const LINK_TYPES = new Set(['SymbolicLink', 'Link']);

export async function extractTar(file: string, budget: ExtractionBudget): Promise<void> {
  let compressed = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      compressed += chunk.length;
      done(null, chunk);
    },
  });
  // The parser hands entries one at a time and waits while an entry's bytes are unread.
  const writes: Promise<void>[] = [];
  let stopped = false;
  const stop = () => {
    stopped = true;
    parser.abort(new LimitExceeded('stopped'));
  };
  const parser = new Parser({
    strict: false,
    onwarn: (code, message) => {
      if (code === 'TAR_ABORT') return;
      budget.refuse(code === 'TAR_BAD_ARCHIVE' ? `is not a tar.gz file (${message})` : `has a damaged entry (${message})`);
    },
    onReadEntry: (entry: ReadEntry) => {
      if (stopped) return entry.resume();
      const admitted = admit(entry, budget);
      if (admitted === 'stop') stop();
      if (typeof admitted !== 'object') return entry.resume();
      const written = budget.write(entry, admitted.path, () => compressed).catch((error: Error) => {
        entry.resume();
        budget.refuse(error instanceof LimitExceeded ? error.message : `${shown(entry.path)} cannot be read (${error.message})`);
        stop();
      });
      writes.push(written);
    },
  });
  parser.on('abort', (error: Error) => {
    stopped = true;
    if (/decompression ratio/.test(error.message)) budget.refuse(bombText(null, budget.limits));
  });
  try {
    await pipeline(createReadStream(file), counter, parser);
  } catch (error) {
    if (!stopped) budget.refuse(`is not a readable tar.gz file (${(error as Error).message})`);
  }
  await Promise.all(writes);
}

/** Where an entry is written, or whether it is skipped (folders, junk, an archive already refused) or ends the reading. */
function admit(entry: ReadEntry, budget: ExtractionBudget): { path: string } | 'skip' | 'stop' {
  if (!budget.countEntry()) return 'stop';
  const place = entryPlace(entry.path);
  if (place.kind === 'refused') {
    budget.refuse(place.problem);
    return 'skip';
  }
  if (place.kind === 'ignored') return 'skip';
  if (LINK_TYPES.has(entry.type)) {
    budget.refuse(`entry ${shown(entry.path)} is a ${entry.type === 'Link' ? 'hard' : 'symbolic'} link`);
    return 'skip';
  }
  if (place.kind === 'folder' || entry.type === 'Directory') return 'skip';
  if (!FILE_TYPES.has(entry.type)) {
    budget.refuse(`entry ${shown(entry.path)} is not a file`);
    return 'skip';
  }
  if (budget.refused || !budget.claim(place.path)) return 'skip';
  return { path: place.path };
}
