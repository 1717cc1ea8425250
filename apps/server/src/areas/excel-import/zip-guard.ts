import { importMessage, type ImportMessage } from './import-messages';
import { IMPORT_LIMITS } from './layout';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxUncompressedBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

/**
 * Checks an .xlsx (a zip archive) before exceljs inflates it: a zip bomb declares a small file that
 * expands to gigabytes. Reads only the archive's central directory (the declared entry count and
 * uncompressed sizes) and refuses the file when they pass the limits. Answers a reason (its message
 * key and English text), or null.
 *
 * The declared sizes are what a well-formed archive promises; the upload size limit bounds the
 * rest. ZIP64 archives (sizes 0xffffffff) are refused: a workbook within the limits never needs it.
 */
export function zipProblem(buffer: Buffer, limits: ZipLimits = IMPORT_LIMITS): ImportMessage | null {
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const from = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= from; i--) {
    if (buffer.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return importMessage('notWorkbook');
  const entries = buffer.readUInt16LE(eocd + 10);
  const directorySize = buffer.readUInt32LE(eocd + 12);
  const directoryStart = buffer.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryStart === 0xffffffff) return importMessage('workbookTooLarge');
  if (entries > limits.maxEntries) return importMessage('tooManyParts');
  if (directoryStart + directorySize > buffer.length) return importMessage('notWorkbook');
  let total = 0;
  let at = directoryStart;
  for (let n = 0; n < entries; n++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) return importMessage('notWorkbook');
    const size = buffer.readUInt32LE(at + 24);
    if (size === 0xffffffff || size > limits.maxEntryBytes) return importMessage('tooLargeUnpacked');
    total += size;
    if (total > limits.maxUncompressedBytes) return importMessage('tooLargeUnpacked');
    at += 46 + buffer.readUInt16LE(at + 28) + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return null;
}
