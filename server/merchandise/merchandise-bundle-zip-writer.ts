/**
 * A small streaming zip writer for exports (and for the tests' hostile archives): each entry is
 * deflated as it is read, its CRC and sizes written after it (a data descriptor), the central
 * directory at the end — zip64's end record when there are more than 65,535 entries. Archives
 * over 4 GB are refused: the export offers .tar.gz for those.
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { constants, createDeflateRaw, crc32 } from 'node:zlib';

const UTF8_AND_DESCRIPTOR = 0x0808;
const DEFLATE = 8;
const MADE_BY_UNIX = (3 << 8) | 20;
const MAX32 = 0xffffffff;
/** 1980-01-01 00:00, zip's first day: the same bundle always packs to the same bytes. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

export interface ZipEntryOptions {
  /** Unix mode with its type bits (0o100644 a file, 0o120777 a symbolic link). */
  mode?: number;
  /** zlib's level: fast by default (pictures do not compress, CSV compresses well at any level). */
  level?: number;
}

export class ZipWriter {
  private offset = 0;
  private readonly central: Buffer[] = [];

  constructor(private readonly out: Writable) {}

  private async put(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }

  async add(name: string, source: Buffer | Readable, options: ZipEntryOptions = {}): Promise<void> {
    const nameBytes = Buffer.from(name, 'utf8');
    const start = this.offset;
    if (start > MAX32) throw new Error('The archive is over 4 GB: pack it as .tar.gz');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(UTF8_AND_DESCRIPTOR, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt16LE(nameBytes.length, 26);
    await this.put(Buffer.concat([local, nameBytes]));

    let crc = 0;
    let size = 0;
    let compressed = 0;
    const deflate = createDeflateRaw({ level: options.level ?? constants.Z_BEST_SPEED });
    const pumping = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        await this.put(chunk);
      }
    })();
    for await (const chunk of Buffer.isBuffer(source) ? [source] : (source as AsyncIterable<Buffer>)) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (!deflate.write(chunk)) await once(deflate, 'drain');
    }
    deflate.end();
    await pumping;
    if (size > MAX32 || compressed > MAX32) throw new Error(`${name} is over 4 GB: pack the bundle as .tar.gz`);

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.put(descriptor);

    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(MADE_BY_UNIX, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(UTF8_AND_DESCRIPTOR, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(0, 12);
    record.writeUInt16LE(DOS_DATE, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(compressed, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(((options.mode ?? 0o100644) << 16) >>> 0, 38);
    record.writeUInt32LE(start, 42);
    this.central.push(Buffer.concat([record, nameBytes]));
  }

  /** Writes the central directory and ends the archive (the output stream is ended too). */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const record of this.central) await this.put(record);
    const size = this.offset - start;
    const count = this.central.length;
    if (count > 0xffff || start > MAX32) {
      const end64 = Buffer.alloc(56);
      end64.writeUInt32LE(0x06064b50, 0);
      end64.writeBigUInt64LE(44n, 4);
      end64.writeUInt16LE(MADE_BY_UNIX, 12);
      end64.writeUInt16LE(45, 14);
      end64.writeBigUInt64LE(BigInt(count), 24);
      end64.writeBigUInt64LE(BigInt(count), 32);
      end64.writeBigUInt64LE(BigInt(size), 40);
      end64.writeBigUInt64LE(BigInt(start), 48);
      const locator = Buffer.alloc(20);
      locator.writeUInt32LE(0x07064b50, 0);
      locator.writeBigUInt64LE(BigInt(this.offset), 8);
      locator.writeUInt32LE(1, 16);
      await this.put(Buffer.concat([end64, locator]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(Math.min(size, MAX32), 12);
    end.writeUInt32LE(Math.min(start, MAX32), 16);
    await this.put(end);
    this.out.end();
    await once(this.out, 'finish');
  }
}
