import { constants, deflateRawSync } from 'node:zlib';

/** Raw entries of a zip (compressed bytes kept as they are), and a writer, for crafting test files. */
export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressed: Buffer;
  size: number;
}

export function readZip(buf: Buffer): ZipEntry[] {
  let eocd = buf.length - 22;
  while (buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    const nameLength = buf.readUInt16LE(p + 28);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const local = buf.readUInt32LE(p + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const compressedSize = buf.readUInt32LE(p + 20);
    entries.push({
      name,
      method: buf.readUInt16LE(p + 10),
      crc: buf.readUInt32LE(p + 16),
      compressed: buf.subarray(start, start + compressedSize),
      size: buf.readUInt32LE(p + 24),
    });
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

/**
 * The fields a local and a central header share, from the version needed to extract (at `at`):
 * the method, the CRC, both sizes and the name's length (flags, time and date stay 0).
 */
function writeSharedFields(header: Buffer, at: number, e: ZipEntry, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(e.method, at + 4);
  header.writeUInt32LE(e.crc, at + 10);
  header.writeUInt32LE(e.compressed.length, at + 14);
  header.writeUInt32LE(e.size, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, e, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeSharedFields(central, 6, e, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.compressed);
    centrals.push(central, name);
    offset += 30 + name.length + e.compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/**
 * A deflate stream of `gigabytes` GB of zeros in about 1 MB per GB: one 64 MB chunk compressed with
 * a sync flush (byte-aligned, not final) repeated, then an empty final block.
 */
export function zeroBomb(gigabytes: number): Buffer {
  const chunk = deflateRawSync(Buffer.alloc(64 * 1024 * 1024), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: gigabytes * 16 }, () => chunk), Buffer.from([0x03, 0x00])]);
}
