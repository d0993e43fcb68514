/**
 * A bundle's text files are UTF-8 (a BOM is allowed and dropped). The bytes are checked while they
 * flow, and each line that is not UTF-8 is a problem of its own; a UTF-16 file (what some
 * spreadsheets call "Unicode text") is one problem and is not read further.
 */
import { isUtf8 } from 'node:buffer';
import { Transform, type TransformCallback } from 'node:stream';
import type { BundleProblems } from './merchandise-bundle-limits';

const NEWLINE = 0x0a;
const NOT_UTF8 = 'is not UTF-8 text (save the file as UTF-8)';

/** Thrown by the check when a file cannot be read as text at all. */
export class NotText extends Error {}

/** Where the last whole character of `bytes` ends: a sequence cut by the chunk's end waits for the next chunk. */
function wholeEnd(bytes: Buffer): number {
  for (let index = bytes.length - 1; index >= Math.max(0, bytes.length - 3); index -= 1) {
    const byte = bytes[index];
    if ((byte & 0xc0) === 0x80) continue;
    if (byte < 0xc0) return bytes.length;
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
    return bytes.length - index < needed ? index : bytes.length;
  }
  return bytes.length;
}

/** Reports each line of `piece` (starting at `line`) that is not UTF-8; gives the line after it. */
function checkLines(piece: Buffer, line: number, bad: (line: number) => void): number {
  let current = line;
  if (isUtf8(piece)) {
    for (let index = piece.indexOf(NEWLINE); index !== -1; index = piece.indexOf(NEWLINE, index + 1)) current += 1;
    return current;
  }
  let from = 0;
  for (;;) {
    const end = piece.indexOf(NEWLINE, from);
    if (!isUtf8(piece.subarray(from, end === -1 ? piece.length : end))) bad(current);
    if (end === -1) return current;
    current += 1;
    from = end + 1;
  }
}

export function utf8Check(file: string, problems: BundleProblems): Transform {
  let line = 1;
  let carry = Buffer.alloc(0);
  let started = false;

  const check = (piece: Buffer) => {
    line = checkLines(piece, line, (bad) => problems.at(file, bad, NOT_UTF8));
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      let bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      if (!started) {
        if (bytes.length < 3) {
          carry = Buffer.from(bytes);
          return done();
        }
        started = true;
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
        else if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
          problems.at(file, 1, 'is UTF-16 text: save it as UTF-8 ("CSV UTF-8" in a spreadsheet)');
          return done(new NotText('UTF-16'));
        }
      }
      const end = wholeEnd(bytes);
      const piece = bytes.subarray(0, end);
      carry = Buffer.from(bytes.subarray(end));
      check(piece);
      done(null, piece);
    },
    flush(done: TransformCallback) {
      if (carry.length > 0) {
        const rest = !started && carry[0] === 0xef && carry[1] === 0xbb && carry[2] === 0xbf ? carry.subarray(3) : carry;
        check(rest);
        this.push(rest);
      }
      done();
    },
  });
}

/** A whole small file (a reference JSON) as text: null, with its problems, when it is not UTF-8. */
export function utf8Text(file: string, bytes: Buffer, problems: BundleProblems): string | null {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  if (isUtf8(body)) return body.toString('utf8');
  checkLines(body, 1, (bad) => problems.at(file, bad, NOT_UTF8));
  return null;
}
