/**
 * Hostile workbook uploads (issue 20, hole 5): the server's resident memory and other calls'
 * latency while POST /api/Seeding/excel receives a 10 MB file built to exhaust it. The probe saw a
 * 1 MB upload push the server from 556 to 1,521 MB, a 3.1 MB one to 3,611 MB for 48 s, and every
 * other call slowed to 1 s. Goal: each case below leaves the server under +200 MB of RSS, other
 * calls' p95 under 100 ms, and is refused with a 4xx.
 *
 * The server runs as its own process (node --import tsx apps/server/src/main.ts on PGlite in a
 * temporary folder, demo at scale 0, port IMPORT_BOMB_PORT or 18125); its RSS is read from
 * /proc/<pid>/status every 20 ms. While each upload is handled, North's administrator calls
 * GET /api/User/current back to back (another business unit: only the server is shared).
 * IMPORT_BOMB_ROOT runs another checkout's server (for the before figure); IMPORT_BOMB_CASES picks
 * cases by name (comma-separated).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { repoRoot } from '../../apps/server/src/config';
import { IMPORT_LIMITS } from '../../plugins/settings/server/excel-import/layout';
import { signInAs, type TestApi } from '../helpers/api-client';
import { importWorkbook, postWorkbook } from '../helpers/import-workbook';
import { readZip, writeZip, zeroBomb, type ZipEntry } from '../helpers/zip-craft';
import { percentile, report } from './conditions';

const PORT = Number(process.env.IMPORT_BOMB_PORT ?? 18125);
const ROOT = process.env.IMPORT_BOMB_ROOT ?? repoRoot;
const MAX_FILE = 10 * 1024 * 1024;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function startServer(): Promise<{ pid: number; baseUrl: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cockpit-zip-bomb-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_SCALE: '0', JWT_SECRET: 'zip-bomb-bench', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${baseUrl}/api/User/current`).then(
      (r) => r.status,
      () => 0,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    pid: child.pid!,
    baseUrl,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A real workbook's parts, with one sheet part replaced. */
async function withSheetPart(compressed: Buffer, declared: number): Promise<Buffer> {
  const honest = await importWorkbook({
    Materials: [
      ['Item number', 'Name'],
      ['BOMB-1', 'Bomb'],
    ],
  });
  return writeZip(readZip(honest).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, compressed, size: declared } : e)));
}

/** The hostile files, each at most 10 MB. */
const CASES: Record<string, () => Promise<Buffer>> = {
  // One sheet part of ~9 GB of zeros that declares 1 kB.
  'lying entry (9 GB of zeros declared as 1 kB)': async () => withSheetPart(zeroBomb(9), 1000),
  // The probe's size: 1 GB in about 1 MB.
  'lying entry in a 1 MB file (1 GB of zeros)': async () => withSheetPart(zeroBomb(1), 1000),
  // 140 parts of 64 MB of zeros each, each declaring 1 kB.
  'many lying entries (140 × 64 MB)': async () => {
    const honest = readZip(await importWorkbook({ Materials: [['Item number', 'Name']] }));
    const chunk = zeroBomb(1).subarray(0, -2);
    const part = Buffer.concat([chunk.subarray(0, Math.ceil(chunk.length / 16)), Buffer.from([0x03, 0x00])]);
    const extra: ZipEntry[] = [];
    for (let i = 0; extra.length < 140 && honest.length + extra.length < 499; i++) extra.push({ name: `xl/media/pad${i}.bin`, method: 8, crc: 0, compressed: part, size: 1000 });
    return writeZip([...honest, ...extra]);
  },
  // Honest sizes, deeply compressible: over a million one-digit cells in one sheet part, as large as the part limit lets through.
  'honest but dense sheet (1.4 million cells)': async () => {
    const row = (r: number) => `<row r="${r}">${Array.from({ length: 26 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}"><v>1</v></c>`).join('')}</row>`;
    const rows: string[] = [];
    let bytes = 0;
    for (let r = 2; bytes < IMPORT_LIMITS.maxEntryBytes - 64 * 1024; r++) {
      const s = row(r);
      rows.push(s);
      bytes += s.length;
    }
    const xml = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Item number</t></is></c><c r="B1" t="inlineStr"><is><t>Name</t></is></c></row>${rows.join('')}</sheetData></worksheet>`,
    );
    const compressed = deflateRawSync(xml, { level: 9 });
    const file = await withSheetPart(compressed, xml.length);
    // Recompute the CRC so the archive is honest in every header.
    return writeZip(readZip(file).map((e) => (e.name === 'xl/worksheets/sheet1.xml' ? { ...e, crc: crc32(xml) } : e)));
  },
};

