import { inflateRawSync } from 'node:zlib';

/**
 * A zip bomb guard for uploaded workbooks (an .xlsx is a zip). Before exceljs reads the file,
 * every entry of the central directory is inflated here with a hard output cap, so a small file
 * whose sheet XML inflates to gigabytes is refused after at most `maxEntryBytes` of memory, even
 * when its headers lie about the sizes. Returns a reason when the file is refused.
 */
export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const WORKBOOK_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxEntryBytes: 25 * 1024 * 1024, maxTotalBytes: 50 * 1024 * 1024 };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export const isZip = (buf: Buffer): boolean => buf.length >= 4 && buf.readUInt32LE(0) === LOCAL;

function findEndOfCentralDirectory(buf: Buffer): number {
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}

export function zipProblem(buf: Buffer, limits: ZipLimits = WORKBOOK_ZIP_LIMITS): string | undefined {
  const eocd = findEndOfCentralDirectory(buf);
  if (eocd < 0) return 'The file is not a readable Excel workbook';
  const count = buf.readUInt16LE(eocd + 10);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) return 'The workbook is too large';
  if (count > limits.maxEntries) return 'The workbook has too many parts';
  let p = cdOffset;
  let total = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== CENTRAL) return 'The file is not a readable Excel workbook';
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const declared = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    p = next;
    // The declared sizes first: a cheap refusal for the honest bomb.
    if (declared > limits.maxEntryBytes || total + declared > limits.maxTotalBytes) return 'The workbook expands to more than the upload limit';
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) return 'The file is not a readable Excel workbook';
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (start + compressed > buf.length) return 'The file is not a readable Excel workbook';
    let actual: number;
    if (method === 0) actual = compressed;
    else if (method === 8) {
      try {
        // The real size, whatever the headers say: inflation stops at the cap.
        actual = inflateRawSync(buf.subarray(start, start + compressed), { maxOutputLength: limits.maxEntryBytes }).length;
      } catch (err) {
        return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError
          ? 'The workbook expands to more than the upload limit'
          : 'The file is not a readable Excel workbook';
      }
    } else return 'The workbook uses an unsupported compression';
    total += actual;
    if (total > limits.maxTotalBytes) return 'The workbook expands to more than the upload limit';
  }
  return undefined;
}
