import { createInflateRaw } from 'node:zlib';
import { importMessage, type ImportMessage } from './import-messages';
import { IMPORT_LIMITS } from './layout';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxUncompressedBytes: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The part of the workbook that names its sheets; kept as text while it is inflated. */
const WORKBOOK_PART = 'xl/workbook.xml';
const MAX_WORKBOOK_PART_BYTES = 1024 * 1024;
/** Inflated bytes are counted in pieces of this size and dropped, so the check itself stays small. */
const INFLATE_CHUNK = 64 * 1024;

export type ZipInspection = { ok: true; sheetNames: string[] } | { ok: false; problem: ImportMessage };

interface Entry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const refused = (problem: ImportMessage): ZipInspection => ({ ok: false, problem });

/** The archive's central directory, or the reason it is refused. */
function centralDirectory(buffer: Buffer, limits: ZipLimits): Entry[] | ImportMessage {
  if (buffer.length < 22) return importMessage('notWorkbook');
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
  const count = buffer.readUInt16LE(eocd + 10);
  const directorySize = buffer.readUInt32LE(eocd + 12);
  const directoryStart = buffer.readUInt32LE(eocd + 16);
  // ZIP64 (counts or offsets at their maximum): a workbook within the limits never needs it.
  if (count === 0xffff || directoryStart === 0xffffffff) return importMessage('workbookTooLarge');
  if (count > limits.maxEntries) return importMessage('tooManyParts');
  if (directoryStart + directorySize > buffer.length) return importMessage('notWorkbook');
  const entries: Entry[] = [];
  let at = directoryStart;
  for (let n = 0; n < count; n++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL_SIGNATURE) return importMessage('notWorkbook');
    const nameLength = buffer.readUInt16LE(at + 28);
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      compressedSize: buffer.readUInt32LE(at + 20),
      declaredSize: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, Math.min(buffer.length, at + 46 + nameLength)),
    });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's stored bytes, found through its local header, or null when they lie outside the file. */
function entryData(buffer: Buffer, entry: Entry): Buffer | null {
  const local = entry.localOffset;
  if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== LOCAL_SIGNATURE) return null;
  const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
  const end = start + entry.compressedSize;
  if (end > buffer.length) return null;
  return buffer.subarray(start, end);
}

type Inflated = { bytes: number; text?: string } | 'over' | 'corrupt';

/**
 * Inflates one entry on zlib's thread pool, counting the bytes that really come out and dropping
 * them, and stops at `limit`: what the archive declares is never trusted. Keeps the text only of
 * the workbook part (small).
 */
function inflateCounting(data: Buffer, limit: number, keepText: boolean): Promise<Inflated> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    const kept: Buffer[] = [];
    let bytes = 0;
    let settled = false;
    const settle = (answer: Inflated) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    inflater.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > limit || (keepText && bytes > MAX_WORKBOOK_PART_BYTES)) {
        inflater.destroy();
        settle('over');
        return;
      }
      if (keepText) kept.push(chunk);
    });
    inflater.on('end', () => settle({ bytes, text: keepText ? Buffer.concat(kept).toString('utf8') : undefined }));
    inflater.on('error', () => settle('corrupt'));
    inflater.end(data);
  });
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(parseInt(e.slice(1), 10)) : XML_ENTITIES[e],
  );
}

/** The sheet names the workbook part lists (`<sheet name="..." .../>`), as Excel shows them. */
export function sheetNamesOf(workbookXml: string): string[] {
  const names: string[] = [];
  for (const match of workbookXml.matchAll(/<(?:\w+:)?sheet\b[^>]*?\bname\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) names.push(decodeXml(match[1] ?? match[2]));
  return names;
}

/**
 * Checks an .xlsx (a zip archive) before exceljs opens it, against zip bombs: a small file whose
 * parts expand to gigabytes, whatever sizes the archive declares. Every part is inflated once, as
 * a stream whose output is counted and dropped, and the file is refused as soon as one part passes
 * maxEntryBytes or all of them pass maxUncompressedBytes. So the check itself holds at most one
 * 64 KB piece per part in memory, and what exceljs later inflates (the same bytes) is known to fit.
 * Answers the sheet names of the workbook part, or the reason it is refused (message key and text).
 */
export async function inspectWorkbookZip(buffer: Buffer, limits: ZipLimits = IMPORT_LIMITS): Promise<ZipInspection> {
  const entries = centralDirectory(buffer, limits);
  if (!Array.isArray(entries)) return refused(entries);
  // What the archive declares can only refuse, cheaply, before anything is inflated; it never lets through.
  let declared = 0;
  for (const entry of entries) {
    declared += entry.declaredSize;
    if (entry.declaredSize > limits.maxEntryBytes || declared > limits.maxUncompressedBytes) return refused(importMessage('tooLargeUnpacked'));
  }
  let total = 0;
  let sheetNames: string[] | undefined;
  for (const entry of entries) {
    // Bit 0: encrypted. A workbook's parts are stored or deflated, never encrypted.
    if (entry.flags & 1 || (entry.method !== STORED && entry.method !== DEFLATED)) return refused(importMessage('notWorkbook'));
    const data = entryData(buffer, entry);
    if (!data) return refused(importMessage('notWorkbook'));
    const isWorkbookPart = entry.name === WORKBOOK_PART;
    const limit = Math.min(limits.maxEntryBytes, limits.maxUncompressedBytes - total);
    let bytes: number;
    if (entry.method === STORED) {
      if (data.length > limit) return refused(importMessage('tooLargeUnpacked'));
      bytes = data.length;
      if (isWorkbookPart) sheetNames = sheetNamesOf(data.toString('utf8'));
    } else {
      const inflated = await inflateCounting(data, limit, isWorkbookPart);
      if (inflated === 'over') return refused(importMessage('tooLargeUnpacked'));
      if (inflated === 'corrupt') return refused(importMessage('notWorkbook'));
      bytes = inflated.bytes;
      if (isWorkbookPart) sheetNames = sheetNamesOf(inflated.text ?? '');
    }
    total += bytes;
  }
  if (!sheetNames) return refused(importMessage('notWorkbook'));
  return { ok: true, sheetNames };
}