interface Figures {
  file: number;
  status: number;
  rssBefore: number;
  rssPeak: number;
  ms: number;
  calls: number;
  failedCalls: number;
  p95: number;
  max: number;
}

async function measure(server: { pid: number; baseUrl: string }, admin: TestApi, other: TestApi, file: Buffer): Promise<Figures> {
  const rssBefore = rssMb(server.pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    // A server that died has no /proc entry any more: the peak so far stands.
    if (fs.existsSync(`/proc/${server.pid}/status`)) rssPeak = Math.max(rssPeak, rssMb(server.pid));
  }, 20);
  const latencies: number[] = [];
  let done = false;
  let failedCalls = 0;
  const others = (async () => {
    while (!done) {
      const t0 = performance.now();
      const ok = await other.get('/api/User/current').then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) latencies.push(performance.now() - t0);
      else if (++failedCalls > 20) break;
      else await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const t0 = performance.now();
  let status: number;
  try {
    const res = await postWorkbook(server.baseUrl, admin.token, file);
    status = res.status;
    // A 202 runs on: wait for its end, the memory it takes counts too.
    if (res.status === 202) {
      for (;;) {
        const s = await admin.get<{ result: { state: string; result?: { ok: boolean } } }>(`/api/Command/transaction/status/${res.body.result.transactionId}`);
        if (s.body.result.state !== 'Running') {
          status = s.body.result.result?.ok ? 200 : 400;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } catch {
    status = 0;
  }
  const ms = performance.now() - t0;
  // Memory that stays up after the answer counts as well.
  await new Promise((r) => setTimeout(r, 1000));
  done = true;
  await others;
  clearInterval(sampler);
  return { file: file.length, status, rssBefore, rssPeak, ms, calls: latencies.length, failedCalls, p95: percentile(latencies, 95), max: Math.max(...latencies) };
}

export async function run(): Promise<void> {
  const wanted = process.env.IMPORT_BOMB_CASES?.split(',').map((s) => s.trim());
  const server = await startServer();
  const lines: Record<string, string> = {};
  try {
    const admin = await signInAs(server.baseUrl, 'admin');
    const other = await signInAs(server.baseUrl, 'northAdmin');
    // Warm up: one honest import, so exceljs (and a reader thread) is loaded before the baseline.
    await postWorkbook(server.baseUrl, admin.token, await importWorkbook({ Locations: [['Location name'], ['WARM-UP']] }));
    lines['server RSS after start and one small import'] = `${rssMb(server.pid).toFixed(0)} MB (${ROOT === repoRoot ? 'this checkout' : ROOT})`;
    for (const [name, build] of Object.entries(CASES)) {
      if (wanted && !wanted.some((w) => name.startsWith(w))) continue;
      const file = await build();
      if (file.length > MAX_FILE) throw new Error(`${name}: ${file.length} bytes is over the upload limit`);
      const f = await measure(server, admin, other, file);
      lines[name] =
        `${(f.file / 1024 / 1024).toFixed(1)} MB file -> HTTP ${f.status || 'connection lost'} in ${(f.ms / 1000).toFixed(1)} s; RSS ${f.rssBefore.toFixed(0)} -> peak ${f.rssPeak.toFixed(0)} MB ` +
        `(+${(f.rssPeak - f.rssBefore).toFixed(0)} MB); other calls: ${f.calls}, p95 ${f.p95.toFixed(0)} ms, max ${f.max.toFixed(0)} ms${f.failedCalls ? `, ${f.failedCalls} failed` : ''}`;
      console.log(`   ${name}: ${lines[name]}`);
      if (!fs.existsSync(`/proc/${server.pid}/status`)) {
        lines['server'] = `died during "${name}"`;
        break;
      }
    }
  } finally {
    await server.stop();
  }
  report('Import zip bomb: server RSS growth and other calls during a hostile upload', lines);
}
