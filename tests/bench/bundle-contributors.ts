import fs from 'node:fs';
import zlib from 'node:zlib';

/**
 * Which packages a built JS file is made of, from its source map: every mapped span of the
 * minified code is counted for the package (node_modules/<name>, or core/src/<folder>,
 * plugins/<name>, apps/<name>) of the source it came from. The gzip figure per package is its
 * spans compressed together, so the figures add up only roughly to the file's gzip size.
 */
export interface Contribution {
  name: string;
  bytes: number;
  gzipBytes: number;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** One mappings segment: base64 VLQ numbers (generated column, source, line, column[, name]), relative. */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = DIGIT.get(ch);
    if (digit === undefined) throw new Error(`bad source map character ${ch}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

export function packageOf(source: string): string {
  const dep = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (dep) return dep[1];
  const own = source.match(/(core\/src\/[^/]+|plugins\/[^/]+|apps\/[^/]+|tests\/bench\/[^/]+)/);
  return own ? own[1] : source;
}

export function contributions(jsFile: string, mapFile = `${jsFile}.map`): Contribution[] {
  const code = fs.readFileSync(jsFile, 'utf8');
  // The bundler's own runtime chunk comes without a map.
  if (!fs.existsSync(mapFile)) return [{ name: '(bundler runtime, no source map)', bytes: Buffer.byteLength(code), gzipBytes: zlib.gzipSync(code).length }];
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
  const lines = code.split('\n');
  const spans = new Map<string, string[]>();
  let source = 0;
  map.mappings.split(';').forEach((mapped, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    const segments: Array<{ column: number; source?: number }> = [];
    for (const s of mapped.split(',')) {
      if (!s) continue;
      const fields = decodeSegment(s);
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      segments.push({ column, source: fields.length > 1 ? source : undefined });
    }
    segments.forEach((seg, i) => {
      if (seg.source === undefined) return;
      const end = i + 1 < segments.length ? segments[i + 1].column : line.length;
      const name = packageOf(map.sources[seg.source]);
      const list = spans.get(name) ?? [];
      list.push(line.slice(seg.column, end));
      spans.set(name, list);
    });
  });
  return [...spans]
    .map(([name, parts]) => {
      const text = parts.join('');
      return { name, bytes: Buffer.byteLength(text), gzipBytes: zlib.gzipSync(text).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** Adds the contributions of several files together. */
export function mergeContributions(lists: Contribution[][]): Contribution[] {
  const total = new Map<string, Contribution>();
  for (const list of lists) {
    for (const c of list) {
      const t = total.get(c.name) ?? { name: c.name, bytes: 0, gzipBytes: 0 };
      t.bytes += c.bytes;
      t.gzipBytes += c.gzipBytes;
      total.set(c.name, t);
    }
  }
  return [...total.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
