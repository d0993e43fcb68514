/**
 * A `.zip` bundle, unpacked into a temporary folder with yauzl: names read by us (no `..`, no
 * absolute path), no links or devices, and every entry's bytes counted as they inflate — against
 * the file and total limits and the zip-bomb ratio — whatever its header claims.
 */
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { type ExtractionBudget, LimitExceeded, entryPlace, fileLimit } from './merchandise-bundle-entries';
import { shown, sizeText } from './merchandise-bundle-limits';

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

/** The entries one after the other (yauzl's lazy mode reads the next one only when asked). */
async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const done = (value: Entry | null, error?: Error) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        if (error) reject(error);
        else resolve(value);
      };
      const onEntry = (value: Entry) => done(value);
      const onEnd = () => done(null);
      const onError = (error: Error) => done(null, error);
      zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
      zip.readEntry();
    });
    if (entry === null) return;
    yield entry;
  }
}

/** Why an entry is no plain file or folder, or null. Unix modes sit in the high half of the attributes. */
function oddType(entry: Entry, name: string): string | null {
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT;
  if (type === S_IFLNK) return `entry ${shown(name)} is a symbolic link`;
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) return `entry ${shown(name)} is not a file`;
  if (entry.isEncrypted()) return `entry ${shown(name)} is encrypted`;
  if (!entry.canDecodeFileData()) return `entry ${shown(name)} uses a compression the shop cannot read`;
  return null;
}

export async function extractZip(file: string, budget: ExtractionBudget): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, autoClose: false });
  } catch (error) {
    budget.refuse(`is not a zip file (${(error as Error).message})`);
    return;
  }
  try {
    if (zip.entryCount > budget.limits.entries) {
      budget.refuse(`holds ${zip.entryCount} entries, more than ${budget.limits.entries}`);
      return;
    }
    for await (const entry of entriesOf(zip)) {
      if (!budget.countEntry()) return;
      if (!(await extractEntry(zip, entry, budget))) return;
    }
  } catch (error) {
    budget.refuse(`is not a readable zip file (${(error as Error).message})`);
  } finally {
    zip.close();
  }
}

/** False when the archive must not be read further. */
async function extractEntry(zip: ZipFile, entry: Entry, budget: ExtractionBudget): Promise<boolean> {
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, false);
  const place = entryPlace(name);
  const odd = place.kind === 'ignored' ? null : oddType(entry, name);
  if (place.kind === 'refused' || odd !== null) {
    budget.refuse(place.kind === 'refused' ? place.problem : odd!);
    return true;
  }
  // Once the archive is refused, the rest is only looked at, to name every bad entry at once.
  if (place.kind === 'ignored' || budget.refused) return true;
  if (place.kind === 'folder' || ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFDIR) {
    await budget.folder(place.path);
    return true;
  }
  if (!budget.claim(place.path)) return true;
  const limit = fileLimit(place.path, budget.limits);
  if (entry.uncompressedSize > limit) {
    budget.refuse(`${shown(place.path)} is over ${sizeText(limit)}`);
    return false;
  }
  try {
    const stream = await zip.openReadStreamPromise(entry);
    // yauzl's streams can report a wrong size a second time after the pipeline gave up on them.
    stream.on('error', () => undefined);
    await budget.write(stream, place.path, () => entry.compressedSize);
    return true;
  } catch (error) {
    budget.refuse(error instanceof LimitExceeded ? error.message : `${shown(place.path)} cannot be read (${(error as Error).message})`);
    return false;
  }
}
